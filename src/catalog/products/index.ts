/** Product data from the files businesses export (issues 15.3, 23, 27.1-27.4): read, map, fold, match. */
export { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, quoted } from './spreadsheet-error.js';
export { readSpreadsheet, readWorkbook, type Workbook } from './read-spreadsheet.js';
export { READING_SECONDS, ReadingBudget } from './reading-budget.js';
export { cellText, type SheetCell, type SheetRows } from './sheet-rows.js';
export { PRODUCT_FIELDS, fieldOfHeading, fold, foldHeading, guessMapping, type ColumnMapping, type ProductField } from './product-columns.js';
export { FORMAT_LABELS, findHeaderRow, missingFields, readLayout, type SheetFormat, type SheetLayout } from './sheet-layout.js';
export { parsePrice } from './product-prices.js';
export { cleanText, htmlToText } from './clean-text.js';
export { sizeRun } from './size-run.js';
export { imageStem } from './image-names.js';
export { contentsSummary, matchSummary, understoodSummary } from './import-summary.js';
export { FIELD_LABELS } from './field-labels.js';
export { importProducts, type ProductImport, type UnmatchedRow } from './import-products.js';
export type { PhotoMatch } from './match-photos.js';
