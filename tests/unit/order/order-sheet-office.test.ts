/**
 * Issues 33.4 and 38.1: the Excel order sheet as a buyer's office suite opens it. Quantities are
 * typed with exceljs, LibreOffice computes the sheet, and its totals agree with the order model's
 * pricing; no money column shows '###', even for 10,000 pieces of the dearest style; a missing
 * price says 'Su richiesta' and its ordered pieces are counted. Text a workbook cannot hold never
 * breaks the file.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderModel } from '../../../src/catalog/order/order-model.js';
import { checkStyles, priceOrder, type OrderQuantities } from '../../../src/catalog/order/order-pricing.js';
import { importProducts, readLayout, readSpreadsheet } from '../../../src/catalog/products/index.js';
import { PRICE_LIST_ROWS, priceListCsv } from '../../fixtures/order/price-list.js';
import { orderSheetXlsx, type OrderSheetRequest } from '../../../src/catalog/order-sheet/order-sheet.js';
import { EMPTY_LINE_SHEET_TERMS, type PhotoCaption } from '../../../src/shared/index.js';
import { computedRows, printedText } from './libreoffice.js';

const captions: PhotoCaption[] = [
  { sku: 'LN-201', name: 'Giacca in tweed', colours: 'Blu notte', sizes: 'XS-XL', price: 999_999.99, retailPrice: 999_999.99 },
  { sku: 'LN-202', name: 'Mocassino', colours: 'Nero', sizes: '35-41', price: 1234.5 },
  { sku: 'LN-208', name: 'Gilet', colours: 'Verde', sizes: 'XS/S' },
];
const request: OrderSheetRequest = { title: 'Listino PE27', language: 'Italiano', currency: 'EUR', captions, sizeSystem: 'auto', terms: { ...EMPTY_LINE_SHEET_TERMS, payment: '30 giorni data fattura', howToOrder: 'ordini@atelier.example' } };
const typed: OrderQuantities = { 'LN-201 Blu notte': { XS: 10_000 }, 'LN-202 Nero': { '38': 2, '41': 1 }, 'LN-208 Verde': { S: 3 } };

let folder = '';
let filled = '';

/** A workbook as exceljs reads it from a file. */
async function readWorkbook(bytes: Uint8Array, name: string): Promise<ExcelJS.Workbook> {
  const path = join(folder, name);
  await writeFile(path, bytes);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

/** The sheet written, then quantities typed into it as a buyer would, with exceljs. */
async function fill(bytes: Uint8Array, quantities: OrderQuantities = typed, name = 'ordine'): Promise<string> {
  const workbook = await readWorkbook(bytes, `${name}.xlsx`);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  let header = 0;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === 'Codice') header = row.number;
  });
  const headings = (sheet.getRow(header).values as unknown[]).map(String);
  sheet.eachRow((row) => {
    const key = `${String(row.getCell(1).value)} ${String(row.getCell(3).value)}`;
    for (const [size, quantity] of Object.entries(quantities[key] ?? {})) row.getCell(headings.indexOf(size)).value = quantity;
  });
  const path = join(folder, `${name}-compilato.xlsx`);
  await workbook.xlsx.writeFile(path);
  return path;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-order-sheet-'));
  filled = await fill((await orderSheetXlsx(request)).bytes);
});

