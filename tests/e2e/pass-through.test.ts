/**
 * A JPEG that already fits its box travels into the PDF byte for byte, once the whole file shows it
 * is complete; one cut short is never embedded as it is (0203: it is decoded, and Chromium refuses
 * to decode it, so it is left out with its message). Checked in both kinds of
 * lane, since the page's fallback reads only a photo's header unless the photo fits (0890), and
 * with a file larger than the header the engine reads first.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../src/shared/index.js';
import { makeJpeg } from '../fixtures/photos.js';
import { openHarness, type OpenHarness } from '../harness/open-harness.js';
import { extractImages, savePdf } from '../unit/engine/poppler.js';

const LAYOUT = { orientation: 'portrait', imagesPerPage: 6 } as const;
/** More than the 256 KiB header the engine reads first; small enough to fit a 6-per-page box at 300 ppi. */
const fitting = await makeJpeg({ width: 700, height: 500, seed: 21, quality: 100 });
const cutShort = fitting.subarray(0, fitting.length - 4096);

describe('a JPEG that already fits', () => {
  let harness: OpenHarness;
  let page: Page;

  beforeAll(async () => {
    harness = await openHarness([
      { id: 'whole', name: 'intera.jpg', bytes: fitting },
      { id: 'cut', name: 'tronca.jpg', bytes: cutShort },
    ]);
    page = harness.page;
  });

  afterAll(() => harness?.close());

  it.each(['workers', 'main-thread'] as const)('is embedded as it is when complete, never when cut short (%s)', async (preparation) => {
    expect(cutShort.length).toBeGreaterThan(256 * 1024);
    const prepared = await page.evaluate((options) => window.vetrinaHarness.prepare(options), { layout: LAYOUT, preparation });
    expect(prepared.states.map((state) => state.status)).toEqual(['ready', 'failed']);
    const settings: CatalogSettings = { ...DEFAULT_CATALOG_SETTINGS, ...LAYOUT, title: 'Intera' };
    await page.evaluate((request) => window.vetrinaHarness.build(request), { settings, texts: defaultTextsFor('Italiano'), author: 'Prova' });
    const bytes = Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64');
    const images = await extractImages(await savePdf(bytes, `pass-through-${preparation}.pdf`));
    expect(images).toHaveLength(1);
    expect(images[0]?.equals(fitting)).toBe(true);
  });
});
