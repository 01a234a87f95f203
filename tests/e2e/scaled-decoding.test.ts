/**
 * Issue 14.1 in Chromium: JPEGs decoded at a DCT scale, by WebCodecs ImageDecoder or by the
 * WebAssembly libjpeg that Safari uses (0890), print the same images as decoded at full size: same
 * pixel sizes, differences within JPEG noise, upright.
 */
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../src/shared/index.js';
import type { Decoding } from '../../src/web/engine/protocol.js';
import { makeJpeg, makeRotatedJpeg, makeWebp } from '../fixtures/photos.js';
import { meanDifference, rgbPixels } from '../fixtures/pixels.js';
import { openHarness, type OpenHarness } from '../harness/open-harness.js';
import { extractImages, savePdf } from '../unit/engine/poppler.js';

/** Camera sizes, upright and stored sideways both ways, and a WEBP that no DCT scale applies to. */
const PHOTOS = [
  { name: 'camera.jpg', make: () => makeJpeg({ width: 4000, height: 3000, seed: 11 }) },
  { name: 'telefono-6.jpg', make: () => makeRotatedJpeg({ width: 3000, height: 4000, orientation: 6, seed: 12 }) },
  { name: 'telefono-8.jpg', make: () => makeRotatedJpeg({ width: 4032, height: 3024, orientation: 8, seed: 13 }) },
  { name: 'grande.webp', make: () => makeWebp({ width: 3200, height: 2400, seed: 14 }) },
];

/** The largest difference of 16x16 block averages: a shift, a turn or a colour cast shows here, noise does not. */
async function largestBlockDifference(a: Buffer, b: Buffer): Promise<number> {
  const blocks = (image: Buffer) => sharp(image).removeAlpha().resize(16, 16, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  const [x, y] = await Promise.all([blocks(a), blocks(b)]);
  return Math.max(...[...x].map((value, at) => Math.abs(value - (y[at] ?? 0))));
}

describe('scaled JPEG decoding in Chromium', () => {
  let harness: OpenHarness;
  let page: Page;

  beforeAll(async () => {
    harness = await openHarness(await Promise.all(PHOTOS.map(async (photo) => ({ id: photo.name, name: photo.name, bytes: await photo.make() }))));
    page = harness.page;
  });

  afterAll(() => harness?.close());

  /** A new engine prepares every photo for the layout; all of them must come out ready. */
  async function prepareAll(decoding: Decoding, imagesPerPage: CatalogSettings['imagesPerPage']) {
    const layout = { orientation: 'portrait' as const, imagesPerPage };
    const prepared = await page.evaluate((options) => window.vetrinaHarness.prepare(options), { layout, decoding });
    expect(prepared.states.map((state) => state.status)).toEqual(PHOTOS.map(() => 'ready'));
    return layout;
  }

  async function imagesWith(decoding: Decoding, imagesPerPage: CatalogSettings['imagesPerPage']): Promise<Buffer[]> {
    const layout = await prepareAll(decoding, imagesPerPage);
    const settings: CatalogSettings = { ...DEFAULT_CATALOG_SETTINGS, ...layout, title: 'Scala' };
    await page.evaluate((request) => window.vetrinaHarness.build(request), { settings, texts: defaultTextsFor('Italiano'), author: 'Prova' });
    const bytes = Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64');
    return extractImages(await savePdf(bytes, `scaled-${decoding}-${imagesPerPage}.pdf`));
  }

  /** What `work` gives, and how many times the page and its workers fetched the WebAssembly libjpeg meanwhile. */
  async function countingCodecDownloads<T>(work: () => Promise<T>): Promise<{ result: T; downloads: number }> {
    let downloads = 0;
    const countCodec = (request: Request) => {
      if (/jpeg-codec[^/]*\.wasm$/.test(request.url())) downloads += 1;
    };
    page.on('request', countCodec);
    try {
      return { result: await work(), downloads };
    } finally {
      page.off('request', countCodec);
    }
  }

  const fullSize = new Map<number, Promise<Buffer[]>>();
  /** The yardstick, made once per layout for both decoders. */
  function fullSizeImages(imagesPerPage: CatalogSettings['imagesPerPage']): Promise<Buffer[]> {
    const images = fullSize.get(imagesPerPage) ?? imagesWith('full', imagesPerPage);
    fullSize.set(imagesPerPage, images);
    return images;
  }

  const DECODERS = { scaled: 'ImageDecoder', codec: 'the WebAssembly libjpeg' } as const;
  for (const [decoding, decoder] of Object.entries(DECODERS) as [keyof typeof DECODERS, string][]) for (const imagesPerPage of [4, 9] as const) {
    it(`prints the same images as full-size decoding at ${imagesPerPage} per page, decoded by ${decoder}`, async () => {
      const { result: scaled, downloads } = await countingCodecDownloads(() => imagesWith(decoding, imagesPerPage));
      // Chromium's own decoder scales in the DCT domain: 'scaled' never loads the codec there. The
      // ImageDecoder tests run first, before any engine of this page has compiled it.
      if (decoding === 'scaled') expect(downloads).toBe(0);
      const full = await fullSizeImages(imagesPerPage);
      expect(scaled).toHaveLength(PHOTOS.length);
      expect(full).toHaveLength(PHOTOS.length);
      for (const [index, image] of scaled.entries()) {
        const [mine, theirs] = await Promise.all([rgbPixels(image), rgbPixels(full[index] ?? Buffer.alloc(0))]);
        expect({ width: mine.width, height: mine.height }).toEqual({ width: theirs.width, height: theirs.height });
        // Upright: the portrait photos print taller than wide.
        expect(mine.height > mine.width).toBe(index === 1);
        expect(meanDifference(mine, theirs)).toBeLessThan(3);
        expect(await largestBlockDifference(image, full[index] ?? Buffer.alloc(0))).toBeLessThan(8);
        // Proof that the path under test ran: the full-size path makes the same bytes again (the
        // WEBP takes it in both runs), so a JPEG that fell back to it would come out identical.
        expect(image.equals(full[index] ?? Buffer.alloc(0))).toBe(PHOTOS[index]?.name.endsWith('.webp'));
      }
    });
  }

  it('compiles the WebAssembly libjpeg once for the page and shares it with every photo worker', async () => {
    // Two engines in turn, each with workers of its own: without the page's module each worker
    // would fetch and compile the codec again (two or more per engine).
    const { downloads } = await countingCodecDownloads(async () => {
      for (const imagesPerPage of [4, 9] as const) await prepareAll('codec', imagesPerPage);
    });
    expect(downloads).toBeLessThanOrEqual(1);
  });
});
