import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  makeAnimatedGif,
  makeCorruptJpeg,
  makeJpeg,
  makePng,
  makeRotatedJpeg,
  makeTransparentPng,
  makeWebp,
} from '../../../tests/fixtures/photos.js';
import { readImageHeader, sniffImageFormat, uprightSize } from './image-header.js';

const spec = { width: 96, height: 64 };

describe('readImageHeader', () => {
  it('reads the size of a baseline JPEG with no orientation', async () => {
    const header = readImageHeader(await makeJpeg(spec));
    expect(header).toMatchObject({ format: 'jpeg', width: 96, height: 64, orientation: 1 });
    expect(header?.jpeg).toMatchObject({ components: 3, bitsPerSample: 8, frameMarker: 0xc0 });
  });

  it('reads the EXIF orientation and the stored (sideways) size of a phone JPEG', async () => {
    for (const orientation of [6, 8] as const) {
      const header = readImageHeader(await makeRotatedJpeg({ ...spec, orientation }));
      expect(header).toMatchObject({ format: 'jpeg', width: 64, height: 96, orientation });
      expect(header && uprightSize(header)).toEqual({ width: 96, height: 64 });
    }
  });

  it('reads orientation in big-endian EXIF and the progressive frame marker', async () => {
    const bytes = await sharp(await makeJpeg(spec))
      .jpeg({ progressive: true })
      .withMetadata({ orientation: 3 })
      .toBuffer();
    const header = readImageHeader(bytes);
    expect(header).toMatchObject({ width: 96, height: 64, orientation: 3 });
    expect(header?.jpeg?.frameMarker).toBe(0xc2);
  });

  it('reads greyscale and CMYK JPEG component counts', async () => {
    const grey = await sharp(await makeJpeg(spec)).toColourspace('b-w').jpeg().toBuffer();
    const cmyk = await sharp(await makeJpeg(spec)).toColourspace('cmyk').jpeg().toBuffer();
    expect(readImageHeader(grey)?.jpeg?.components).toBe(1);
    expect(readImageHeader(cmyk)?.jpeg?.components).toBe(4);
  });

  it('reads PNG, GIF and lossy, lossless and extended WEBP sizes', async () => {
    const lossless = await sharp(await makePng(spec)).webp({ lossless: true }).toBuffer();
    const extended = await sharp(await makeTransparentPng(spec)).webp().toBuffer();
    const cases: [Buffer, string][] = [
      [await makePng(spec), 'png'],
      [await makeTransparentPng(spec), 'png'],
      [await makeAnimatedGif(spec), 'gif'],
      [await makeWebp(spec), 'webp'],
      [lossless, 'webp'],
      [extended, 'webp'],
    ];
    for (const [bytes, format] of cases) {
      expect(readImageHeader(bytes)).toEqual({ format, width: 96, height: 64, orientation: 1 });
    }
  });

  it('sniffs the format from the bytes and refuses what is not a photo', async () => {
    expect(sniffImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageFormat(makeCorruptJpeg())).toBe('jpeg');
    expect(readImageHeader(makeCorruptJpeg())).toBeUndefined();
  });

  it('gives up, instead of guessing, when the bytes end before the frame header', async () => {
    const bytes = await makeRotatedJpeg({ ...spec, orientation: 6 });
    expect(readImageHeader(bytes.subarray(0, 40))).toBeUndefined();
    expect(readImageHeader(new Uint8Array(0))).toBeUndefined();
  });
});
