/**
 * Photos as users give them (EXIF-rotated JPEGs, iPhone HEICs, transparent PNGs, animated GIFs, WEBP, broken and
 * oversized files), prepared by sharp and checked by the pixels of the rendered page.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/shared/index.js';
import { PhotoRejectedError, prepareTargetFor, type Rect } from '../../../src/catalog/index.js';
import { createSharpPhotoPreparer } from '../../../src/cli/sharp-photo-preparer.js';
import {
  MARKER_BLUE,
  MARKER_RED,
  makeAnimatedGif,
  makeCorruptJpeg,
  makeJpeg,
  makeRotatedJpeg,
  makeTransparentPng,
  makeTruncatedJpeg,
  makeWebp,
} from '../../fixtures/photos.js';
import { buildCatalog, placedPages, type BuiltCatalog } from './build-catalog.js';
import { pdfImages, renderPage, type RenderedPage } from './poppler.js';

type Colour = { r: number; g: number; b: number };

function near(actual: Colour, expected: Colour, tolerance = 40): boolean {
  return Math.abs(actual.r - expected.r) <= tolerance && Math.abs(actual.g - expected.g) <= tolerance && Math.abs(actual.b - expected.b) <= tolerance;
}

/** Where each printed photo landed on its page, from the engine's own layout. */
function frames(catalog: BuiltCatalog): Rect[] {
  const sizes = catalog.prepared.map((photo) => ({ width: photo.widthPx, height: photo.heightPx }));
  return placedPages(sizes).flatMap((page) => page.placements.map((p) => p.frame));
}

/** A point at the given fractions of the frame's width and height. */
function pixelIn(page: RenderedPage, frame: Rect, fx: number, fy: number): Colour {
  return page.pixelAt(frame.x + frame.width * fx, frame.y + frame.height * fy);
}

