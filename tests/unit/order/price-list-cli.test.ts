/**
 * Issue 33 from the command line, on a price list written as Italian brands write one: the line
 * sheet's order form and the Excel order sheet take every size, colour and price as the file means
 * them, and the import summary says how it read them.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceListByCli } from '../../fixtures/order/price-list.js';
import { pdfText } from '../engine/poppler.js';

const run = promisify(execFile);
const catalog = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 });

interface Made {
  pdf: string;
  xlsx: string;
  stderr: string;
  fields: string[];
  header: unknown[];
  rows: unknown[][];
}

let folder = '';

async function make(extra: string[] = []): Promise<Made> {
  const { pdf, xlsx, stderr } = await priceListByCli(await mkdtemp(join(folder, 'listino-')), extra);
  const fields = (await PDFDocument.load(await readFile(pdf))).getForm().getFields().map((field) => field.getName());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows.find((row) => row[0] === 'Codice') ?? [];
  return { pdf, xlsx, stderr, fields, header, rows };
}

const sizesOf = (fields: readonly string[], key: string) => fields.filter((name) => name.startsWith(`${key} `)).map((name) => name.slice(key.length + 1));

let automatic: Made;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-order-'));
  automatic = await make();
}, 120_000);

describe('size runs as people write them (issue 33.1)', () => {
  it('gives every size its box in portrait, ranges and lists alike, and one box to a one-size product', () => {
    expect(sizesOf(automatic.fields, 'LN-201 Blu notte')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(sizesOf(automatic.fields, 'LN-202 Nero')).toEqual(['35', '36', '37', '38', '39', '40', '41']);
    expect(sizesOf(automatic.fields, 'LN-203 Indaco')).toEqual(['24', '25', '26', '27', '28', '29', '30', '31', '32']);
    expect(sizesOf(automatic.fields, 'LN-204 Bianco ottico')).toEqual(['S', 'M', 'L']);
    expect(sizesOf(automatic.fields, 'LN-205 Grigio')).toEqual(['36', '38', '40']);
    expect(sizesOf(automatic.fields, 'LN-207 Rosso')).toEqual(['Taglia unica']);
    expect(sizesOf(automatic.fields, 'LN-208 Verde')).toEqual(['XS', 'S']);
  });

  it('gives the Excel sheet one column per size, and says in the summary how the sizes were read', () => {
    expect(automatic.header).toEqual(expect.arrayContaining(['XS', 'XL', '35', '41', '24', '32', '46', 'Taglia unica']));
    expect(automatic.header).not.toContain('XS-XL');
    expect(automatic.stderr).toContain('Taglie lette con il sistema «Automatico');
    expect(automatic.stderr).toContain('«35-41» → 35 36 37 38 39 40 41');
  });

  it('counts numeric ranges by the size system chosen with --size-system', async () => {
    const shoes = await make(['--size-system', 'calzature']);
    const coat = shoes.fields.filter((name) => name.startsWith('LN-206 ')).map((name) => name.split(' ').at(-1));
    expect([...new Set(coat)]).toEqual(['38', '39', '40', '41', '42', '43', '44', '45', '46']);
    expect(shoes.stderr).toContain('«Calzature e jeans');
    await expect(catalog(['x', '-o', 'y.pdf', '--size-system', 'piedi'])).rejects.toThrow(/--size-system: "piedi" non è automatico, abbigliamento né calzature/u);
  }, 120_000);
});

describe('a colour list is colourways (issue 33.2)', () => {
  it('gives each listed colour its boxes, its Excel row and its swatch from the matching hex list', async () => {
    for (const colour of ['Cammello', 'Nero', 'Grigio antracite']) expect(sizesOf(automatic.fields, `LN-206 ${colour}`)).toEqual(['38', '40', '42', '44', '46']);
    expect(automatic.rows.filter((row) => row[0] === 'LN-206').map((row) => row[2])).toEqual(['Cammello', 'Nero', 'Grigio antracite']);
    const { stdout } = await run('qpdf', ['--qdf', '--object-streams=disable', automatic.pdf, '-'], { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
    const colours = new Set([...stdout.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:RG|rg)/gu)].map((match) => match.slice(1, 4).map((value) => Math.round(Number(value) * 255).toString(16).padStart(2, '0')).join('')));
    for (const hex of ['c19a6b', '111111', '3b3b3b']) expect(colours).toContain(hex);
  });
});

describe('numbers as databases write them (issue 33.6)', () => {
  it('reads six-decimal, grouped and currency-marked prices exactly, and names the one it cannot read', async () => {
    const price = automatic.header.indexOf('Ingrosso');
    const prices = Object.fromEntries(automatic.rows.filter((row) => String(row[0]).startsWith('LN-')).map((row) => [`${String(row[0])} ${String(row[2])}`, row[price]]));
    expect(prices).toMatchObject({ 'LN-201 Blu notte': 175, 'LN-202 Nero': 1234.5, 'LN-203 Indaco': 1234.5, 'LN-204 Bianco ottico': 89, 'LN-205 Grigio': 1234.5, 'LN-206 Cammello': 1234.5 });
    expect(automatic.stderr).toContain("Riga 9, colonna del prezzo all'ingrosso: «da definire» non è un prezzo leggibile");
    // An empty cell is a price not given, not a price misread.
    expect(automatic.stderr).not.toContain('Riga 8,');
    const text = (await pdfText(automatic.pdf)).replace(/[\u00a0\u202f]/gu, ' ');
    expect(text).toContain('175,00 €');
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('Su richiesta');
  });
});

interface QpdfField {
  fullname: string;
  alternativename: string;
  fieldflags: number;
  value: string | null;
  pageposfrom1: number;
  annotation: { object: string };
}

const qpdfFields = async (path: string): Promise<QpdfField[]> => (JSON.parse((await run('qpdf', ['--json', '--json-key=acroform', path], { maxBuffer: 64 * 1024 * 1024 })).stdout) as { acroform: { fields: QpdfField[] } }).acroform.fields;

describe("the buyer's block (issue 33.3) and the form a buyer fills (issue 33.5)", () => {
  it("puts the buyer's block on an order page of fillable fields, typed values read back by qpdf", async () => {
    const document = await PDFDocument.load(await readFile(automatic.pdf));
    const form = document.getForm();
    const typed: Record<string, string> = { 'buyer-shop': 'Boutique Aurora S.r.l.', 'buyer-vatNumber': 'IT01234567890', 'buyer-deliveryAddress': 'Via Roma 1\n20121 Milano', 'LN-201 Blu notte M': '6', 'LN-202 Nero 38': '2', 'LN-206 Nero 44': '3' };
    for (const [name, value] of Object.entries(typed)) form.getTextField(name).setText(value);
    const filled = join(folder, 'listino-compilato.pdf');
    await writeFile(filled, await document.save());
    const fields = await qpdfFields(filled);
    // qpdf's JSON writes a Unicode string as 'u:' and the text.
    const valueOf = (name: string) => fields.find((field) => field.fullname === name)?.value?.replace(/^u:/u, '');
    for (const [name, value] of Object.entries(typed)) expect(valueOf(name)).toBe(value);
    const buyer = fields.filter((field) => field.fullname.startsWith('buyer-'));
    expect(buyer.map((field) => field.alternativename)).toEqual(['Negozio / Ragione sociale', 'Referente', 'Email', 'Telefono', 'Partita IVA', 'Indirizzo di consegna', "Numero d'ordine", 'Data', 'Note', 'Firma']);
    // On the last page, the address, the notes and the signature on several lines (flag bit 13).
    const pages = document.getPageCount();
    expect(new Set(buyer.map((field) => field.pageposfrom1))).toEqual(new Set([pages]));
    expect(buyer.filter((field) => (field.fieldflags & 4096) !== 0).map((field) => field.fullname)).toEqual(['buyer-deliveryAddress', 'buyer-notes', 'buyer-signature']);
    expect(await pdfText(filled, pages)).toContain('Dati del cliente');
    expect((await run('qpdf', ['--check', filled])).stdout).toContain('No syntax or stream encoding errors');
  });

  it('names every box for a screen reader, makes it at least 8 × 6 mm, and tabs row by row', async () => {
    const fields = await qpdfFields(automatic.pdf);
    const nameOf = (fullname: string) => fields.find((field) => field.fullname === fullname)?.alternativename;
    expect(nameOf('LN-201 Blu notte M')).toBe('Giacca in tweed LN-201, Blu notte, taglia M');
    expect(nameOf('LN-206 Grigio antracite 40')).toBe('Cappotto LN-206, Grigio antracite, taglia 40');
    expect(nameOf('LN-207 Rosso Taglia unica')).toBe('Sciarpa LN-207, Rosso, Taglia unica');
    const document = await PDFDocument.load(await readFile(automatic.pdf));
    const millimetres = (points: number) => (points * 25.4) / 72;
    for (const field of document.getForm().getFields()) {
      for (const widget of field.acroField.getWidgets()) {
        const { width, height } = widget.getRectangle();
        expect(millimetres(width)).toBeGreaterThanOrEqual(8);
        expect(millimetres(height)).toBeGreaterThanOrEqual(6);
      }
    }
    for (const page of document.getPages()) expect(String(page.node.get(PDFName.of('Tabs')))).toBe('/R');
  });

  it('carries no JavaScript: no /JS, /JavaScript or additional actions anywhere in the file', async () => {
    // Every object's dictionary as qpdf reads it (stream data left out, so font bytes cannot match).
    const { stdout } = await run('qpdf', ['--json', '--json-key=qpdf', automatic.pdf], { maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).toContain('"/Tx"');
    expect(stdout).not.toMatch(/"\/(JavaScript|JS|AA)"/u);
  });

  it("prints the brand's contact, the terms' 'how to order', in every page's footer", async () => {
    const pages = (await PDFDocument.load(await readFile(automatic.pdf))).getPageCount();
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page++) expect(await pdfText(automatic.pdf, page)).toContain('ordini@atelier.example');
  });

  it("outlines a light colourway's swatch so it shows on white paper", async () => {
    // 'Bianco ottico' (#fafafa) on page 2: its swatch stands left of the word.
    const words = (await run('pdftotext', ['-f', '2', '-l', '2', '-bbox', automatic.pdf, '-'])).stdout;
    const [, x = '0', top = '0', bottom = '0'] = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Bianco<\/word>/u.exec(words) ?? [];
    const scale = 4;
    const crop = { x: Math.round((Number(x) - 10) * scale), y: Math.round(Number(top) * scale), width: 8 * scale, height: Math.round((Number(bottom) - Number(top)) * scale) };
    const png = join(folder, 'campione');
    await run('pdftoppm', ['-f', '2', '-l', '2', '-r', String(72 * scale), '-gray', '-png', '-singlefile', '-x', String(crop.x), '-y', String(crop.y), '-W', String(crop.width), '-H', String(crop.height), automatic.pdf, png]);
    const { data } = await sharp(`${png}.png`).raw().toBuffer({ resolveWithObject: true });
    // The fill is near white; its outline is drawn in the muted grey.
    expect(Math.min(...data)).toBeLessThan(200);
  });
});

describe("a style's own terms (issue 33.5, decision 1001)", () => {
  it("prints the minimum, case pack and delivery the file gives in the line sheet's 'Ordine' column and writes them in the Excel sheet", async () => {
    const text = (await pdfText(automatic.pdf)).replace(/[\u00a0\u202f]/gu, ' ').replace(/\s+/gu, ' ');
    for (const said of ['Minimo 6 capi', 'Consegna Marzo 2027', 'Confezione da 2', 'Consegna 15/04/2027']) expect(text).toContain(said);
    expect(automatic.header.slice(-4)).toEqual(['Minimo per modello', 'Confezione', 'Consegna', 'Verifica']);
    const coat = automatic.rows.find((row) => row[0] === 'LN-206' && row[2] === 'Cammello') ?? [];
    expect([coat[automatic.header.indexOf('Minimo per modello')], coat[automatic.header.indexOf('Confezione')], coat[automatic.header.indexOf('Consegna')]]).toEqual([6, 2, '15/04/2027']);
  });
});
