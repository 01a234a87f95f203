import { describe, expect, it } from 'vitest';
import { makeColourCard } from '../../../tests/fixtures/colour-cards.js';
import { makeJpeg } from '../../../tests/fixtures/photos.js';
import { STANDARD_JPEG } from '../../shared/quality.js';
import { readJpegHeader } from './jpeg-header.js';
import { planPreparation } from './preparation-plan.js';

const target = { boxWidthPt: 240, boxHeightPt: 320, maxPpi: 300, jpeg: STANDARD_JPEG };
const plan = (bytes: Uint8Array) => planPreparation({ name: 'card.jpg', byteLength: bytes.byteLength, head: bytes }, target).kind;

describe('embedded colour profiles (issue 11.1)', () => {
  it('tells Display P3 and Adobe RGB from sRGB and from no profile at all', async () => {
    const foreign = async (bytes: Uint8Array) => readJpegHeader(bytes)?.foreignColourProfile;
    expect(await foreign(await makeColourCard('srgb', 60, 40))).toBe(false);
    expect(await foreign(await makeColourCard('p3', 60, 40))).toBe(true);
    expect(await foreign(await makeColourCard('adobe-rgb', 60, 40))).toBe(true);
    expect(await foreign(await makeJpeg({ width: 60, height: 40 }))).toBe(false);
  });

  it('passes a fitting sRGB JPEG through and converts a fitting P3 or Adobe RGB one', async () => {
    expect(plan(await makeColourCard('srgb', 300, 200))).toBe('pass-through');
    expect(plan(await makeColourCard('p3', 300, 200))).toBe('resize');
    expect(plan(await makeColourCard('adobe-rgb', 300, 200))).toBe('resize');
  });
});
