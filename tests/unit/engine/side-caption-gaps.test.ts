/**
 * The eighth review, finding 2 (decision 1104): at 6 per page in landscape a caption beside its
 * photo stood almost as near the next photo as its own (Galleria p4: 11.3 pt after its photo, 11.6
 * pt before the next), and Galleria's spaced capitals stacked 'DOPPIO- / PETTO IN / LANA' and a lone
 * 'IN' in the narrow column.
 */
import { describe, expect, it } from 'vitest';
import { captionStandsBeside, matWidth, outset } from '../../../src/catalog/layout/geometry.js';
import { pageLook } from '../../../src/catalog/layout/looks.js';
import { REVIEW_LOOKS, laidOutReviewSet as laidOut } from './review-set.js';

describe('a caption beside its photo reads as its own (decision 1104)', () => {
  it.each(REVIEW_LOOKS)('stands at least twice as far from the next photo as from its own (%s, 6 per page, landscape)', async (look) => {
    const mat = matWidth(pageLook(look));
    let measured = 0;
    for (const [number, page] of (await laidOut(look, 6, 'landscape')).entries()) {
      const keylines = page.photos.map((photo) => outset(photo.frame, mat));
      for (const [index, photo] of page.photos.entries()) {
        const band = photo.captionBand;
        const own = keylines[index];
        if (!band || !own || !captionStandsBeside(photo)) continue;
        const next = keylines.filter((other) => other.x > own.x + own.width && other.y < own.y + own.height && other.y + other.height > own.y);
        if (next.length === 0) continue;
        measured++;
        const before = band.x - (own.x + own.width);
        const after = Math.min(...next.map((other) => other.x)) - (band.x + band.width);
        expect(after, `${look} page ${number + 1}, photo ${photo.index + 1}: ${before.toFixed(1)} pt before, ${after.toFixed(1)} after`).toBeGreaterThanOrEqual(2 * before - 1e-6);
      }
    }
    expect(measured, 'captions with a photo after them').toBeGreaterThan(0);
  });

  it('sets Galleria names in upper and lower case beside the photos, never a hyphenated or lone word in capitals', async () => {
    // The grid's pages: the full page's panel is a caption of its own (decision 1099).
    for (const page of (await laidOut('gallery', 6, 'landscape')).filter((each) => each.photos.length > 1)) {
      for (const photo of page.photos.filter((each) => captionStandsBeside(each))) {
        const names = photo.caption.filter((each) => each.role === 'caption-name').map((line) => line.text);
        expect(names.join(' '), `page ${page.number}`).not.toBe(names.join(' ').toLocaleUpperCase('it'));
        for (const name of names) expect(name, `page ${page.number}`).not.toBe('IN');
      }
    }
  });
});
