/**
 * Issue 33 from the command line, on a price list written as Italian brands write one: the line
 * sheet's order form and the Excel order sheet take every size, colour and price as the file means
 * them, and the import summary says how it read them.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceListCsv, priceListPhotos } from '../../fixtures/order/price-list.js';
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
  const place = await mkdtemp(join(folder, 'listino-'));
  const photos = join(place, 'foto');
  await mkdir(photos);
  for (const photo of await priceListPhotos()) await writeFile(join(photos, photo.name), photo.bytes);
  const sheet = join(place, 'listino.csv');
  await writeFile(sheet, priceListCsv());
  const pdf = join(place, 'listino.pdf');
  const xlsx = join(place, 'ordine.xlsx');
  const { stderr } = await catalog([photos, '-o', pdf, '--products', sheet, '--layout', 'line-sheet', '--language', 'Italiano', '--orientation', 'portrait', '--order-sheet', xlsx, ...extra]);
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
