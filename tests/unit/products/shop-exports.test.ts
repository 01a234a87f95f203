/**
 * Issue 34: exports of six more systems and workbooks as people keep them (a summary sheet first,
 * the list on a second sheet, .ods, a Google Sheets download; tests/fixtures/product-files/shop-exports.ts), each read
 * by the CLI's own reading of `--products` with no mapping: every photo gets its own colour, its
 * size run and the prices that system gives, in the right currency. A shop's own price is its
 * customers' price ('Prezzo consigliato'), never the wholesale one.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { importProducts, readLayout, readSpreadsheet, sizeRun } from '../../../src/catalog/products/index.js';
import { readProductsFile } from '../../../src/cli/products-file.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { SHOP_EXPORTS, WORKBOOKS, shopColourways, type ShopExport } from '../../fixtures/product-files/shop-exports.js';
import { pdfText } from '../engine/poppler.js';

const run = promisify(execFile);
let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-shop-exports-'));
});

/** The file and empty stand-ins for its photos: the reading looks at the photos' names only. */
async function lay(file: ShopExport): Promise<{ sheet: string; photos: string[] }> {
  const place = await mkdtemp(join(folder, 'export-'));
  const sheet = join(place, file.fileName);
  await writeFile(sheet, file.bytes);
  return { sheet, photos: file.photos.map((name) => join(place, name)) };
}

const files: [string, ShopExport][] = [...Object.entries(SHOP_EXPORTS).map(([name, make]): [string, ShopExport] => [name, make()]), ...(await Promise.all(Object.entries(WORKBOOKS).map(async ([name, make]): Promise<[string, ShopExport]> => [name, await make()])))];

describe.each(files)('%s', (_name, file) => {
  it('gives each of the 20 photos its own colour, size run and prices, in its currency', async () => {
    const { sheet, photos } = await lay(file);
    const result = await readProductsFile({ file: sheet, allowUnmatched: false, allowIncomplete: false }, photos);
    expect(result.currency ?? 'EUR').toBe(file.currency);
    const printed = result.captions.map((caption) => ({ name: caption?.name, colours: caption?.colours, sizes: caption?.sizes, price: caption?.price, retailPrice: caption?.retailPrice }));
    const expected = shopColourways().map(({ style, colourway }) => ({
      name: style.name,
      colours: colourway.colour,
      sizes: sizeRun(style.sizes),
      price: file.prices === 'retail' ? undefined : style.wholesale,
      retailPrice: file.prices === 'wholesale' ? undefined : style.retail,
    }));
    expect(printed).toEqual(expected);
  });
});

describe('npm run catalog --products with a Magento export', () => {
  it('prints a line sheet whose rows carry colours, size runs and the shop price as suggested retail', async () => {
    const file = SHOP_EXPORTS.magento2();
    const place = await mkdtemp(join(folder, 'magento-'));
    const photos = join(place, 'foto');
    await mkdir(photos, { recursive: true });
    for (const [index, name] of file.photos.slice(0, 3).entries()) await writeFile(join(photos, name), await makeJpeg({ width: 300, height: 400, seed: index + 1 }));
    const sheet = join(place, file.fileName);
    await writeFile(sheet, file.bytes);
    const output = join(place, 'magento.pdf');
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', photos, '-o', output, '--products', sheet, '--layout', 'line-sheet', '--language', 'Italiano'], { cwd: process.cwd() });
    expect(stderr).toContain('Prodotti: 3 foto su 3 abbinate alla loro variante colore con colore, taglie e prezzo.');
    const text = (await pdfText(output)).replace(/[\u00a0\u202f]/gu, ' ');
    for (const expected of ['Sabbia', 'Blu navy', 'Nero', '38–46', '520,00 €']) expect(text).toContain(expected);
    expect(text).not.toContain('Ingrosso');
    expect(text).not.toContain('configurable');
  });
});

describe('npm run catalog --sheet', () => {
  it('reads the sheet asked for by name or number, and names the sheets when one is missing', async () => {
    const file = await WORKBOOKS.numbers();
    const { sheet, photos } = await lay(file);
    const byNumber = await readProductsFile({ file: sheet, sheet: '2', allowUnmatched: false, allowIncomplete: false }, photos);
    expect(byNumber.captions.filter(Boolean)).toHaveLength(20);
    await expect(readProductsFile({ file: sheet, sheet: 'Ordini', allowUnmatched: false, allowIncomplete: false }, photos)).rejects.toThrow(
      '--products: Il file «Collezione PE27.xlsx» non ha il foglio «Ordini»: i suoi fogli sono «Riepilogo», «Prodotti».',
    );
  });
});

