import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourFixture, lcmsNumbers, lcmsReference, makeColourCard, makeLcmsCard } from '../../../../tests/fixtures/colour-cards.js';
import { makeJpeg } from '../../../../tests/fixtures/photos.js';
import { loadColourEngineInNode } from '../../../cli/colour-engine.js';
import { STANDARD_JPEG } from '../../../shared/quality.js';
import { readJpegHeader } from '../jpeg-header.js';
import { planPreparation } from '../preparation-plan.js';
import type { ColourEngine } from './colour-rule.js';
import { nclxProfile } from './nclx.js';

const target = { boxWidthPt: 240, boxHeightPt: 320, maxPpi: 300, jpeg: STANDARD_JPEG };
const plan = async (bytes: Uint8Array, load = loadColourEngineInNode) =>
  (await planPreparation({ name: 'card.jpg', byteLength: bytes.byteLength, head: bytes }, target, load)).kind;
const profileOf = async (bytes: Uint8Array) => readJpegHeader(bytes)?.iccProfile ?? new Uint8Array();
const unloadable = (): Promise<ColourEngine> => Promise.reject(new Error('the colour engine was loaded'));

describe('the colour engine (Little CMS in WebAssembly)', () => {
  it('finds sRGB numbers only in sRGB profiles, RGB or grey, judged by converting with them', async () => {
    const engine = await loadColourEngineInNode();
    expect(engine.keepsSrgbNumbers(await profileOf(await makeColourCard('srgb', 60, 40)))).toBe(true);
    expect(engine.keepsSrgbNumbers(colourFixture('grey-srgb.icc'))).toBe(true);
    for (const foreign of ['display-p3.icc', 'bt2020.icc', 'linear-srgb.icc', 'grey-gamma-1.8.icc', 'grey-gamma-1.0.icc']) {
      expect(engine.keepsSrgbNumbers(colourFixture(foreign)), foreign).toBe(false);
    }
    expect(engine.keepsSrgbNumbers(await profileOf(await makeColourCard('adobe-rgb', 60, 40)))).toBe(false);
    expect(engine.keepsSrgbNumbers(new Uint8Array(200))).toBe(false);
  });

  it('converts RGB, RGBA and grey numbers to sRGB as lcms itself does', async () => {
    const engine = await loadColourEngineInNode();
    const p3 = Uint8Array.from([234, 51, 35, 128, 76, 167, 75, 255]);
    expect([...(engine.toSrgb(colourFixture('display-p3.icc'), p3, 'rgba') ?? [])]).toEqual([255, 0, 0, 128, 5, 170, 60, 255]);
    const greys = engine.toSrgb(colourFixture('grey-gamma-1.8.icc'), Uint8Array.from([16, 46, 81, 121, 176, 230]), 'grey');
    expect([...(greys ?? [])]).toEqual(lcmsReference('grey-gamma-1.8').flatMap(({ r, g, b }) => [r, g, b]));
  });

  it('converts CMYK ink amounts with their profile, or with the default CMYK profile without a usable one', async () => {
    const engine = await loadColourEngineInNode();
    const cmyk = Uint8Array.from(lcmsNumbers('press-cmyk'));
    const rgb = (card: 'press-cmyk' | 'default-cmyk') => lcmsReference(card).flatMap(({ r, g, b }) => [r, g, b]);
    expect([...engine.cmykToSrgb(cmyk, colourFixture('press-cmyk.icc'))]).toEqual(rgb('press-cmyk'));
    expect([...engine.cmykToSrgb(cmyk, undefined)]).toEqual(rgb('default-cmyk'));
    // An RGB profile on CMYK numbers says nothing about them: the default stands in.
    expect([...engine.cmykToSrgb(cmyk, colourFixture('display-p3.icc'))]).toEqual(rgb('default-cmyk'));
  });

  it('reads an nclx description as the profile it stands for, and sRGB as nothing to convert', async () => {
    const engine = await loadColourEngineInNode();
    const numbers = Uint8Array.from([234, 51, 35, 76, 167, 75, 37, 59, 202]);
    const p3 = nclxProfile({ primaries: 12, transfer: 13, matrix: 6, fullRange: true });
    expect(p3 && [...(engine.toSrgb(p3, numbers, 'rgb') ?? [])]).toEqual([...(engine.toSrgb(colourFixture('display-p3.icc'), numbers, 'rgb') ?? [])]);
    expect(nclxProfile({ primaries: 1, transfer: 13, matrix: 6, fullRange: true })).toBeUndefined();
    expect(nclxProfile({ primaries: 2, transfer: 2, matrix: 6, fullRange: false })).toBeUndefined();
  });
});

describe('passing a JPEG through by its profile (issue 25.1)', () => {
  it('passes a fitting sRGB JPEG through and converts every other fitting one', async () => {
    expect(await plan(await makeColourCard('srgb', 300, 200))).toBe('pass-through');
    expect(await plan(await makeLcmsCard('grey-srgb', 300, 200))).toBe('pass-through');
    expect(await plan(await makeColourCard('p3', 300, 200))).toBe('resize');
    expect(await plan(await makeColourCard('adobe-rgb', 300, 200))).toBe('resize');
    for (const card of ['linear-srgb', 'grey-gamma-1.8', 'grey-gamma-1.0'] as const) expect(await plan(await makeLcmsCard(card, 300, 200)), card).toBe('resize');
  });

  it('never loads the colour engine for a photo without a profile', async () => {
    expect(await plan(await makeJpeg({ width: 300, height: 200 }), unloadable)).toBe('pass-through');
    expect(await plan(await sharp(await makeJpeg({ width: 300, height: 200 })).png().toBuffer(), unloadable)).toBe('resize');
  });
});
