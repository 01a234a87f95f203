import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { flatGreyJpeg } from '../../../tests/fixtures/flat-jpeg.js';
import { photoPixels } from '../../../tests/fixtures/photos.js';
import { jpegScanFallsShort } from './jpeg-scan-coverage.js';

/** Rewrites the size in a JPEG's frame header, as a hostile file does. */
function declareSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(jpeg);
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xc0 || marker === 0xc2) {
      new DataView(bytes.buffer).setUint16(at + 5, height);
      new DataView(bytes.buffer).setUint16(at + 7, width);
      return bytes;
    }
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  }
  throw new Error('no frame header');
}

const photo = (options: { progressive: boolean; chroma: '4:2:0' | '4:4:4' }) =>
  sharp(photoPixels({ width: 1200, height: 1600, seed: 7 }), { raw: { width: 1200, height: 1600, channels: 3 } })
    .jpeg({ quality: 88, progressive: options.progressive, chromaSubsampling: options.chroma })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe('a JPEG whose scan cannot fill its frame', () => {
  for (const progressive of [false, true]) {
    for (const chroma of ['4:2:0', '4:4:4'] as const) {
      it(`is told from a camera-like photo, ${progressive ? 'progressive' : 'baseline'} ${chroma}`, async () => {
        const honest = await photo({ progressive, chroma });
        expect(jpegScanFallsShort(honest)).toBe(false);
        // 1200 × 1600 of data under a header that says 10000 × 10000: a grey square in every decoder.
        expect(jpegScanFallsShort(declareSize(honest, 10000, 10000))).toBe(true);
      });
    }
  }

  it('is told exactly by its restart markers, even when the data is above the bound', async () => {
    const honest = flatGreyJpeg({ width: 640, height: 480, restartInterval: 16 });
    const decoded = await sharp(honest).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({ width: 640, height: 480 });
    expect(new Set(decoded.data)).toEqual(new Set([128]));
    expect(jpegScanFallsShort(honest)).toBe(false);
    // A tenth more rows than the data codes: six bits a block is well above two, only the count tells.
    expect(jpegScanFallsShort(flatGreyJpeg({ width: 640, height: 480, restartInterval: 16, declared: { width: 640, height: 528 } }))).toBe(true);
  });

  it('is told by reading the codes when its data is thin and has no restart markers', () => {
    expect(jpegScanFallsShort(flatGreyJpeg({ width: 640, height: 480, declared: { width: 640, height: 528 } }))).toBe(true);
  });

  it('is not suspected for a flat photo whose data is all there', () => {
    for (const restartInterval of [undefined, 1, 7, 80, 4800]) expect(jpegScanFallsShort(flatGreyJpeg({ width: 640, height: 480, restartInterval }))).toBe(false);
  });

  it('reads the codes libjpeg writes for a plain backdrop', async () => {
    const backdrop = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 246, g: 244, b: 240 } } })
      .composite([{ input: { create: { width: 300, height: 900, channels: 3, background: { r: 40, g: 30, b: 90 } } }, left: 850, top: 300 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(jpegScanFallsShort(backdrop)).toBe(false);
    expect(jpegScanFallsShort(declareSize(backdrop, 2000, 1600))).toBe(true);
  });
});