describe('what the CLI says it understood', () => {
  it('names each field with its column, where colours and sizes came from, and the currency', async () => {
    const { sheet, photos } = await lay(SHOP_EXPORTS.faire());
    const { stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { readProductsFile } from './src/cli/products-file.ts'; await readProductsFile(${JSON.stringify({ file: sheet, allowUnmatched: false, allowIncomplete: false })}, ${JSON.stringify(photos)});`], { cwd: process.cwd() });
    expect(stderr).toContain('Nome prodotto «Product Name (English)»');
    expect(stderr).toContain('Prezzo (ingrosso) «USD Unit Wholesale Price», Prezzo consigliato «USD Unit Retail Price»');
    expect(stderr).toContain('colori e taglie dalle opzioni «Option 1 Name», «Option 2 Name»');
    expect(stderr).toContain('prezzi in ');
  });
});

describe('an Etsy listing: one row, its colours in one cell, its images renamed by Etsy', () => {
  it('gives the N-th image the N-th colour and says so, to be checked (decision 1011)', async () => {
    const file = SHOP_EXPORTS.etsy();
    const { sheet, photos } = await lay(file);
    const { stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { readProductsFile } from './src/cli/products-file.ts'; await readProductsFile(${JSON.stringify({ file: sheet, allowUnmatched: false, allowIncomplete: false })}, ${JSON.stringify(photos)});`], { cwd: process.cwd() });
    expect(stderr).toContain(`${file.photos[1]}: immagine del prodotto n. 2 di 3, dato al colore n. 2, «Blu navy», per posizione: il file non dice quale colore mostra, controlla`);
    expect(stderr).toContain("20 foto su 20 abbinate alla loro variante colore con colore, taglie e prezzo; 15 di queste per posizione dell'immagine nel file, che non dice quale colore mostra: controllale.");
    expect(stderr).toContain('prezzi in Euro');
    expect(stderr).not.toContain('Categoria «VARIATION 1 TYPE»');
  });
});

describe('the sheet remembered with the draft', () => {
  it('is read again in a workbook that has it, and passed over in one that does not', async () => {
    const { readWorkbook } = await import('../../../src/catalog/products/read-spreadsheet.js');
    const numbers = await WORKBOOKS.numbers();
    expect(readWorkbook(numbers.bytes, numbers.fileName, undefined, undefined, 'Riepilogo').chosen).toBe(0);
    expect(readWorkbook(numbers.bytes, numbers.fileName, undefined, undefined, 'Listino').chosen).toBe(1);
    expect(readWorkbook(numbers.bytes, numbers.fileName, undefined, '2', 'Riepilogo').chosen).toBe(1);
  });
});

describe('a damaged old Excel file (.xls) through the CLI', () => {
  it('is refused with what to do: save it as .xlsx or .ods (decision 1012)', async () => {
    const place = await mkdtemp(join(folder, 'xls-'));
    const sheet = join(place, 'Listino.xls');
    await writeFile(sheet, Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0), ...Array.from('Workbook').flatMap((char) => [char.charCodeAt(0), 0])]));
    await expect(readProductsFile({ file: sheet, allowUnmatched: false, allowIncomplete: false }, [join(place, 'foto.jpg')])).rejects.toThrow(
      '--products: Il file «Listino.xls» è in un vecchio formato Excel che non si legge (danneggiato, o anteriore a Excel 97): aprilo in Excel e salvalo come «Cartella di lavoro di Excel (.xlsx)», oppure in LibreOffice come «Foglio elettronico ODF (.ods)», e importa il nuovo file.',
    );
  });
});

describe('a photo matched by hand (issue 34.2)', () => {
  it('takes the colourway chosen for it, says so, and offers every colourway by name, colour and code', () => {
    const file = SHOP_EXPORTS.prestaShop();
    const rows = readSpreadsheet(file.bytes, file.fileName);
    const layout = readLayout(rows);
    const photos = [file.photos[0] ?? '', 'sfilata-07.jpg'];
    const before = importProducts(rows, layout, layout.mapping, photos);
    expect(before.matches[1]?.kind).toBe('none');
    const cammello = before.choices.indexOf('Blazer sartoriale — Cammello (SS27-GC02-CAM)');
    expect(cammello).toBeGreaterThan(0);
    const after = importProducts(rows, layout, layout.mapping, photos, undefined, { 'sfilata-07.jpg': cammello });
    expect(after.matches[1]).toEqual({ photo: 'sfilata-07.jpg', kind: 'colourway', colourway: cammello, byHand: true, reason: 'abbinata a mano' });
    expect(after.captions[1]).toMatchObject({ name: 'Blazer sartoriale', colours: 'Cammello', sizes: '38–46', retailPrice: 600 });
    expect(after.complete).toBe(2);
  });
});

describe('a category path', () => {
  it.each(['magento2', 'bigCommerce', 'prestaShop', 'prestaShopPairs', 'squarespace'] as const)('%s: the section heading is the last meaningful category, never the shop\'s root', (name) => {
    const file = SHOP_EXPORTS[name]();
    const rows = readSpreadsheet(file.bytes, file.fileName);
    const layout = readLayout(rows);
    const { captions } = importProducts(rows, layout, layout.mapping, file.photos);
    expect(captions.map((caption) => caption?.category)).toEqual(shopColourways().map(({ style }) => style.category));
  });
});
