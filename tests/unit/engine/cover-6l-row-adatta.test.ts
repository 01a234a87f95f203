/**
 * The twelfth review, finding A1 (decisions 1124, 1125): in 'Adatta' the 6 landscape cover held the hero
 * and one companion, a white block of 16-17 % of the page right of it, the cover at 28-31 % where
 * 'Riempi''s holds three companions (43-49 %). Composed as 'Riempi''s, a row of whole companions runs
 * from the title block's edge to the right margin, each photo drawn whole.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

/** A rectangle's right edge. */
const right = (rect: { x: number; width: number }) => rect.x + rect.width;

/** What shows of the photos over the page's area. */
const cover = (page: PageDescription) => page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (page.size.width * page.size.height);

describe("the 'Adatta' 6 landscape cover with a hero (decision 1125)", () => {
  it.each(REVIEW_LOOKS)('holds a row of whole companions to a gutter and 40 pt of the right margin, on 4 pages (%s)', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'landscape', undefined, 'fit');
    const [cover1] = pages;
    const [hero, ...companions] = cover1?.photos ?? [];
    const last = companions.at(-1);
    if (!cover1 || !hero || !last) throw new Error('a hero and its companions expected on page 1');
    const gutter = (companions[0]?.frame.x ?? 0) - right(hero.frame);
    // The grid's right edge: the hero stands on its left one, the 6 landscape grid as wide on either side (decision 1090).
    const margin = cover1.size.width - hero.frame.x;
    expect(cover1.photos).toHaveLength(4);
    expect(margin - right(last.frame)).toBeLessThanOrEqual(gutter + 40);
    expect(right(last.frame)).toBeLessThanOrEqual(margin + 0.5);
    expect(cover(cover1)).toBeGreaterThanOrEqual(0.4);
    expect(pages).toHaveLength(4);
    // The companions in the user's order, whole, on the hero's foot line, a gutter apart.
    expect(companions.map((photo) => photo.index)).toEqual([1, 2, 3]);
    for (const photo of companions) expect(photo.image).toBeUndefined();
    for (const photo of companions) expect(photo.frame.y + photo.frame.height).toBeCloseTo(hero.frame.y + hero.frame.height, 1);
    companions.slice(1).forEach((photo, at) => expect(photo.frame.x - right(companions[at]?.frame ?? photo.frame)).toBeCloseTo(gutter, 1));
  });
});
