/**
 * The Excel order sheet that goes with a line sheet (issues 24.5, 33.3, 33.4), a rendering of the
 * order model: the title, the terms and the buyer's block to fill in at the top; then one row per
 * colourway with its code, name, colour and prices, one column per size (a size a colourway is
 * not made in is greyed), and totals by formula, so the buyer types quantities and Excel,
 * LibreOffice or Numbers adds them up. A missing price says 'Su richiesta' and the totals count
 * the ordered pieces it leaves unpriced. No formula carries a cached result: the office suite
 * computes on opening. Every text goes through `sheetText` (issue 38.1). exceljs and fflate are
 * loaded only when a sheet is written. The buyer's copy of an order placed on the public page
 * (issue 36.3) is this sheet with the order's quantities and buyer written in (`filled`).
 */
import type { Cell, Worksheet } from 'exceljs';
import type { Currency, LanguageCode, LineSheetTerms, PhotoCaption, SizeSystem } from '../../shared/index.js';
import { LINE_SHEET_TERMS, countOf } from '../../shared/index.js';
import { BUYER_FIELDS, TALL_BUYER_FIELDS, type BuyerField } from '../order/buyer.js';
import { orderModel, type OrderColourway, type OrderModel, type OrderStyle } from '../order/order-model.js';
import type { OrderQuantities } from '../order/order-pricing.js';
import { quoted } from '../products/spreadsheet-error.js';
import { buyerWords } from '../texts/buyer-words.js';
import { lineSheetWords } from '../texts/line-sheet-headings.js';
import { styleTermsWords, type StyleTermsWords } from '../texts/style-terms-words.js';
import { orderSheetWords } from './order-sheet-words.js';
import { withQuotePrefix } from './quote-prefix.js';
import { sheetText } from './sheet-text.js';

export interface OrderSheetRequest {
  title: string;
  language: LanguageCode;
  currency: Currency;
  captions: readonly (PhotoCaption | undefined)[];
  terms: LineSheetTerms;
  sizeSystem: SizeSystem;
  /** An order placed: written in, the sheet's formulas still adding it up. */
  filled?: FilledOrder;
}

export interface FilledOrder {
  /** By colourway key, then size ('' for a colourway without sizes), as the order model prices them. */
  quantities: OrderQuantities;
  buyer: Partial<Record<BuyerField, string>>;
}

export interface OrderSheet {
  bytes: Uint8Array;
  /** Italian notes on texts changed to be written (characters a workbook cannot hold). */
  notes: string[];
}

/** The largest order a column must show without '###': every colourway 10,000 times at the dearest price. */
const LARGEST_ORDER_PIECES = 10_000;
const GREY = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E5E5' } } as const;
const THIN = { style: 'thin', color: { argb: 'FF999999' } } as const;
/** Bold text is about this much wider than the width Excel counts in characters. */
const BOLD_WIDTH = 1.15;

/** Excel's column letters: 1 is A, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const decimalsOf = (currency: Currency) => (currency === 'JPY' ? 0 : 2);

/** Excel's number format for a currency: two decimals (none for yen) and the currency's code. */
function moneyFormat(currency: Currency): string {
  return decimalsOf(currency) === 0 ? `#,##0 "${currency}"` : `#,##0.00 "${currency}"`;
}

/** A column's width in characters for `value` in that format, with room for the cell's margins. */
function moneyWidth(value: number, currency: Currency): number {
  const digits = decimalsOf(currency);
  const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return shown.length + currency.length + 4;
}

/** Writes texts legally, marking formula-like ones to keep as text, and notes what it dropped. */
function textWriter(notes: Set<string>) {
  return (cell: Cell, raw: string) => {
    const { text, dropped, formulaLike } = sheetText(raw);
    if (dropped > 0) notes.add(`«${quoted(text)}»: ${countOf(dropped, 'carattere che un foglio Excel non può contenere è stato tolto', 'caratteri che un foglio Excel non può contenere sono stati tolti')}.`);
    cell.value = text;
    if (formulaLike) cell.numFmt = '@';
  };
}

type WriteText = ReturnType<typeof textWriter>;

