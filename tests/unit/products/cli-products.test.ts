/**
 * Issue 23 from the command line: each format's file with photos named as that system names them,
 * matched without any manual step; `--columns` to correct, `--currency`, and no silent result: a
 * photo left unmatched stops the run unless `--allow-unmatched`, and the usage is not printed
 * after a --products error (issue 27.4).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnLetter } from '../../../src/catalog/order-sheet/order-sheet.js';
import { makeGarmentJpeg, makeJpeg } from '../../fixtures/photos.js';
import { italianCsv, nuOrder, type ProductFile } from '../../fixtures/product-files/formats.js';
import { pdfText } from '../engine/poppler.js';

const run = promisify(execFile);
const catalog = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 });

let folder = '';

/** The product file and its photos (a few of them, small) in a folder of their own. */
async function lay(file: ProductFile, count: number): Promise<{ photos: string; sheet: string }> {
  const place = await mkdtemp(join(folder, 'prodotti-'));
  const photos = join(place, 'foto');
  await mkdir(photos, { recursive: true });
  for (const [index, name] of file.photos.slice(0, count).entries()) await writeFile(join(photos, name), await makeJpeg({ width: 300, height: 400, seed: index + 1 }));
  const sheet = join(place, file.fileName);
  await writeFile(sheet, file.bytes);
  return { photos, sheet };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-cli-products-'));
});

describe('npm run catalog --products', () => {
  it('reads NuORDER product data: every photo its colourway, prices in dollars, no manual step', async () => {
    const { photos, sheet } = await lay(await nuOrder(), 4);
    const output = join(folder, 'nuorder.pdf');
    const { stderr } = await catalog([photos, '-o', output, '--products', sheet, '--layout', 'line-sheet', '--language', 'Italiano']);
    expect(stderr).toContain('Prodotti: NuORDER / JOOR (dati prodotto), 26 modelli in 40 varianti colore.');
    expect(stderr).toContain('SS27-GC01_NAV_1.jpg: modello «SS27-GC01» nel nome e colore «NAV» nel nome');
    expect(stderr).toContain('Prodotti: 4 foto su 4 abbinate alla loro variante colore con colore, taglie e prezzo.');
    const text = (await pdfText(output)).replace(/[\u00a0\u202f]/gu, ' ');
    for (const printed of ['Blu navy', '38–46', '208,00 USD', '520,00 USD']) expect(text).toContain(printed);
    expect(text).not.toContain('€');
  });

  it('stops when a photo has no row, naming it; --allow-unmatched generates anyway', async () => {
    const { photos, sheet } = await lay(italianCsv(), 2);
    await writeFile(join(photos, 'ritratto.jpg'), await makeJpeg({ width: 300, height: 400, seed: 9 }));
    const output = join(folder, 'listino.pdf');
    const failure = await catalog([photos, '-o', output, '--products', sheet]).catch((error: { stderr: string; code: number }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('--products: 1 foto senza riga nel foglio (ritratto.jpg).');
    expect((failure as { stderr: string }).stderr).not.toContain('Uso: npm run catalog');
    await expect(readFile(output)).rejects.toThrow();
    await catalog([photos, '-o', output, '--products', sheet, '--allow-unmatched', '--currency', 'CHF', '--language', 'Italiano']);
    const text = (await pdfText(output)).replace(/[\u00a0\u202f]/gu, ' ');
    // A caption's price as a fashion catalogue prints it, the mark first in Italian (decision 1066).
    expect(text).toContain('CHF 208');
  });

  it('takes --columns to correct a column, and says plainly when a required one is missing', async () => {
    const { photos, sheet } = await lay(italianCsv(), 1);
    const output = join(folder, 'colonne.pdf');
    const missing = await catalog([photos, '-o', output, '--products', sheet, '--columns', 'name=none']).catch((error: { stderr: string }) => error);
    expect((missing as { stderr: string }).stderr).toContain('--products: manca la colonna del nome del prodotto. Indicala con --columns');
    await catalog([photos, '-o', output, '--products', sheet, '--columns', 'name=Composizione,price=P.V.P. consigliato']);
    expect(await pdfText(output)).toContain('55% lino, 45% cotone');
    const unknown = await catalog([photos, '-o', output, '--products', sheet, '--columns', 'name=Assente']).catch((error: { stderr: string }) => error);
    expect((unknown as { stderr: string }).stderr).toContain('--columns: il foglio non ha la colonna «Assente».');
  });
});

describe('npm run catalog --layout line-sheet', () => {
  it('prints the terms from --terms, four rows a page by --line-rows, one row per style', async () => {
    const { photos, sheet } = await lay(await nuOrder(), 6);
    const terms = join(folder, 'condizioni.json');
    await writeFile(terms, JSON.stringify({ season: 'Primavera Estate 2027', minimum: '12 capi', howToOrder: 'ordini@atelier-sole.it' }));
    const output = join(folder, 'line-sheet.pdf');
    await catalog([photos, '-o', output, '--products', sheet, '--layout', 'line-sheet', '--language', 'Italiano', '--terms', terms, '--line-rows', '4']);
    const text = (await pdfText(output, 1)).replace(/[\u00a0\u202f]/gu, ' ');
    for (const printed of ['Condizioni di vendita', 'Stagione: Primavera Estate 2027', 'Ordine minimo: 12 capi', 'Come ordinare: ordini@atelier-sole.it', 'Giacca', 'Blu navy']) expect(text).toContain(printed);
    // The three colourways of the first style share one row: its code prints once.
    expect(text.match(/SS27-GC01/gu)).toHaveLength(1);
    const bad = join(folder, 'sbagliate.json');
    await writeFile(bad, JSON.stringify({ minimo: '12' }));
    const refused = await catalog([photos, '-o', output, '--products', sheet, '--layout', 'line-sheet', '--terms', bad]).catch((error: { stderr: string }) => error);
    expect((refused as { stderr: string }).stderr).toContain('--terms');
  });
});

describe('npm run catalog --layout line-sheet, swatches', () => {
  it("takes each colourway's swatch from the centre of its photo when the file has no hex column", async () => {
    const place = await mkdtemp(join(folder, 'campionario-'));
    const photos = join(place, 'foto');
    await mkdir(photos, { recursive: true });
    await writeFile(join(photos, 'GC-01-BLU.jpg'), await makeGarmentJpeg(600, 800, '#2f4a7a'));
    await writeFile(join(photos, 'GC-01-CAM.jpg'), await makeGarmentJpeg(600, 800, '#c19a6b'));
    const sheet = join(place, 'listino.csv');
    await writeFile(sheet, 'Codice;Modello;Nome;Colore;Prezzo\r\nGC-01-BLU;GC-01;Giacca;Blu;189,50\r\nGC-01-CAM;GC-01;Giacca;Cammello;189,50\r\n');
    const output = join(place, 'campionario.pdf');
    await catalog([photos, '-o', output, '--products', sheet, '--layout', 'line-sheet', '--language', 'Italiano']);
    // Swatches are stroked squares: their colours as the content streams set them.
    const { stdout } = await run('qpdf', ['--qdf', '--object-streams=disable', output, '-'], { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 });
    const strokes = [...stdout.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) RG/gu)].map((match) => match.slice(1, 4).map((value) => Math.round(Number(value) * 255)));
    const near = (target: number[]) => strokes.some((colour) => colour.every((value, channel) => Math.abs(value - (target[channel] ?? 0)) <= 6));
    expect(near([0x2f, 0x4a, 0x7a])).toBe(true);
    expect(near([0xc1, 0x9a, 0x6b])).toBe(true);
  });
});