describe('the order sheet in LibreOffice (issue 33.4)', () => {
  it('computes totals that agree with the order model, and counts the ordered pieces that have no price', async () => {
    const rows = await computedRows(filled);
    const header = rows.find((row) => row[0] === 'Codice') ?? [];
    const totals = rows.find((row) => row[0] === 'Totale') ?? [];
    const unpriced = rows.find((row) => row[0] === 'Capi ordinati senza prezzo') ?? [];
    const priced = priceOrder(orderModel(request), typed);
    expect(priced).toEqual({ pieces: 10_006, amount: 9_999_999_900 + 3 * 1234.5, unpricedPieces: 3 });
    expect(Number(totals[header.indexOf('Capi')])).toBe(priced.pieces);
    expect(Number(totals[header.indexOf('Importo')])).toBeCloseTo(priced.amount, 2);
    expect(Number(unpriced[header.indexOf('Capi')])).toBe(priced.unpricedPieces);
    expect(rows.find((row) => row[0] === 'LN-208')?.[header.indexOf('Ingrosso')]).toBe('Su richiesta');
  }, 120_000);

  it('prints every amount, even 10,000 pieces of the dearest style, without ###; the buyer block and terms on top', async () => {
    const text = await printedText(filled);
    expect(text).not.toContain('###');
    expect(text).toMatch(/9[.,]999[.,]999[.,]900[.,]00 EUR/u);
    for (const label of ['Negozio / Ragione sociale', 'Referente', 'Partita IVA', 'Indirizzo di consegna', "Numero d'ordine", 'Firma', 'Pagamento: 30 giorni data fattura']) expect(text).toContain(label);
  }, 120_000);

  it('carries no cached formula result: the office suite computes on opening', async () => {
    const { bytes } = await orderSheetXlsx(request);
    const workbook = await readWorkbook(bytes, 'vuoto.xlsx');
    const formulas: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => void (cell.formula && formulas.push(cell.result))));
    expect(formulas.length).toBeGreaterThan(10);
    expect(formulas.every((result) => result === undefined)).toBe(true);
    const { unzipSync, strFromU8 } = await import('fflate');
    expect(strFromU8(unzipSync(bytes)['xl/workbook.xml'] ?? new Uint8Array())).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/u);
  });
});

describe('the price list as Italian brands write it, filled and computed in LibreOffice (issues 33.1-33.6)', () => {
  // Every size form, a colour list in one cell, a missing and an unreadable price, six-decimal prices, a style's terms.
  const rows = readSpreadsheet(new TextEncoder().encode(priceListCsv()), 'listino.csv');
  const layout = readLayout(rows);
  const { captions: imported } = importProducts(rows, layout, layout.mapping, PRICE_LIST_ROWS.slice(1).map(([code]) => `${code}.jpg`));
  const listRequest: OrderSheetRequest = { ...request, captions: imported };
  const ordered: OrderQuantities = {
    'LN-201 Blu notte': { XS: 1, M: 6 },
    'LN-202 Nero': { '35': 1, '41': 1 },
    'LN-203 Indaco': { '24': 2, '32': 1 },
    'LN-205 Grigio': { '38': 10_000 },
    'LN-206 Cammello': { '38': 2 },
    'LN-206 Nero': { '40': 1 },
    'LN-207 Rosso': { 'Taglia unica': 4 },
    'LN-208 Verde': { S: 3 },
  };

  it("computes the totals the order model prices, counts the pieces without a price, and flags the style ordered below its minimum and off its case pack; no '###'", async () => {
    const path = await fill((await orderSheetXlsx(listRequest)).bytes, ordered, 'listino');
    const computed = await computedRows(path);
    const header = computed.find((row) => row[0] === 'Codice') ?? [];
    const model = orderModel(listRequest);
    const priced = priceOrder(model, ordered);
    expect(priced).toEqual({ pieces: 10_022, amount: 175 * 7 + 1234.5 * (2 + 3 + 10_000 + 3), unpricedPieces: 7 });
    const row = (label: string) => computed.find((cells) => cells[0] === label) ?? [];
    expect(Number(row('Totale')[header.indexOf('Capi')])).toBe(priced.pieces);
    expect(Number(row('Totale')[header.indexOf('Importo')])).toBeCloseTo(priced.amount, 2);
    expect(Number(row('Capi ordinati senza prezzo')[header.indexOf('Capi')])).toBe(priced.unpricedPieces);
    // One column per size, one row per listed colour, 'Su richiesta' where the price is missing or unreadable.
    expect(header).toEqual(expect.arrayContaining(['XS', 'XL', '35', '41', '24', '32', '36', '46', 'Taglia unica']));
    expect(computed.filter((cells) => cells[0] === 'LN-206').map((cells) => cells[2])).toEqual(['Cammello', 'Nero', 'Grigio antracite']);
    expect(['LN-207', 'LN-208'].map((code) => row(code)[header.indexOf('Ingrosso')])).toEqual(['Su richiesta', 'Su richiesta']);
    // The style's check as LibreOffice computes it, and as the order model says it.
    expect(checkStyles(model, ordered).map(({ style, pieces }) => [style.code, pieces])).toEqual([['LN-206', 3]]);
    expect(row('LN-206')[header.indexOf('Verifica')]).toBe('Sotto il minimo di 6 capi; Non a multipli di 2');
    expect(row('LN-201')[header.indexOf('Verifica')]).toBe('');
    expect(Number(row('Modelli da rivedere')[header.indexOf('Capi')])).toBe(1);
    const text = await printedText(path);
    expect(text).not.toContain('###');
    expect(text).toMatch(/12[.,]345[.,]000[.,]00 EUR/u);
    // Every heading whole in bold, none cut by the next column.
    for (const heading of ['Prezzo consigliato', 'Minimo per modello', 'Confezione', 'Consegna', 'Verifica', 'Taglia unica']) expect(text).toMatch(new RegExp(`(^|\\s)${heading}(\\s|$)`, 'mu'));
  }, 180_000);
});

