/**
 * The browser engine in real headless Chromium: photos prepared in workers as soon as they are added,
 * the PDF rendered in a worker, read back by poppler (DECISIONS "PDF").
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_REJECTION_MESSAGES } from '../../src/catalog/images/rejections.js';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../src/shared/index.js';
import {
  MARKER_BLUE,
  MARKER_RED,
  makeAnimatedGif,
  makeCorruptJpeg,
  makeJpeg,
  makeRotatedJpeg,
  makeTransparentPng,
  makeWebp,
} from '../fixtures/photos.js';
import { openHarness, type OpenHarness } from '../harness/open-harness.js';
import { extractImages, pdfImages, pdfInfo, pdfText, savePdf } from '../unit/engine/poppler.js';

/** Good photos in the order they print, then the corrupt one, then one removed while queued. */
const PHOTOS: { id: string; name: string; make: () => Promise<Buffer> | Buffer }[] = [
  { id: 'large', name: 'grande.jpg', make: () => makeJpeg({ width: 1600, height: 1200 }) },
  { id: 'small', name: 'piccola.jpg', make: () => makeJpeg({ width: 400, height: 300, seed: 2 }) },
  { id: 'rotated', name: 'telefono.jpg', make: () => makeRotatedJpeg({ width: 300, height: 200, orientation: 6, seed: 3 }) },
  { id: 'rotated-8', name: 'telefono-8.jpg', make: () => makeRotatedJpeg({ width: 1800, height: 1200, orientation: 8, seed: 8 }) },
  { id: 'alpha', name: 'trasparente.png', make: () => makeTransparentPng({ width: 240, height: 240, seed: 4 }) },
  { id: 'gif', name: 'animata.gif', make: () => makeAnimatedGif({ width: 200, height: 150, seed: 5 }) },
  { id: 'webp', name: 'foto.webp', make: () => makeWebp({ width: 320, height: 240, seed: 6 }) },
  { id: 'corrupt', name: 'rotta.jpg', make: () => makeCorruptJpeg() },
  { id: 'removed', name: 'tolta.jpg', make: () => makeJpeg({ width: 1200, height: 900, seed: 7 }) },
];
const GOOD = PHOTOS.slice(0, 7);

const settings = (layout: Partial<CatalogSettings> = {}): CatalogSettings => ({
  ...DEFAULT_CATALOG_SETTINGS,
  title: 'Primavera',
  ...layout,
});

async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

const near = (actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) =>
  Math.abs(actual.r - expected.r) + Math.abs(actual.g - expected.g) + Math.abs(actual.b - expected.b) < 90;

