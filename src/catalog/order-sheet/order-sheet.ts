/**
 * The Excel order sheet that goes with a line sheet (issue 24.5): one row per colourway with the
 * codes, colour and prices the line sheet prints, one column per size (the sizes of every product,
 * in the order they first come; a size a colourway is not made in is greyed), and totals by
 * formula, so the buyer types quantities and Excel, LibreOffice or Numbers adds them up.
 * exceljs is loaded only when a sheet is written.
 */
import type { Currency, LanguageCode, LineSheetTerms, PhotoCaption, SizeSystem } from '../../shared/index.js';
import { LINE_SHEET_TERMS } from '../../shared/index.js';
import { orderModel } from '../order/order-model.js';
import { lineSheetWords } from '../texts/line-sheet-headings.js';
import { orderSheetWords } from './order-sheet-words.js';

export interface OrderSheetRequest {
  title: string;
  language: LanguageCode;
  currency: Currency;
  captions: readonly (PhotoCaption | undefined)[];
  terms: LineSheetTerms;
  sizeSystem: SizeSystem;
}

/** Excel's column letters: 1 is A, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** Excel's number format for a currency: two decimals (none for yen) and the currency's code. */
function moneyFormat(currency: Currency): string {
  return currency === 'JPY' ? `#,##0 "${currency}"` : `#,##0.00 "${currency}"`;
}

export async function orderSheetXlsx(request: OrderSheetRequest): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const words = orderSheetWords(request.language);
  const headings = lineSheetWords(request.language).headings;
  const order = orderModel(request);
  const { sizes } = order;
  const quantityColumns = sizes.length > 0 ? sizes : [words.quantity];

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(words.sheetName, { views: [{ state: 'frozen', ySplit: 0 }] });
  sheet.addRow([request.title || words.sheetName]).font = { bold: true, size: 14 };
  const terms = LINE_SHEET_TERMS.filter((term) => request.terms[term].trim() !== '');
  for (const term of terms) sheet.addRow([`${lineSheetWords(request.language).terms[term]}: ${request.terms[term]}`]);
  sheet.addRow([]);

  const fixed = [headings.code, headings.product, headings.colours, words.colourCode];
  const header = sheet.addRow([...fixed, ...quantityColumns, words.pieces, headings.wholesale, words.amount, headings.retail]);
  header.font = { bold: true };
  const first = fixed.length + 1;
  const last = fixed.length + quantityColumns.length;
  const piecesColumn = last + 1;
  const priceColumn = last + 2;
  const amountColumn = last + 3;
  const firstRow = header.number + 1;
  sheet.views = [{ state: 'frozen', ySplit: header.number, xSplit: fixed.length }];

  for (const { name, colourways } of order.styles) for (const colourway of colourways) {
    const row = sheet.addRow([colourway.code, name, colourway.colour, colourway.colourCode]);
    const offered = new Set(colourway.sizes);
    quantityColumns.forEach((size, index) => {
      const cell = row.getCell(first + index);
      if (sizes.length > 0 && !offered.has(size)) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E5E5' } };
    });
    const range = `${columnLetter(first)}${row.number}:${columnLetter(last)}${row.number}`;
    row.getCell(piecesColumn).value = { formula: `SUM(${range})`, result: 0 };
    if (colourway.price !== undefined) row.getCell(priceColumn).value = colourway.price;
    row.getCell(amountColumn).value = { formula: `${columnLetter(piecesColumn)}${row.number}*${columnLetter(priceColumn)}${row.number}`, result: 0 };
    if (colourway.retailPrice !== undefined) row.getCell(amountColumn + 1).value = colourway.retailPrice;
  }
  const lastRow = sheet.rowCount;
  const totals = sheet.addRow([words.total]);
  totals.font = { bold: true };
  for (const column of [...quantityColumns.map((_, index) => first + index), piecesColumn, amountColumn]) {
    const letter = columnLetter(column);
    totals.getCell(column).value = { formula: `SUM(${letter}${firstRow}:${letter}${lastRow})`, result: 0 };
  }
  for (const column of [priceColumn, amountColumn, amountColumn + 1]) sheet.getColumn(column).numFmt = moneyFormat(request.currency);
  sheet.getColumn(1).width = 16;
  sheet.getColumn(2).width = 28;
  sheet.getColumn(3).width = 18;
  for (let column = first; column <= last; column++) sheet.getColumn(column).width = 6;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