describe('photo preparation', () => {
  it('prints EXIF-rotated photos upright (orientation 6 and 8)', async () => {
    const photos = await Promise.all(
      ([6, 8] as const).map(async (orientation) => ({
        name: `ruotata-${orientation}.jpg`,
        bytes: await makeRotatedJpeg({ width: 300, height: 400, orientation }),
      })),
    );
    const catalog = await buildCatalog(photos);
    expect(catalog.prepared.map((p) => [p.widthPx, p.heightPx])).toEqual([
      [300, 400],
      [300, 400],
    ]);
    const page = await renderPage(catalog.path, 1, 144);
    for (const frame of frames(catalog)) {
      expect(near(pixelIn(page, frame, 0.04, 0.03), MARKER_RED)).toBe(true);
      expect(near(pixelIn(page, frame, 0.96, 0.03), MARKER_BLUE)).toBe(true);
    }
  });

  it('prints iPhone HEIC photos upright, turned by their irot box and not again by their EXIF tag', async () => {
    const heic = (name: string) => readFile(new URL(`../../fixtures/heic/${name}`, import.meta.url));
    const catalog = await buildCatalog([
      { name: 'IMG_0001.HEIC', bytes: await heic('upright.heic') },
      { name: 'IMG_0002.HEIC', bytes: await heic('rotated.heic') },
    ]);
    expect(catalog.rejected).toEqual([]);
    expect(catalog.prepared.map((p) => [p.widthPx, p.heightPx])).toEqual([
      [480, 360],
      [360, 480],
    ]);
    const page = await renderPage(catalog.path, 1, 144);
    for (const frame of frames(catalog)) {
      expect(near(pixelIn(page, frame, 0.04, 0.04), MARKER_RED)).toBe(true);
      expect(near(pixelIn(page, frame, 0.96, 0.04), MARKER_BLUE)).toBe(true);
    }
  });

  it('refuses a HEIC file cut short as damaged', async () => {
    const preparer = createSharpPhotoPreparer();
    const target = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
    const whole = await readFile(new URL('../../fixtures/heic/upright.heic', import.meta.url));
    for (const bytes of [whole.subarray(0, 300), whole.subarray(0, whole.length - 4000)]) {
      await expect(preparer.prepare({ id: '1', name: 'IMG_0003.HEIC', bytes }, target)).rejects.toMatchObject({ reason: 'undecodable' });
    }
  });

  it('prints transparency on white, with no soft mask left in the PDF', async () => {
    const catalog = await buildCatalog([{ name: 'trasparente.png', bytes: await makeTransparentPng({ width: 400, height: 300 }) }]);
    const page = await renderPage(catalog.path, 1, 144);
    const [frame] = frames(catalog);
    if (!frame) throw new Error('no frame');
    const white = { r: 255, g: 255, b: 255 };
    // The transparent band (black under the transparency) must print white; the middle is the photo.
    expect(near(pixelIn(page, frame, 0.1, 0.5), white, 6)).toBe(true);
    expect(near(pixelIn(page, frame, 0.5, 0.1), white, 6)).toBe(true);
    expect(near(pixelIn(page, frame, 0.5, 0.5), white, 6)).toBe(false);
    expect((await pdfImages(catalog.path)).map((image) => image.encoding)).toEqual(['jpeg']);
  });

  it('prints the first frame of an animated GIF, and WEBP photos', async () => {
    const catalog = await buildCatalog([
      { name: 'animata.gif', bytes: await makeAnimatedGif({ width: 400, height: 300 }) },
      { name: 'foto.webp', bytes: await makeWebp({ width: 400, height: 300, seed: 5 }) },
    ]);
    expect(catalog.rejected).toEqual([]);
    const page = await renderPage(catalog.path, 1, 144);
    for (const frame of frames(catalog)) {
      // The red marker of the photo, not the flat green of the second frame.
      expect(near(pixelIn(page, frame, 0.04, 0.04), MARKER_RED)).toBe(true);
      expect(near(pixelIn(page, frame, 0.5, 0.5), { r: 0, g: 200, b: 0 })).toBe(false);
    }
  });

  it('skips a corrupt photo with a report and prints the others', async () => {
    const catalog = await buildCatalog([
      { name: 'buona.jpg', bytes: await makeJpeg({ width: 400, height: 300 }) },
      { name: 'rotta.jpg', bytes: makeCorruptJpeg() },
    ]);
    expect(catalog.prepared.map((p) => p.name)).toEqual(['buona.jpg']);
    expect(catalog.rejected).toHaveLength(1);
    expect(catalog.rejected[0]).toMatchObject({ photoName: 'rotta.jpg', reason: 'undecodable' });
    expect(catalog.rejected[0]?.message).toContain('rotta.jpg');
    expect(await pdfImages(catalog.path)).toHaveLength(1);
  });

  it('refuses a photo cut short, whether it would be passed through or scaled', async () => {
    const preparer = createSharpPhotoPreparer();
    const target = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
    for (const size of [{ width: 400, height: 300 }, { width: 2000, height: 1500 }]) {
      const bytes = await makeTruncatedJpeg(size);
      await expect(preparer.prepare({ id: '1', name: 'interrotta.jpg', bytes }, target)).rejects.toMatchObject({ reason: 'undecodable' });
    }
  });

  it('refuses a file over 50 MB and one over 100 megapixels with a clear Italian message', async () => {
    const preparer = createSharpPhotoPreparer();
    const target = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
    const heavy = new Uint8Array(LIMITS.imageBytesMax + 1);
    heavy.set(await makeJpeg({ width: 40, height: 30 }));
    await expect(preparer.prepare({ id: '1', name: 'pesante.jpg', bytes: heavy }, target)).rejects.toMatchObject({
      reason: 'too-large',
      message: expect.stringContaining('50 MB'),
    });
    const huge = await makeHugePng(10_001, 10_000);
    const refusal = preparer.prepare({ id: '2', name: 'enorme.png', bytes: huge }, target);
    await expect(refusal).rejects.toBeInstanceOf(PhotoRejectedError);
    await expect(refusal).rejects.toMatchObject({ reason: 'too-large', message: expect.stringContaining('100 megapixel') });
  });

  it('refuses a file that is not a photo', async () => {
    const preparer = createSharpPhotoPreparer();
    const target = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
    const text = new TextEncoder().encode('non sono una foto');
    await expect(preparer.prepare({ id: '1', name: 'nota.txt', bytes: text }, target)).rejects.toBeInstanceOf(PhotoRejectedError);
  });
});

/**
 * A valid black-and-white PNG of more than 100 megapixels: one bit per pixel, all zeros, so it
 * deflates to a few kilobytes and is made in milliseconds. The preparer must refuse it.
 */
async function makeHugePng(width: number, height: number): Promise<Uint8Array> {
  const { crc32, deflateSync } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  // Each row: a filter byte and ceil(width / 8) bytes of pixels.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