/** The buyer's block (issue 33.3): a label and a bordered cell to fill, across `span` columns. */
function buyerBlock(sheet: Worksheet, request: OrderSheetRequest, write: WriteText, span: number): void {
  const words = buyerWords(request.language);
  const title = sheet.addRow([]);
  write(title.getCell(1), words.title);
  title.font = { bold: true };
  for (const field of BUYER_FIELDS) {
    const row = sheet.addRow([]);
    write(row.getCell(1), words.labels[field]);
    row.getCell(1).font = { bold: true };
    row.getCell(1).alignment = { vertical: 'top' };
    if (TALL_BUYER_FIELDS.has(field)) row.height = field === 'signature' ? 48 : 32;
    sheet.mergeCells(row.number, 2, row.number, 1 + span);
    const value = row.getCell(2);
    const given = request.filled?.buyer[field];
    if (given) write(value, given);
    value.border = field === 'signature' ? { top: THIN, left: THIN, bottom: THIN, right: THIN } : { bottom: THIN };
    value.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.addRow([]);
}

function pricedCell(cell: Cell, price: number | undefined, onRequest: string, write: WriteText): void {
  if (price === undefined) {
    write(cell, onRequest);
    cell.alignment = { horizontal: 'right' };
  } else cell.value = price;
}

/** A style's terms the file gives (issue 33.5): the sheet's columns after the prices, only those some style has. */
const TERM_FIELDS = ['minimum', 'casePack', 'delivery'] as const;
type TermField = (typeof TERM_FIELDS)[number];

function termHeading(field: TermField, words: StyleTermsWords): string {
  return field === 'minimum' ? words.minimumHeading : field === 'casePack' ? words.casePackHeading : words.deliveryHeading;
}

const formulaText = (text: string) => `"${sheetText(text).text.replace(/"/gu, '""')}"`;

/**
 * The check of a style's terms on its first row (decision 1001): its pieces across its rows, and
 * what breaks its minimum or case pack; empty while the style is not ordered.
 */
function checkFormula(style: OrderStyle, pieces: string, words: StyleTermsWords): string | undefined {
  const tests = [
    ...(style.minimum === undefined ? [] : [{ failing: `${pieces}<${style.minimum}`, text: words.belowMinimum(style.minimum) }]),
    ...(style.casePack === undefined ? [] : [{ failing: `MOD(${pieces},${style.casePack})<>0`, text: words.offCasePack(style.casePack) }]),
  ];
  const [first, second] = tests;
  if (!first) return undefined;
  const said = `IF(${first.failing},${formulaText(first.text)},"")${second ? `&IF(${second.failing},IF(${first.failing},"; ","")&${formulaText(second.text)},"")` : ''}`;
  return `IF(${pieces}=0,"",${said})`;
}

const termsGiven = (order: OrderModel) => TERM_FIELDS.filter((field) => order.styles.some((style) => style[field] !== undefined));

export async function orderSheetXlsx(request: OrderSheetRequest): Promise<OrderSheet> {
  const { default: ExcelJS } = await import('exceljs');
  const words = orderSheetWords(request.language);
  const lineWords = lineSheetWords(request.language);
  const { headings } = lineWords;
  const order = orderModel(request);
  const { sizes } = order;
  const quantityColumns = sizes.length > 0 ? sizes : [words.quantity];
  const notes = new Set<string>();
  const write = textWriter(notes);

  const workbook = new ExcelJS.Workbook();
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet(sheetText(words.sheetName).text);
  const title = sheet.addRow([]);
  write(title.getCell(1), request.title || words.sheetName);
  title.font = { bold: true, size: 14 };
  for (const term of LINE_SHEET_TERMS.filter((name) => request.terms[name].trim() !== '')) write(sheet.addRow([]).getCell(1), `${lineWords.terms[term]}: ${request.terms[term]}`);
  sheet.addRow([]);

  const fixed = [headings.code, headings.product, headings.colours, words.colourCode];
  buyerBlock(sheet, request, write, fixed.length - 1);
  const termWords = styleTermsWords(request.language);
  const terms = termsGiven(order);
  const checked = terms.some((field) => field !== 'delivery');
  const header = sheet.addRow([]);
  [...fixed, ...quantityColumns, words.pieces, headings.wholesale, words.amount, headings.retail, ...terms.map((field) => termHeading(field, termWords)), ...(checked ? [termWords.check] : [])].forEach((text, index) =>
    write(header.getCell(index + 1), text),
  );
  header.font = { bold: true };
  const first = fixed.length + 1;
  const last = fixed.length + quantityColumns.length;
  const piecesColumn = last + 1;
  const priceColumn = last + 2;
  const amountColumn = last + 3;
  const retailColumn = last + 4;
  const termColumn = (field: TermField) => retailColumn + 1 + terms.indexOf(field);
  const checkColumn = retailColumn + terms.length + 1;
  const [pieces, price] = [piecesColumn, priceColumn].map(columnLetter);
  const firstRow = header.number + 1;
  sheet.views = [{ state: 'frozen', ySplit: header.number, xSplit: fixed.length }];

  const colourways: OrderColourway[] = [];
  for (const style of order.styles) {
    const styleFirst = sheet.rowCount + 1;
    const styleLast = styleFirst + style.colourways.length - 1;
    for (const colourway of style.colourways) {
      colourways.push(colourway);
      const row = sheet.addRow([]);
      [colourway.code, style.name, colourway.colour, colourway.colourCode].forEach((text, index) => write(row.getCell(index + 1), text));
      const offered = new Set(colourway.sizes);
      const ordered = request.filled?.quantities[colourway.key] ?? {};
      quantityColumns.forEach((size, index) => {
        if (sizes.length > 0 && !offered.has(size)) row.getCell(first + index).fill = GREY;
        const quantity = ordered[sizes.length > 0 ? size : ''];
        if (quantity) row.getCell(first + index).value = quantity;
      });
      row.getCell(piecesColumn).value = { formula: `SUM(${columnLetter(first)}${row.number}:${columnLetter(last)}${row.number})` };
      pricedCell(row.getCell(priceColumn), colourway.price, lineWords.onRequest, write);
      row.getCell(amountColumn).value = { formula: `IF(ISNUMBER(${price}${row.number}),${pieces}${row.number}*${price}${row.number},0)` };
      pricedCell(row.getCell(retailColumn), colourway.retailPrice, lineWords.onRequest, write);
      if (row.number !== styleFirst) continue;
      // The style's terms and their check once, on its first row: they hold for all its colourways.
      for (const field of terms) {
        const value = style[field];
        if (typeof value === 'string') write(row.getCell(termColumn(field)), value);
        else if (value !== undefined) row.getCell(termColumn(field)).value = value;
      }
      const formula = checked ? checkFormula(style, `SUM(${pieces}${styleFirst}:${pieces}${styleLast})`, termWords) : undefined;
      if (formula) row.getCell(checkColumn).value = { formula };
    }
  }
  const lastRow = Math.max(firstRow, sheet.rowCount);
  const totals = sheet.addRow([]);
  write(totals.getCell(1), words.total);
  totals.font = { bold: true };
  for (const column of [...quantityColumns.map((_, index) => first + index), piecesColumn, amountColumn]) {
    const letter = columnLetter(column);
    totals.getCell(column).value = { formula: `SUM(${letter}${firstRow}:${letter}${lastRow})` };
  }
  // Ordered pieces whose price is 'on request': every piece less those beside a number.
  const unpriced = sheet.addRow([]);
  write(unpriced.getCell(1), words.unpriced);
  unpriced.getCell(piecesColumn).value = { formula: `${pieces}${totals.number}-SUMIF(${price}${firstRow}:${price}${lastRow},">=0",${pieces}${firstRow}:${pieces}${lastRow})` };

  if (checked) {
    // Styles ordered against their minimum or case pack: the check cells that say something.
    const review = sheet.addRow([]);
    write(review.getCell(1), termWords.toReview);
    const check = columnLetter(checkColumn);
    review.getCell(piecesColumn).value = { formula: `SUMPRODUCT(--(LEN(${check}${firstRow}:${check}${lastRow})>0))` };
    sheet.getColumn(checkColumn).width = Math.max(termWords.check.length + 2, ...order.styles.map((style) => [style.minimum === undefined ? '' : termWords.belowMinimum(style.minimum), style.casePack === undefined ? '' : termWords.offCasePack(style.casePack)].join('; ').length + 2));
  }
  for (const field of terms) sheet.getColumn(termColumn(field)).width = Math.max(termHeading(field, termWords).length + 2, ...order.styles.map((style) => String(style[field] ?? '').length + 2));
  const dearest = Math.max(0, ...colourways.flatMap((colourway) => [colourway.price ?? 0, colourway.retailPrice ?? 0]));
  const largestPieces = LARGEST_ORDER_PIECES * Math.max(1, colourways.length);
  for (const column of [priceColumn, amountColumn, retailColumn]) sheet.getColumn(column).numFmt = moneyFormat(request.currency);
  for (const column of [priceColumn, retailColumn]) sheet.getColumn(column).width = Math.max(moneyWidth(dearest, request.currency), headings.wholesale.length + 2, lineWords.onRequest.length + 2);
  sheet.getColumn(amountColumn).width = Math.max(moneyWidth(dearest * largestPieces, request.currency), words.amount.length + 2);
  sheet.getColumn(piecesColumn).width = Math.max(String(largestPieces * quantityColumns.length).length + 3, words.pieces.length + 2);
  sheet.getColumn(1).width = Math.max(16, ...Object.values(buyerWords(request.language).labels).map((label) => label.length + 2), words.unpriced.length + 2);
  sheet.getColumn(2).width = 28;
  sheet.getColumn(3).width = 18;
  sheet.getColumn(4).width = 12;
  quantityColumns.forEach((size, index) => {
    sheet.getColumn(first + index).width = Math.max(String(LARGEST_ORDER_PIECES * colourways.length).length + 3, Array.from(size).length + 3);
  });
  // Every heading fits its column in bold (the retail price's was cut by the next column in LibreOffice).
  header.eachCell((cell, column) => {
    const width = Math.ceil(Array.from(String(cell.value ?? '')).length * BOLD_WIDTH) + 2;
    sheet.getColumn(column).width = Math.max(sheet.getColumn(column).width ?? 0, width);
  });
  const bytes = await withQuotePrefix(new Uint8Array(await workbook.xlsx.writeBuffer()));
  return { bytes, notes: [...notes] };
}