describe('npm run catalog --order-sheet', () => {
  it('writes the Excel order sheet: a row per colourway, a column per size, totals by formula', async () => {
    const { photos, sheet } = await lay(await nuOrder(), 12);
    const output = join(folder, 'ordine.pdf');
    const orderSheet = join(folder, 'ordine.xlsx');
    await catalog([photos, '-o', output, '--products', sheet, '--layout', 'line-sheet', '--language', 'Italiano', '--order-sheet', orderSheet]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(orderSheet);
    const worksheet = workbook.worksheets[0];
    const rows: { number: number; values: unknown[] }[] = [];
    worksheet?.eachRow((row) => rows.push({ number: row.number, values: (row.values as unknown[]).slice(1) }));
    const header = rows.find((row) => row.values[0] === 'Codice');
    // Sizes of every product in the order they first come: the jackets' 38–46, then the others'.
    expect(header?.values.slice(0, 4)).toEqual(['Codice', 'Prodotto', 'Colori', 'Cod. colore']);
    expect(header?.values).toEqual(expect.arrayContaining(['38', '46', 'XS', 'XL', '24', '32', 'Capi', 'Ingrosso', 'Importo']));
    const body = rows.filter((row) => header && row.number > header.number && row.values[0] !== 'Totale' && row.values[0] !== 'Capi ordinati senza prezzo');
    expect(body).toHaveLength(12);
    const formulaOf = (value: unknown) => (value as { formula?: string } | undefined)?.formula;
    const pieces = (header?.values.indexOf('Capi') ?? 0) + 1;
    const first = body[0];
    expect(formulaOf(first?.values[pieces - 1])).toMatch(/^SUM\(E\d+:[A-Z]+\d+\)$/u);
    const totals = rows.find((row) => row.values[0] === 'Totale');
    expect(formulaOf(totals?.values[pieces - 1])).toBe(`SUM(${columnLetter(pieces)}${first?.number}:${columnLetter(pieces)}${body.at(-1)?.number})`);
    expect(columnLetter(29)).toBe('AC');
    expect(first?.values[pieces]).toBe(208);
  });
});

describe('npm run catalog --products, a file not understood', () => {
  it('stops when no colourway has both a colour and a price, naming the headings; --allow-incomplete generates anyway', async () => {
    const place = await mkdtemp(join(folder, 'incompleto-'));
    const photos = join(place, 'foto');
    await mkdir(photos, { recursive: true });
    await writeFile(join(photos, 'GC-01.jpg'), await makeJpeg({ width: 300, height: 400, seed: 3 }));
    const sheet = join(place, 'listino.csv');
    await writeFile(sheet, 'Codice;Nome;Note\r\nGC-01;Giacca;Taglia:40,Colore:Blu\r\n');
    const output = join(place, 'incompleto.pdf');
    const failure = await catalog([photos, '-o', output, '--products', sheet]).catch((error: { stderr: string; code: number }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Prodotti: 0 foto su 1 abbinate alla loro variante colore con colore, taglie e prezzo; 1 abbinata senza prezzo.');
    expect((failure as { stderr: string }).stderr).toContain('--products: nessuna variante del file ha insieme un colore e un prezzo');
    await catalog([photos, '-o', output, '--products', sheet, '--allow-incomplete']);
    expect(await pdfText(output)).toContain('Giacca');
  });
});
