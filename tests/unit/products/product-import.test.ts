/**
 * Issue 15.3: product sheets as businesses really send them, made here with exceljs and by hand,
 * read, mapped and matched to photo files; bad files refused with one Italian message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpreadsheetError, findHeaderRow, guessMapping, matchProducts, parsePrice, readSpreadsheet } from '../../../src/catalog/products/index.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { pdfText } from '../engine/poppler.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Windows-1252 as Italian Excel saves CSV: one byte per accented letter. */
function windows1252(text: string): Uint8Array {
  const table: Record<string, number> = { à: 0xe0, è: 0xe8, é: 0xe9, ì: 0xec, ò: 0xf2, ù: 0xf9, '€': 0x80 };
  return Uint8Array.from(Array.from(text), (char) => table[char] ?? char.charCodeAt(0));
}

async function xlsx(build: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook.addWorksheet('Prodotti'));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function importSheet(bytes: Uint8Array, photos: string[], name = 'prodotti.csv') {
  const rows = await readSpreadsheet(bytes, name);
  const header = findHeaderRow(rows);
  return { rows, header, mapping: guessMapping(rows[header] ?? []), result: matchProducts(rows, header, guessMapping(rows[header] ?? []), photos) };
}

describe('reading product sheets', () => {
  it('reads a semicolon CSV in Windows-1252 with empty lines, and a tab one with a BOM', async () => {
    const semicolons = windows1252('Codice;Nome;Colori;Prezzo\r\n\r\nGC-01;Giacca Verità;Blu, Nero;189,50\r\nAB-02;Abito Caffè;Rosso;1.234,50\r\n');
    const { result } = await importSheet(semicolons, ['GC-01.jpg', 'ab-02.JPG']);
    expect(result.captions).toEqual([
      { sku: 'GC-01', name: 'Giacca Verità', colours: 'Blu, Nero', price: 189.5 },
      { sku: 'AB-02', name: 'Abito Caffè', colours: 'Rosso', price: 1234.5 },
    ]);
    const tabs = utf8('\ufeffSKU\tName\tSizes\tRetail price\n"GC-01"\t"Jacket, wool"\tS-XL\t€ 249\n');
    expect((await importSheet(tabs, ['GC-01.jpg'])).result.captions).toEqual([{ sku: 'GC-01', name: 'Jacket, wool', sizes: 'S-XL', retailPrice: 249 }]);
  });

  it('reads an XLSX with a merged banner above the headings, formulas by their result and numeric prices', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Listino Autunno Inverno 2027']);
      sheet.mergeCells('A1:E1');
      sheet.addRow(['Codice articolo', 'Descrizione', 'Taglie', 'Prezzo ingrosso', 'Prezzo consigliato']);
      sheet.addRow(['GC-01', 'Giacca', '40-50', 120, { formula: 'D3*2.5', result: 300 }]);
      sheet.addRow([]);
      sheet.addRow(['PA-03', 'Pantalone', '38-48', 80.5, 199]);
    });
    const { header, mapping, result } = await importSheet(bytes, ['PA-03_fronte.jpg', 'giacca GC-01.jpg'], 'listino.xlsx');
    expect(header).toBe(1);
    expect(mapping).toEqual({ sku: 0, name: 1, sizes: 2, price: 3, retailPrice: 4 });
    expect(result.captions).toEqual([
      { sku: 'PA-03', name: 'Pantalone', sizes: '38-48', price: 80.5, retailPrice: 199 },
      { sku: 'GC-01', name: 'Giacca', sizes: '40-50', price: 120, retailPrice: 300 },
    ]);
  });

  it('recognises headings in Italian and English, whatever their case, accents and punctuation', () => {
    expect(guessMapping(['FOTO', 'Cod. art.', 'Nome prodotto', 'Colori', 'Taglia', 'Prezzo (€)', 'RRP', 'Testo alternativo'])).toEqual({
      file: 0,
      sku: 1,
      name: 2,
      colours: 3,
      sizes: 4,
      price: 5,
      retailPrice: 6,
      alt: 7,
    });
    expect(guessMapping(['Product', 'Colour', 'Wholesale price', 'Note'])).toEqual({ name: 0, colours: 1, price: 2 });
  });

  it('reads prices as they are typed, and leaves an unreadable one empty with a note', async () => {
    expect(['189,50', '€ 189,50', '1.234,50', '1,234.50', '189.5', 'EUR 12', '1.234'].map(parsePrice)).toEqual([189.5, 189.5, 1234.5, 1234.5, 189.5, 12, 1234]);
    expect(parsePrice('su richiesta')).toBeUndefined();
    const { result } = await importSheet(utf8('Codice,Prezzo\nGC-01,su richiesta\n'), ['GC-01.jpg']);
    expect(result.captions).toEqual([{ sku: 'GC-01' }]);
    expect(result.problems).toEqual(['Riga 2: il prezzo «su richiesta» non è leggibile ed è stato lasciato vuoto.']);
  });
});