describe('text a workbook cannot hold (issue 38.1)', () => {
  const hostile: PhotoCaption[] = [
    { sku: 'H-1', name: 'Giacca\uffff rotta', colours: 'Nero\ufffe', sizes: 'S-M', price: 10 },
    { sku: 'H-2', name: '_x000D_nome_x0009_', colours: '\ud800Blu\u0001', sizes: 'S' },
    { sku: '=HYPERLINK("http://x.example","clic")', name: '@SUM(A1)', colours: '+39 Rosso', sizes: 'M', price: 5 },
    { sku: 'H-4', name: 'Dopo', colours: 'Verde', sizes: 'L', price: 1 },
  ];

  it('drops what XML forbids with a note, escapes _xHHHH_, keeps formula-like text as text; exceljs and LibreOffice read every string', async () => {
    const sheet = await orderSheetXlsx({ ...request, captions: hostile });
    expect(sheet.notes).toEqual([
      '«Giacca rotta»: 1 carattere che un foglio Excel non può contenere è stato tolto.',
      '«Nero»: 1 carattere che un foglio Excel non può contenere è stato tolto.',
      '«Blu»: 2 caratteri che un foglio Excel non può contenere sono stati tolti.',
    ]);
    const path = join(folder, 'ostile.xlsx');
    const workbook = await readWorkbook(sheet.bytes, 'ostile.xlsx');
    const texts: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => void (typeof cell.value === 'string' && texts.push(cell.value))));
    expect(texts).toEqual(expect.arrayContaining(['Giacca rotta', 'Nero', 'Blu', '@SUM(A1)', '+39 Rosso', 'Dopo', 'Totale']));
    const rows = await computedRows(path);
    const cells = rows.flat();
    // LibreOffice reads the escaped underscore back as the text typed, and every string after the hostile ones.
    expect(cells).toEqual(expect.arrayContaining(['_x000D_nome_x0009_', '=HYPERLINK("http://x.example","clic")', '@SUM(A1)', '+39 Rosso', 'Dopo', 'Verde', 'Totale']));
    // Formula-like cells are stored as text with quotePrefix, so editing them never makes a formula.
    const { unzipSync, strFromU8 } = await import('fflate');
    const styles = strFromU8(unzipSync(sheet.bytes)['xl/styles.xml'] ?? new Uint8Array());
    expect(styles).toMatch(/<xf quotePrefix="1" numFmtId="49"/u);
  }, 120_000);
});