describe('browser catalogue engine in Chromium', () => {
  let harness: OpenHarness;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    harness = await openHarness(await Promise.all(PHOTOS.map(async (photo) => ({ id: photo.id, name: photo.name, bytes: await photo.make() }))));
    ({ page, pageErrors } = harness);
  });

  afterAll(() => harness?.close());

  async function lastPdf(name: string): Promise<string> {
    return savePdf(Buffer.from(await page.evaluate(() => window.vetrinaHarness.lastPdf()), 'base64'), name);
  }

  it('prepares every photo in workers, reports the corrupt one and never starts the one removed while queued', async () => {
    const prepared = await page.evaluate(
      () => window.vetrinaHarness.prepare({ layout: { orientation: 'portrait', imagesPerPage: 4 }, removeAtOnce: ['removed'] }),
    );
    const byId = new Map(prepared.states.map((state) => [state.id, state]));
    expect([...byId.keys()]).toEqual(PHOTOS.slice(0, 8).map((photo) => photo.id));
    for (const photo of GOOD) {
      expect(byId.get(photo.id)).toMatchObject({ status: 'ready', thumbnailUrl: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    }
    expect(byId.get('corrupt')).toEqual({
      id: 'corrupt',
      name: 'rotta.jpg',
      status: 'failed',
      error: PHOTO_REJECTION_MESSAGES.undecodable('rotta.jpg'),
    });
    const started = await page.evaluate(() => window.vetrinaHarness.preparedIds());
    expect(started).not.toContain('removed');
    expect(new Set(started)).toEqual(new Set(PHOTOS.slice(0, 8).map((photo) => photo.id)));
    // Whole photos stand in cells of the photos' prevailing shape (decision 1053): the engine reads
    // every header of the batch before it queues a photo, so each is prepared once, for the cell it
    // prints in, whatever order the workers finish in (decision 1088).
    expect(started).toHaveLength(new Set(started).size);
    expect(pageErrors).toEqual([]);
  });

  it('builds an A4 PDF with one upright image per good photo at no more than 300 ppi', async () => {
    const texts = defaultTextsFor('Italiano');
    const result = await page.evaluate(
      (request) => window.vetrinaHarness.build(request),
      { settings: settings(), texts: { ...texts, title: 'Primavera' }, author: 'Atelier Prova' },
    );
    expect(result.printedCount).toBe(7);
    expect(result.skipped).toEqual([{ name: 'rotta.jpg', reason: PHOTO_REJECTION_MESSAGES.undecodable('rotta.jpg') }]);
    const pdf = await lastPdf('four-per-page.pdf');
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ Pages: '2', Title: 'Primavera' });
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);

    const images = await pdfImages(pdf);
    expect(images).toHaveLength(7);
    for (const image of images) {
      expect(image.encoding).toBe('jpeg');
      expect(Math.max(image.xPpi, image.yPpi)).toBeLessThanOrEqual(300);
    }
    // The large photo is scaled to its box; the small upright JPEG travels untouched; the phone photo is upright.
    expect(images[0]?.width).toBeLessThan(1600);
    expect(images.slice(1, 3).map(({ width, height }) => [width, height])).toEqual([
      [400, 300],
      [300, 200],
    ]);

    const [, , rotated, rotated8, alpha, gif] = await extractImages(pdf);
    if (!rotated || !rotated8 || !alpha || !gif) throw new Error('missing extracted images');
    expect(near(await pixel(rotated, 4, 4), MARKER_RED)).toBe(true);
    expect(near(await pixel(rotated, 295, 4), MARKER_BLUE)).toBe(true);
    // The large phone photo went through the scaling decoder: still upright, landscape, scaled down.
    const [, , , scaled] = images;
    expect(scaled && scaled.width > scaled.height && scaled.width < 1800).toBe(true);
    expect(near(await pixel(rotated8, 6, 6), MARKER_RED)).toBe(true);
    expect(near(await pixel(rotated8, (scaled?.width ?? 0) - 7, 6), MARKER_BLUE)).toBe(true);
    expect(await pixel(alpha, 3, 3)).toEqual({ r: 255, g: 255, b: 255 });
    const gifCentre = await pixel(gif, 100, 75);
    expect(gifCentre.g > 150 && gifCentre.r < 60).toBe(false);
  });

  it('re-prepares the photos for the new layout when the grid changes, and prints captions and the logo', async () => {
    const result = await page.evaluate((request) => window.vetrinaHarness.build(request), {
      settings: settings({ orientation: 'landscape', imagesPerPage: 9 }),
      texts: defaultTextsFor('Italiano'),
      author: 'Atelier Prova',
      captions: { large: { name: 'Giacca in lino', sku: 'GL-01' } },
      accent: '#8a2be2',
      logoFrom: 'small',
    });
    expect(result.printedCount).toBe(7);
    const pdf = await lastPdf('nine-per-page.pdf');
    expect((await pdfInfo(pdf))['Page size']).toMatch(/^841\.\d+ x 595\.\d+ pts/);
    const images = await pdfImages(pdf);
    // Seven photos and the logo, scaled to fit its place in the header.
    expect(images).toHaveLength(8);
    const large = images.reduce((widest, image) => (image.width > widest.width ? image : widest));
    // Re-prepared for the landscape page's frames: seven photos alone on it print at most 63 mm wide
    // (744 px at 300 ppi, decision 1068), a frame of the 2x2 portrait grid 88 mm (1040 px).
    expect(large.width).toBeLessThan(900);
    for (const image of images) expect(Math.max(image.xPpi, image.yPpi)).toBeLessThanOrEqual(300);
    expect(await pdfText(pdf)).toContain('Giacca in lino');
  });

  it('prepares on the main thread, in slices, where workers cannot draw', async () => {
    const prepared = await page.evaluate(
      () => window.vetrinaHarness.prepare({ layout: { orientation: 'portrait', imagesPerPage: 6 }, preparation: 'main-thread' }),
    );
    const statuses = Object.fromEntries(prepared.states.map((state) => [state.id, state.status]));
    expect(statuses).toMatchObject({
      large: 'ready',
      small: 'ready',
      rotated: 'ready',
      'rotated-8': 'ready',
      alpha: 'ready',
      gif: 'ready',
      webp: 'ready',
      corrupt: 'failed',
    });
    const result = await page.evaluate(
      (request) => window.vetrinaHarness.build(request),
      { settings: settings({ imagesPerPage: 6 }), texts: defaultTextsFor('Italiano'), author: 'Atelier Prova' },
    );
    expect(result.printedCount).toBe(8);
    expect(pageErrors).toEqual([]);
  });

  it("reads no photo's bytes on the page's thread when photos are added: their headers are read in a worker", async () => {
    // In Chromium each File.slice is a synchronous call to the browser process: 100 photos' headers
    // read on the page held a drop's task 120-160 ms on a loaded machine (decision 1094).
    const { sliced, statuses } = await page.evaluate(async () => {
      const slice = Blob.prototype.slice;
      let calls = 0;
      Blob.prototype.slice = function (this: Blob, ...args: Parameters<Blob['slice']>) {
        calls += 1;
        return slice.apply(this, args);
      };
      performance.clearMarks('vetrina:prepare-start');
      try {
        const prepared = await window.vetrinaHarness.prepare({ layout: { orientation: 'portrait', imagesPerPage: 4 } });
        return { sliced: calls, statuses: prepared.states.map((state) => state.status) };
      } finally {
        Blob.prototype.slice = slice;
      }
    });
    expect(sliced).toBe(0);
    expect(statuses.filter((status) => status === 'ready')).toHaveLength(GOOD.length + 1);
    // Each photo prepared once: the worker's sizes settled the frames' shape before any was queued (decision 1088).
    const started = await page.evaluate(() => window.vetrinaHarness.preparedIds());
    expect(started).toHaveLength(new Set(started).size);
    expect(pageErrors).toEqual([]);
  });
});
