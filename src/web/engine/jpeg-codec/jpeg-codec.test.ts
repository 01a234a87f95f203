/**
 * The WebAssembly libjpeg against sharp (libvips, the server's and the CLI's preparer): the same
 * photo in every EXIF orientation comes out upright, at the plan's size and with the same pixels
 * within JPEG noise; damaged files are refused and never leave a codec half-used.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResizePlan } from '../../../catalog/images/preparation-plan.js';
import { centreColour } from '../../../catalog/images/centre-colour.js';
import { MARKER_BLUE, MARKER_RED, makeCorruptJpeg, makeJpeg, makeTruncatedJpeg, markerSize, photoPixels } from '../../../../tests/fixtures/photos.js';
import { meanDifference, rgbPixels, type RgbPixels } from '../../../../tests/fixtures/pixels.js';
import { JpegCodec, JpegCodecError } from './jpeg-codec.js';

const UPRIGHT = { width: 1200, height: 900 };
/** About a third of each side: the codec decodes at 3/8 and resizes the rest of the way. */
const TARGET = { width: 420, height: 315 };
const QUALITY = 0.85;

let module: WebAssembly.Module;
beforeAll(async () => {
  module = await WebAssembly.compile(await readFile(new URL('./jpeg-codec.wasm', import.meta.url)));
});

function planFor(orientation: number, size = TARGET): ResizePlan {
  return { kind: 'resize', ...size, uprightWidth: UPRIGHT.width, uprightHeight: UPRIGHT.height, format: 'jpeg', orientation, plainJpeg: true };
}

/** Where EXIF orientation `o` (TIFF 6.0) finds the upright pixel (x, y) in the stored image. */
function storedPoint(o: number, x: number, y: number, w: number, h: number): [number, number] {
  const table: Record<number, [number, number]> = {
    1: [x, y],
    2: [w - 1 - x, y],
    3: [w - 1 - x, h - 1 - y],
    4: [x, h - 1 - y],
    5: [y, x],
    6: [y, h - 1 - x],
    7: [w - 1 - y, h - 1 - x],
    8: [w - 1 - y, x],
  };
  return table[o] ?? [x, y];
}

/** The upright test photo stored as a camera in orientation `o` would store it, with the EXIF tag. */
async function storedJpeg(orientation: number): Promise<Buffer> {
  const upright = photoPixels({ ...UPRIGHT, seed: 7 });
  const turned = orientation >= 5;
  const [w, h] = turned ? [UPRIGHT.height, UPRIGHT.width] : [UPRIGHT.width, UPRIGHT.height];
  const stored = Buffer.alloc(w * h * 3);
  for (let y = 0; y < UPRIGHT.height; y++) {
    for (let x = 0; x < UPRIGHT.width; x++) {
      const [sx, sy] = storedPoint(orientation, x, y, w, h);
      upright.copy(stored, (sy * w + sx) * 3, (y * UPRIGHT.width + x) * 3, (y * UPRIGHT.width + x) * 3 + 3);
    }
  }
  return sharp(stored, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 92 }).withMetadata({ orientation }).toBuffer();
}

/**
 * sharp's version of the same preparation: EXIF applied, resized to the plan (Lanczos 3), encoded
 * at the same quality.
 */
async function sharpReference(file: Buffer, size = TARGET): Promise<RgbPixels> {
  const quality = Math.round(QUALITY * 100);
  return rgbPixels(await sharp(file).rotate().resize(size.width, size.height, { fit: 'fill' }).jpeg({ quality }).toBuffer());
}

/** The largest difference between the two images' 16x16 block averages: what a viewer sees. */
function largestBlockDifference(a: RgbPixels, b: RgbPixels): number {
  let largest = 0;
  for (let top = 0; top + 16 <= a.height; top += 16) {
    for (let left = 0; left + 16 <= a.width; left += 16) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let y = top; y < top + 16; y++) for (let x = left; x < left + 16; x++) sum += (a.data[(y * a.width + x) * 3 + c] ?? 0) - (b.data[(y * b.width + x) * 3 + c] ?? 0);
        largest = Math.max(largest, Math.abs(sum / 256));
      }
    }
  }
  return largest;
}

/**
 * The same picture as sharp's within the noise of resampling. Per pixel, Catmull-Rom and Lanczos
 * treat the fixture's sensor noise differently (about 3 levels); per 16x16 block, a JPEG decoded
 * at n/8 averages its near-white areas before clamping them, a few levels brighter than a full
 * decode that clamps each pixel first (as Chromium's ImageDecoder does too).
 */
