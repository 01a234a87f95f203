/**
 * Issue 25.6 in Chromium: the 'Tipografia' quality writes every re-encoded photo at JPEG 90 with
 * full-resolution colour (4:4:4) on each of the browser's paths (ImageDecoder and canvas, the
 * WebAssembly libjpeg's engines, the page's fallback without OffscreenCanvas in workers), where
 * 'Stampa' keeps the canvas's 80 in 4:2:0 (docs/decisions/0950).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogQuality } from '../../src/shared/index.js';
import type { Decoding } from '../../src/web/engine/protocol.js';
import { makeJpeg } from '../fixtures/photos.js';
import { openHarness, type OpenHarness } from '../harness/open-harness.js';
import { jpegEncoding } from '../unit/engine/jpeg-encoding.js';
import { extractImages, pdfImages, savePdf } from '../unit/engine/poppler.js';

let harness: OpenHarness;
let page: Page;

beforeAll(async () => {
  // Larger than 300 ppi in a cell of four: every photo is re-encoded on every path.
  const photos = await Promise.all([1, 2].map(async (seed) => ({ id: `p${seed}`, name: `abito-${seed}.jpg`, bytes: await makeJpeg({ width: 2000, height: 1500, seed }) })));
  harness = await openHarness(photos);
  ({ page } = harness);
});

afterAll(() => harness?.close());

async function encodingsOf(quality: CatalogQuality, preparation: 'workers' | 'main-thread', decoding: Decoding) {
  const request = { settings: DEFAULT_CATALOG_SETTINGS, texts: defaultTextsFor('Italiano'), author: 'Atelier Prova', quality, preparation, decoding };
  await page.evaluate((options) => window.vetrinaHarness.dropToPdf(options), request);
  const pdf = await savePdf(Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64'), `${quality}-${preparation}-${decoding}.pdf`);
  const images = await pdfImages(pdf);
  expect(images).toHaveLength(2);
  for (const image of images) expect(image.xPpi).toBeGreaterThanOrEqual(295);
  return Promise.all((await extractImages(pdf)).map((bytes) => jpegEncoding(bytes)));
}

describe("the 'Tipografia' quality in Chromium", () => {
  it.each([
    ['workers', 'scaled'],
    ['workers', 'codec'],
    ['main-thread', 'scaled'],
  ] as const)('writes JPEG 90 in 4:4:4 when photos are prepared in %s with %s decoding', async (preparation, decoding) => {
    for (const seen of await encodingsOf('tipografia', preparation, decoding)) expect(seen).toEqual({ chroma: '4:4:4', lumaDcStep: 3 });
  });

  it("leaves 'Stampa' at the canvas's 80 in 4:2:0", async () => {
    for (const seen of await encodingsOf('stampa', 'workers', 'scaled')) expect(seen).toEqual({ chroma: '4:2:0', lumaDcStep: 6 });
  });
});
