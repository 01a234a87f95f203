/**
 * The ninth review, finding 4 (decision 1109): the opening frames were wider than a 2:3 hero (0.742),
 * so keeping 97 % of its height took the whole 7 % of headroom off the top: SS27-01's head, at 10 %
 * of the photo, started 3.3 % under its frame's top edge. A hero's frame narrows to 0.687 instead,
 * at most 5 % off the top, and keeps the floor (floor-kept.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_CATALOGUES, laidOutReviewSet } from './review-set.js';

const HERO = 0; // SS27-01, 'In evidenza': a 2:3 figure whose head starts at 10 % of its height.
const HEAD = 0.1;

describe("a 2:3 hero keeps its headroom (decision 1109)", () => {
  it.each(REVIEW_CATALOGUES)('%s, %i per page in %s: at most 5 % off the top, the head 6 % under the frame', async (look, perPage, orientation) => {
    const pages = await laidOutReviewSet(look, perPage, orientation);
    const hero = pages.flatMap((page) => page.photos).find((photo) => photo.index === HERO);
    expect(hero).toBeDefined();
    if (!hero?.image) return;
    const cutAbove = (hero.frame.y - hero.image.y) / hero.image.height;
    const headroom = (hero.image.y + HEAD * hero.image.height - hero.frame.y) / hero.frame.height;
    const shape = `${hero.frame.width.toFixed(0)} x ${hero.frame.height.toFixed(0)}, ${(cutAbove * 100).toFixed(1)} % off the top`;
    expect(cutAbove, shape).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(headroom, shape).toBeGreaterThanOrEqual(0.06);
  });
});