async function expectAsSharp(prepared: RgbPixels, file: Buffer, size = TARGET): Promise<void> {
  const reference = await sharpReference(file, size);
  expect(meanDifference(prepared, reference)).toBeLessThan(3.5);
  expect(largestBlockDifference(prepared, reference)).toBeLessThan(6);
}

function colourAt({ data, width }: RgbPixels, x: number, y: number) {
  const at = (Math.round(y) * width + Math.round(x)) * 3;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

function near(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }): boolean {
  return Math.abs(actual.r - expected.r) < 40 && Math.abs(actual.g - expected.g) < 40 && Math.abs(actual.b - expected.b) < 40;
}

describe('libjpeg in WebAssembly', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('prepares a photo stored in EXIF orientation %i upright, as sharp does', async (orientation) => {
    const codec = await JpegCodec.load(module);
    const file = await storedJpeg(orientation);
    const prepared = await rgbPixels(codec.prepare(file, planFor(orientation), QUALITY).jpeg);
    const reference = await sharpReference(file);

    expect([prepared.width, prepared.height]).toEqual([TARGET.width, TARGET.height]);
    // Red marker top left and blue top right, as the photo was taken.
    const inset = (markerSize(UPRIGHT) * TARGET.width) / UPRIGHT.width / 2;
    expect(near(colourAt(prepared, inset, inset), MARKER_RED)).toBe(true);
    expect(near(colourAt(prepared, TARGET.width - inset, inset), MARKER_BLUE)).toBe(true);
    expect(near(colourAt(reference, inset, inset), MARKER_RED)).toBe(true);
    await expectAsSharp(prepared, file);
  });

  it('makes the thumbnail and its centre colour from the prepared pixels, at the size asked', async () => {
    const codec = await JpegCodec.load(module);
    const file = await makeJpeg({ ...UPRIGHT, seed: 3 });
    const { jpeg, thumbnail } = codec.prepare(file, planFor(1), QUALITY, { width: 320, height: 240 });
    const small = await rgbPixels(thumbnail?.jpeg ?? new Uint8Array());
    expect([small.width, small.height]).toEqual([320, 240]);
    const fromPrepared = await sharp(jpeg).resize(320, 240, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    expect(meanDifference(small, { data: fromPrepared.data, width: 320, height: 240 })).toBeLessThan(3);
    // The colour is read before the thumbnail is encoded: the encoded thumbnail's centre agrees with it.
    const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    const fromEncoded = channels(centreColour(small.data, 320, 240, 3));
    channels(thumbnail?.centreColour ?? '').forEach((value, channel) => expect(Math.abs(value - (fromEncoded[channel] ?? -99))).toBeLessThanOrEqual(3));
  });

  it('decodes at full scale when the plan needs nearly every pixel', async () => {
    const codec = await JpegCodec.load(module);
    const file = await makeJpeg({ ...UPRIGHT, seed: 5 });
    const size = { width: 1190, height: 892 };
    const prepared = await rgbPixels(codec.prepare(file, planFor(1, size), QUALITY).jpeg);
    expect([prepared.width, prepared.height]).toEqual([size.width, size.height]);
    await expectAsSharp(prepared, file, size);
  });

  it('keeps a greyscale photo grey', async () => {
    const codec = await JpegCodec.load(module);
    const file = await sharp(await makeJpeg({ ...UPRIGHT, seed: 9 })).greyscale().jpeg().toBuffer();
    const prepared = await rgbPixels(codec.prepare(file, planFor(1), QUALITY).jpeg);
    const { r, g, b } = colourAt(prepared, TARGET.width / 2, TARGET.height / 2);
    expect(Math.max(Math.abs(r - g), Math.abs(g - b))).toBeLessThanOrEqual(2);
  });

  it.each([
    ['cut short', () => makeTruncatedJpeg({ ...UPRIGHT, seed: 4 })],
    ['garbage after the header', async () => makeCorruptJpeg()],
  ])('refuses a JPEG %s, and the instance that saw it is never used again', async (_, make) => {
    const codec = await JpegCodec.load(module);
    expect(() => codec.prepare(new Uint8Array(0), planFor(1), QUALITY)).toThrow(JpegCodecError);
    const damaged = await JpegCodec.load(module);
    const file = await make();
    expect(() => damaged.prepare(file, planFor(1), QUALITY)).toThrow(JpegCodecError);
    expect(damaged.usable).toBe(false);
    const good = await makeJpeg({ ...UPRIGHT, seed: 4 });
    expect(() => damaged.prepare(good, planFor(1), QUALITY)).toThrow(JpegCodecError);
    const fresh = await JpegCodec.load(module);
    expect((await rgbPixels(fresh.prepare(good, planFor(1), QUALITY).jpeg)).width).toBe(TARGET.width);
});
});
