/**
 * Issue 33.5's last part: a style's own minimum, case pack and delivery, when the product file has
 * those columns (headings in Italian, English, French, German and Spanish), carried by the order
 * model, printed in the line sheet's 'Ordine' column, written as Excel columns and checked against
 * the pieces ordered (decision 1001).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetRows } from '../../../src/catalog/describe/line-sheet-rows.js';
import { orderModel } from '../../../src/catalog/order/order-model.js';
import { checkStyles } from '../../../src/catalog/order/order-pricing.js';
import { orderSheetXlsx } from '../../../src/catalog/order-sheet/order-sheet.js';
import { fieldOfHeading, importProducts, readLayout, readSpreadsheet } from '../../../src/catalog/products/index.js';
import { parsePieces } from '../../../src/catalog/products/product-prices.js';
import { faire } from '../../fixtures/product-files/shop-exports.js';
import { EMPTY_LINE_SHEET_TERMS, type PhotoCaption } from '../../../src/shared/index.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

function imported(text: string, photos: string[]) {
  const rows = readSpreadsheet(utf8(text), 'listino.csv');
  const layout = readLayout(rows);
  return importProducts(rows, layout, layout.mapping, photos);
}

describe("a style's terms in the product file", () => {
  it.each([
    ['minimum', ["Minimo d'ordine", 'Ordine minimo', 'Minimum', 'MOQ', 'Minimum order quantity', 'Quantité minimum', 'Mindestbestellmenge', 'Pedido mínimo']],
    ['casePack', ['Confezione', 'Case pack', 'Case Size', 'Pack size', 'Colisage', 'Verpackungseinheit', 'Unidades por caja']],
    ['delivery', ['Consegna', 'Delivery', 'Ship date', 'Livraison', 'Lieferung', 'Entrega', 'Data di consegna']],
  ])('reads %s from its headings in five languages', (field, headings) => {
    for (const heading of headings) expect([heading, fieldOfHeading(heading)]).toEqual([heading, field]);
  });

  it('leaves the headings it had alone: a case size is no size, a pack weight no pack', () => {
    expect(fieldOfHeading('Taglie')).toBe('sizes');
    expect(fieldOfHeading('Condizioni di pagamento')).toBeUndefined();
    const rows = readSpreadsheet(utf8('Codice;Nome;Taglie;Pack weight;Prezzo\r\nA;B;S;2;10'), 'listino.csv');
    expect(readLayout(rows).mapping).toEqual({ sku: 0, name: 1, sizes: 2, price: 4 });
  });

  it("reads Faire's 'Minimum Order Quantity' and 'Case Size'", () => {
    const rows = readSpreadsheet(faire().bytes, 'faire.csv');
    const { headers, mapping } = readLayout(rows);
    expect([headers[mapping.minimum ?? -1], headers[mapping.casePack ?? -1], mapping.sizes === undefined || headers[mapping.sizes] !== 'Case Size']).toEqual(['Minimum Order Quantity', 'Case Size', true]);
  });

  it('reads counts as price lists write them, and nothing that is not a whole count', () => {
    expect(['12', '12 pz', '12 pezzi', '6 pcs.', '1.000', '12.000000', 24].map(parsePieces)).toEqual([12, 12, 12, 6, 1000, 12, 24]);
    expect(['tanti', '0', '2,5', '-3', '12 pz 6', ''].map(parsePieces)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it("imports them with each colourway's caption, and names a count it cannot read", () => {
    const result = imported(
      [
        "Codice;Nome;Colore;Taglie;Prezzo ingrosso;Minimo d'ordine;Confezione;Consegna",
        'LN-201;Giacca in tweed;Blu notte;XS-XL;175,00;6 pz;3;Marzo 2027',
        'LN-202;Mocassino;Nero;35-41;120,00;tanti;2;15/04/2027',
        'LN-203;Jeans;Indaco;24-32;80,00;;1;',
      ].join('\r\n'),
      ['LN-201.jpg', 'LN-202.jpg', 'LN-203.jpg'],
    );
    expect(result.captions.map((caption) => [caption?.minimum, caption?.casePack, caption?.delivery])).toEqual([
      [6, 3, 'Marzo 2027'],
      [undefined, 2, '15/04/2027'],
      [undefined, undefined, undefined],
    ]);
    expect(result.problems).toContain("Riga 3, colonna del minimo d'ordine: «tanti» non è un numero di capi leggibile e non sarà stampato; correggi la cella (es. 12).");
  });
});

const captions: PhotoCaption[] = [
  { style: 'LN-206', sku: 'LN-206', name: 'Cappotto', colours: 'Cammello, Nero', sizes: '38-42', price: 400, minimum: 6, casePack: 2, delivery: 'Marzo 2027' },
  { sku: 'LN-201', name: 'Giacca', colours: 'Blu notte', sizes: 'S/M', price: 175, minimum: 4 },
  { sku: 'LN-207', name: 'Sciarpa', colours: 'Rosso', sizes: 'TU', price: 30, casePack: 5 },
  { sku: 'LN-208', name: 'Gilet', colours: 'Verde', sizes: 'S' },
];

describe("a style's terms in the order model and its renderings", () => {
  const model = orderModel({ captions, currency: 'EUR', sizeSystem: 'auto' });

  it("carries them on the style, and checks an order's pieces across the style's colourways", () => {
    expect(model.styles.map(({ code, minimum, casePack, delivery }) => ({ code, minimum, casePack, delivery }))).toEqual([
      { code: 'LN-206', minimum: 6, casePack: 2, delivery: 'Marzo 2027' },
      { code: 'LN-201', minimum: 4, casePack: undefined, delivery: undefined },
      { code: 'LN-207', minimum: undefined, casePack: 5, delivery: undefined },
      { code: 'LN-208', minimum: undefined, casePack: undefined, delivery: undefined },
    ]);
    const checks = checkStyles(model, { 'LN-206 Cammello': { '38': 2 }, 'LN-206 Nero': { '40': 3 }, 'LN-201 Blu notte': { S: 4 }, 'LN-207 Rosso': { TU: 7 }, 'LN-208 Verde': { S: 1 } });
    expect(checks.map(({ style, pieces, belowMinimum, offCasePack }) => ({ code: style.code, pieces, belowMinimum, offCasePack }))).toEqual([
      { code: 'LN-206', pieces: 5, belowMinimum: true, offCasePack: true },
      { code: 'LN-207', pieces: 7, belowMinimum: false, offCasePack: true },
    ]);
    expect(checkStyles(model, {})).toEqual([]);
  });

  it("prints them in the line sheet's 'Ordine' column, in the catalogue's language", () => {
    const cells = (language: 'Italiano' | 'Inglese') => sheetRows({ captions, grouping: 'style', order: model, prices: { language, currency: 'EUR' } }).flatMap((row) => (row.kind === 'product' ? [row.cells.ordering.map((paragraph) => paragraph.text)] : []));
    expect(cells('Italiano')).toEqual([['Minimo 6 capi', 'Confezione da 2', 'Consegna Marzo 2027'], ['Minimo 4 capi'], ['Confezione da 5'], []]);
    expect(cells('Inglese')[0]).toEqual(['Minimum 6 pcs', 'Case pack 2', 'Delivery Marzo 2027']);
  });

  it('writes them as Excel columns on the style\'s first row, with a check formula and a count of styles to review', async () => {
    const { bytes } = await orderSheetXlsx({ title: 'Listino', language: 'Italiano', currency: 'EUR', captions, sizeSystem: 'auto', terms: EMPTY_LINE_SHEET_TERMS });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.find((row) => row[0] === 'Codice') ?? [];
    expect(header.slice(-4)).toEqual(['Minimo per modello', 'Confezione', 'Consegna', 'Verifica']);
    const at = (code: string, colour: string) => rows.find((row) => row[0] === code && row[2] === colour) ?? [];
    const column = (name: string) => header.indexOf(name);
    expect([at('LN-206', 'Cammello')[column('Minimo per modello')], at('LN-206', 'Cammello')[column('Confezione')], at('LN-206', 'Cammello')[column('Consegna')]]).toEqual([6, 2, 'Marzo 2027']);
    expect(at('LN-206', 'Nero')[column('Minimo per modello')]).toBeUndefined();
    const check = at('LN-206', 'Cammello')[column('Verifica')] as { formula: string };
    expect(check.formula).toContain('Sotto il minimo di 6 capi');
    expect(check.formula).toContain('Non a multipli di 2');
    expect(at('LN-208', 'Verde')[column('Verifica')]).toBeUndefined();
    expect((rows.find((row) => row[0] === 'Modelli da rivedere')?.[header.indexOf('Capi')] as { formula: string }).formula).toMatch(/^SUMPRODUCT/u);
  });
});
