import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourFixture, makeLcmsCard } from '../../../tests/fixtures/colour-cards.js';
import { makeCorruptJpeg, makeJpeg, makePng, makeRotatedJpeg } from '../../../tests/fixtures/photos.js';
import { loadColourEngineInNode } from '../../cli/colour-engine.js';
import { LIMITS } from '../../shared/index.js';
import { fitPixelSize, prepareTargetFor } from '../layout/prepare-target.js';
import { PhotoRejectedError } from '../types.js';
import { jpegScaleEighths, planPreparation, type PhotoHead, type ResizePlan } from './preparation-plan.js';
import { PHOTO_REJECTION_MESSAGES } from './rejections.js';

const fourPerPage = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
const head = (name: string, bytes: Uint8Array, byteLength = bytes.byteLength): PhotoHead => ({ name, head: bytes, byteLength });

const plan = (photo: PhotoHead) => planPreparation(photo, fourPerPage, loadColourEngineInNode);

async function rejection(planning: Promise<unknown>): Promise<PhotoRejectedError> {
  try {
    await planning;
  } catch (error) {
    if (error instanceof PhotoRejectedError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('planPreparation', () => {
  it('passes an upright JPEG that already fits through untouched', async () => {
    const planned = await plan(head('small.jpg', await makeJpeg({ width: 800, height: 600 })));
    expect(planned).toEqual({ kind: 'pass-through', width: 800, height: 600 });
  });

  it('decodes instead of passing through a small JPEG that is cut short or only partly read', async () => {
    const bytes = await makeJpeg({ width: 800, height: 600 });
    expect((await plan(head('tronca.jpg', bytes.subarray(0, bytes.length - 200)))).kind).toBe('resize');
    expect((await plan(head('parziale.jpg', bytes.subarray(0, 4096), bytes.length))).kind).toBe('resize');
    // Data a camera appends after the End Of Image marker does not make it incomplete.
    const trailer = Buffer.concat([bytes, Buffer.from('SEFHtrailer')]);
    expect((await plan(head('samsung.jpg', trailer))).kind).toBe('pass-through');
  });

  it('scales a large JPEG down to the 300 ppi ceiling of its box, keeping its aspect ratio', async () => {
    const planned = await plan(head('big.jpg', await makeJpeg({ width: 3000, height: 2000 })));
    const boxWidthPx = (fourPerPage.boxWidthPt / 72) * 300;
    expect(planned.kind).toBe('resize');
    expect(planned.width).toBe(Math.floor(boxWidthPx));
    expect(planned.height / planned.width).toBeCloseTo(2000 / 3000, 2);
  });

  it('re-encodes a small JPEG that needs turning upright, at its upright size', async () => {
    const planned = await plan(head('phone.jpg', await makeRotatedJpeg({ width: 300, height: 200, orientation: 6 })));
    expect(planned).toMatchObject({ kind: 'resize', width: 300, height: 200, uprightWidth: 300, uprightHeight: 200, format: 'jpeg', orientation: 6, plainJpeg: true });
  });

  it('re-encodes PNG and CMYK JPEG even when they fit', async () => {
    const cmyk = await sharp(await makeJpeg({ width: 300, height: 200 })).toColourspace('cmyk').jpeg().toBuffer();
    expect((await plan(head('a.png', await makePng({ width: 300, height: 200 })))).kind).toBe('resize');
    expect((await plan(head('cmyk.jpg', cmyk))).kind).toBe('resize');
  });

  it('hands a CMYK or YCCK JPEG to the colour engine with its profile, if any', async () => {
    const press = new Uint8Array(colourFixture('press-cmyk.icc'));
    expect(await plan(head('cmyk.jpg', colourFixture('cmyk-profile.jpg')))).toMatchObject({ kind: 'resize', plainJpeg: false, cmyk: { profile: press } });
    expect(await plan(head('ycck.jpg', colourFixture('ycck-profile.jpg')))).toMatchObject({ cmyk: { profile: press } });
    expect(await plan(head('senza-profilo.jpg', colourFixture('cmyk-none.jpg')))).toMatchObject({ cmyk: {} });
    expect(await plan(head('rgb.jpg', await makeJpeg({ width: 3000, height: 2000 })))).not.toHaveProperty('cmyk');
  });

  it('hands a grey JPEG whose profile is not sRGB\'s grey to the colour engine with its profile, and no other', async () => {
    const gamma = await plan(head('grigio.jpg', await makeLcmsCard('grey-gamma-1.0', 300, 200)));
    expect(gamma).toMatchObject({ kind: 'resize', plainJpeg: false, greyProfile: new Uint8Array(colourFixture('grey-gamma-1.0.icc')) });
    const linear = await plan(head('lineare.jpg', await makeLcmsCard('linear-srgb', 300, 200)));
    expect(linear).toMatchObject({ kind: 'resize', plainJpeg: false });
    expect(linear).not.toHaveProperty('greyProfile');
    expect(await plan(head('grigio-srgb.jpg', await makeLcmsCard('grey-srgb', 300, 200)))).toEqual({ kind: 'pass-through', width: 300, height: 200 });
  });

  it('refuses files over 50 MB and photos over 100 megapixels with an Italian reason', async () => {
    const small = await makeJpeg({ width: 32, height: 32 });
    const heavy = await rejection(plan(head('pesante.jpg', small, LIMITS.imageBytesMax + 1)));
    expect(heavy).toMatchObject({ reason: 'too-large', message: PHOTO_REJECTION_MESSAGES.tooManyBytes('pesante.jpg') });
    // A PNG header claiming 12000 x 9000 pixels: refused before anything is decoded.
    const huge = await makePng({ width: 8, height: 8 });
    new DataView(huge.buffer, huge.byteOffset).setUint32(16, 12_000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(20, 9_000);
    expect(await rejection(plan(head('enorme.png', huge)))).toMatchObject({
      reason: 'too-large',
      message: PHOTO_REJECTION_MESSAGES.tooManyPixels('enorme.png'),
    });
  });

  it('reports a corrupt JPEG as undecodable and a non-image as unsupported', async () => {
    expect((await rejection(plan(head('rotta.jpg', makeCorruptJpeg())))).reason).toBe('undecodable');
    const text = new TextEncoder().encode('not a photo at all');
    expect((await rejection(plan(head('nota.txt', text)))).reason).toBe('unsupported');
  });
});

describe('jpegScaleEighths: the DCT scale a JPEG is decoded at', () => {
  const CAMERA_SIZES = [
    [3264, 2448],
    [4000, 3000],
    [4032, 3024],
    [5472, 3648],
    [6000, 4000],
    [1600, 1200],
  ] as const;
  const TARGETS = (['portrait', 'landscape'] as const).flatMap((orientation) =>
    ([4, 6, 9] as const).flatMap((imagesPerPage) => [LIMITS.printPpi, LIMITS.webPpi].map((ppi) => prepareTargetFor({ orientation, imagesPerPage }, ppi))),
  );
  /** libjpeg's output size at n/8 (jdiv_round_up in jdmaster.c). */
  const decodedSide = (side: number, eighths: number) => Math.ceil((side * eighths) / 8);

  it('never gives fewer pixels than the layout needs, and is the smallest scale that does, in every orientation', () => {
    for (const [width, height] of CAMERA_SIZES) {
      for (const target of TARGETS) {
        for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
          for (const [uprightWidth, uprightHeight] of [[width, height], [height, width]] as const) {
            const fitted = fitPixelSize(uprightWidth, uprightHeight, target);
            const plan: ResizePlan = { kind: 'resize', ...fitted, uprightWidth, uprightHeight, format: 'jpeg', orientation, plainJpeg: true };
            const eighths = jpegScaleEighths(plan);
            // The stored image is the upright one turned for orientations 5-8: its sides swap, and so do the plan's.
            const turned = orientation >= 5;
            const [storedWidth, storedHeight] = turned ? [uprightHeight, uprightWidth] : [uprightWidth, uprightHeight];
            const [neededWidth, neededHeight] = turned ? [plan.height, plan.width] : [plan.width, plan.height];
            expect(decodedSide(storedWidth, eighths)).toBeGreaterThanOrEqual(neededWidth);
            expect(decodedSide(storedHeight, eighths)).toBeGreaterThanOrEqual(neededHeight);
            if (eighths > 1) {
              const smaller = eighths - 1;
              expect(decodedSide(storedWidth, smaller) < neededWidth || decodedSide(storedHeight, smaller) < neededHeight).toBe(true);
            }
          }
        }
      }
    }
  });

  it('decodes at full size when the layout needs every pixel', () => {
    const plan: ResizePlan = { kind: 'resize', width: 800, height: 600, uprightWidth: 800, uprightHeight: 600, format: 'jpeg', orientation: 6, plainJpeg: true };
    expect(jpegScaleEighths(plan)).toBe(8);
  });
});
