/**
 * The tenth review, finding 4 (decisions 1112, 1116): the 6 landscape cover with a hero held one
 * companion under the title, and the header's column right of it stayed white to the margin, 12-27 %
 * of the page. Composed as the 9 landscape cover is, the hero stands on the grid's left edge and a row
 * of companions runs from the title block's edge to the grid's right one, as page 2's rows do.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

/** A rectangle's right edge. */
const right = (rect: { x: number; width: number }) => rect.x + rect.width;

/** A page's photo block across: its frames and caption bands, beside or under them. */
function blockAcross(page: PageDescription): { left: number; right: number } {
  const rects = page.photos.flatMap((photo) => [photo.frame, ...(photo.captionBand ? [photo.captionBand] : [])]);
  return { left: Math.min(...rects.map((rect) => rect.x)), right: Math.max(...rects.map(right)) };
}

describe('the 6 landscape cover with a hero (decision 1116)', () => {
  it.each(REVIEW_LOOKS)('fills the header’s column with companions to a gutter and 40 pt of the right margin, the hero on the grid’s left edge (%s)', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'landscape');
    const [cover, grid] = pages;
    const [hero, ...companions] = cover?.photos ?? [];
    const last = companions.at(-1);
    if (!cover || !grid || !hero || !last) throw new Error('a hero and its companions expected on page 1');
    const block = blockAcross(grid);
    const gutter = (companions[0]?.frame.x ?? 0) - right(hero.frame);
    expect(hero.index).toBe(0);
    expect(hero.frame.x).toBeCloseTo(block.left, 0);
    expect(block.right - right(last.frame)).toBeLessThanOrEqual(gutter + 40);
    // The companions in the user's order, on one foot line with the hero, a gutter apart.
    expect(companions.map((photo) => photo.index)).toEqual(companions.map((_, at) => at + 1));
    for (const photo of companions) expect(right(photo.frame) - photo.frame.x).toBeGreaterThan(0);
    companions.slice(1).forEach((photo, at) => expect(photo.frame.x - right(companions[at]?.frame ?? photo.frame)).toBeCloseTo(gutter, 1));
    for (const photo of companions) expect(photo.frame.y + photo.frame.height).toBeCloseTo(hero.frame.y + hero.frame.height, 1);
  });

  it.each(REVIEW_LOOKS)('keeps the review set on 4 pages (%s)', async (look) => {
    expect((await laidOutReviewSet(look, 6, 'landscape')).length).toBe(4);
  });
});
