/**
 * Issue 25.6: the 'Tipografia' quality prints at 300 ppi like 'Stampa', but writes its re-encoded
 * photos at JPEG quality 90 with full-resolution colour (4:4:4), in the engine and the CLI, and the
 * size estimate knows it weighs more (docs/decisions/0950).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimatePdfBytes } from '../../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../../src/shared/index.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog, type BuiltCatalog } from './build-catalog.js';
import { jpegEncoding } from './jpeg-encoding.js';
import { extractImages, pdfImages } from './poppler.js';

const run = promisify(execFile);
const settings: Partial<CatalogSettings> = { language: 'Italiano', imagesPerPage: 4, orientation: 'portrait' };
let photos: { name: string; bytes: Uint8Array }[] = [];
let print: BuiltCatalog;
let printShop: BuiltCatalog;

beforeAll(async () => {
  // Larger than 300 ppi in a cell of four: every photo is re-encoded.
  photos = await Promise.all(
    [0, 1, 2, 3].map(async (i) => ({ name: `abito-${i}.jpg`, bytes: await makeJpeg(i % 2 ? { width: 1500, height: 2000, seed: 60 + i } : { width: 2000, height: 1500, seed: 60 + i }) })),
  );
  [print, printShop] = await Promise.all([buildCatalog(photos, settings), buildCatalog(photos, settings, 'Atelier Prova', { quality: 'tipografia' })]);
});

describe("the 'Tipografia' quality", () => {
  it("prints at 300 ppi like 'Stampa', at JPEG 90 in 4:4:4 where 'Stampa' writes 80 in 4:2:0", async () => {
    const [printImages, shopImages] = await Promise.all([pdfImages(print.path), pdfImages(printShop.path)]);
    expect(shopImages.map(({ width, height, xPpi }) => ({ width, height, xPpi }))).toEqual(printImages.map(({ width, height, xPpi }) => ({ width, height, xPpi })));
    for (const image of shopImages) expect(image.xPpi).toBeGreaterThanOrEqual(299);
    for (const bytes of await extractImages(printShop.path)) expect(await jpegEncoding(bytes)).toEqual({ chroma: '4:4:4', lumaDcStep: 3 });
    for (const bytes of await extractImages(print.path)) expect(await jpegEncoding(bytes)).toEqual({ chroma: '4:2:0', lumaDcStep: 6 });
    expect(printShop.bytes.byteLength).toBeGreaterThan(print.bytes.byteLength * 1.5);
  });

  it('is estimated within a quarter from the photos alone', () => {
    const estimate = estimatePdfBytes({
      settings: { ...DEFAULT_CATALOG_SETTINGS, ...settings },
      quality: 'tipografia',
      photos: photos.map((_, i) => (i % 2 ? { widthPx: 1500, heightPx: 2000 } : { widthPx: 2000, heightPx: 1500 })),
    });
    expect(Math.abs(estimate - printShop.bytes.byteLength) / printShop.bytes.byteLength).toBeLessThanOrEqual(0.25);
  });

  it('is chosen on the command line with --quality tipografia', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vetrina-print-shop-'));
    await Promise.all(photos.map(({ name, bytes }) => writeFile(join(folder, name), bytes)));
    const output = join(folder, 'tipografia.pdf');
    await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', folder, '-o', output, '--quality', 'tipografia'], { cwd: process.cwd() });
    const images = await extractImages(output);
    expect(images).toHaveLength(photos.length);
    for (const bytes of images) expect(await jpegEncoding(bytes)).toEqual({ chroma: '4:4:4', lumaDcStep: 3 });
    expect((await readFile(output)).byteLength).toBeGreaterThan(print.bytes.byteLength * 1.5);
  });
});
