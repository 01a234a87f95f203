/** Product data from a spreadsheet (issue 15.3): read, map the columns, match rows to photos. */
export { SPREADSHEET_LIMITS, SpreadsheetError } from './spreadsheet-error.js';
export { readSpreadsheet, type SheetRows } from './read-spreadsheet.js';
export { PRODUCT_FIELDS, fieldOfHeading, findHeaderRow, fold, guessMapping, type ColumnMapping, type ProductField } from './product-columns.js';
export { parsePrice } from './product-prices.js';
export { matchProducts, type ProductImport, type UnmatchedRow } from './match-products.js';