describe('matching rows to photos', () => {
  const sheet = utf8('Codice,Nome\nGC-1,Uno\nGC-10,Dieci\nXX-99,Senza foto\n');

  it('matches a code as the whole name or a whole token of it, never inside a longer code', async () => {
    const { result } = await importSheet(sheet, ['GC-10.jpg', 'gc-1_retro.png', 'altro.jpg']);
    expect(result.captions).toEqual([{ sku: 'GC-10', name: 'Dieci' }, { sku: 'GC-1', name: 'Uno' }, undefined]);
    expect(result.matched).toBe(2);
    expect(result.unmatchedRows).toEqual([{ row: 4, key: 'XX-99' }]);
    expect(result.unmatchedPhotos).toEqual(['altro.jpg']);
  });

  it('matches by the file column when there is one, with or without extension, in any case', async () => {
    const { result } = await importSheet(utf8('File;Nome\nCAPPOTTO.JPG;Cappotto\nborsa;Borsa\n'), ['cappotto.jpg', 'borsa.png', 'borsa-grande.png']);
    expect(result.captions).toEqual([{ name: 'Cappotto' }, { name: 'Borsa' }, undefined]);
  });

  it('imports 5,000 rows against 100 photos', async () => {
    const lines = ['Codice;Nome;Prezzo', ...Array.from({ length: 5000 }, (_, index) => `ART-${index};Articolo ${index};${index},50`)];
    const photos = Array.from({ length: 100 }, (_, index) => `ART-${index * 50}.jpg`);
    const { result } = await importSheet(utf8(lines.join('\n')), photos);
    expect(result.matched).toBe(100);
    expect(result.captions[99]).toEqual({ sku: 'ART-4950', name: 'Articolo 4950', price: 4950.5 });
    expect(result.unmatchedRows).toHaveLength(4900);
  });
});

describe('bad files', () => {
  it.each([
    ['vuoto.csv', new Uint8Array(), 'Il file «vuoto.csv» è vuoto.'],
    ['rumore.csv', Uint8Array.from({ length: 400 }, (_, index) => (index * 7919) % 256), 'Il file «rumore.csv» non è un foglio di calcolo leggibile (CSV o XLSX).'],
    ['rotto.xlsx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 'Il file «rotto.xlsx» non è un foglio di calcolo leggibile (CSV o XLSX).'],
    ['sola-intestazione.csv', utf8('Codice;Nome\n'), 'Il file «sola-intestazione.csv» non contiene righe di prodotti.'],
  ])('%s is refused with a clear Italian message', async (name, bytes, message) => {
    const failure = await readSpreadsheet(bytes, name).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SpreadsheetError);
    expect((failure as Error).message).toBe(message);
  });
});

describe('npm run catalog --products', () => {
  const run = promisify(execFile);
  let folder = '';
  let extras = '';
  const catalog = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd() });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vetrina-products-'));
    extras = await mkdtemp(join(tmpdir(), 'vetrina-products-sheet-'));
    await writeFile(join(folder, 'GC-01_fronte.jpg'), await makeJpeg({ width: 400, height: 500, seed: 1 }));
    await writeFile(join(folder, 'AB-02.jpg'), await makeJpeg({ width: 400, height: 500, seed: 2 }));
  });

  it('captions the photos from the sheet and names the rows without a photo', async () => {
    const sheet = join(extras, 'listino.xlsx');
    await writeFile(sheet, await xlsx((s) => s.addRows([['Codice', 'Nome', 'Prezzo'], ['GC-01', 'Giacca Verità', 189.5], ['AB-02', 'Abito', 95], ['ZZ-09', 'Assente', 10]])));
    const output = join(extras, 'catalogo.pdf');
    const { stderr, stdout } = await catalog([folder, '-o', output, '--products', sheet, '--language', 'Italiano']);
    expect(stderr).toContain('Riga 4 senza foto: ZZ-09');
    expect(stdout).toContain('Prodotti: 2 foto su 2 con la loro didascalia.');
    const text = (await pdfText(output)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Giacca Verità');
    expect(text).toContain('GC-01 · 189,50 €');
  });

  it('refuses an unreadable sheet by name, and writes no PDF', async () => {
    const sheet = join(extras, 'danneggiato.xlsx');
    await writeFile(sheet, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]));
    const output = join(extras, 'mai.pdf');
    await expect(catalog([folder, '-o', output, '--products', sheet])).rejects.toMatchObject({
      stderr: expect.stringContaining('--products: Il file «danneggiato.xlsx» non è un foglio di calcolo leggibile (CSV o XLSX).'),
    });
    await expect(readFile(output)).rejects.toThrow();
  });
});
