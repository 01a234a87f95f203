import { describe, expect, it } from 'vitest';
import { REVIEW_CATALOGUES, REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

// The review set's photos 10 and 11 are 4:5, 12 and 13 3:2 (0-based 9-12).
const FOUR_FIVE = [9, 10];
const THREE_TWO = [11, 12];
const RATIOS = new Map([...FOUR_FIVE.map((index) => [index, 4 / 5] as const), ...THREE_TWO.map((index) => [index, 3 / 2] as const)]);
type Frame = { x: number; y: number; width: number; height: number };
/** A page's photos by their frames' top: a row. */
function rowsOf<Photo extends { frame: Frame }>(photos: readonly Photo[]): Photo[][] {
  const rows = new Map<number, Photo[]>();
  for (const photo of photos) rows.set(Math.round(photo.frame.y), [...(rows.get(Math.round(photo.frame.y)) ?? []), photo]);
  return [...rows.values()];
}
const kept = (photo: { frame: Frame; image?: Frame }) => ({ across: photo.frame.width / (photo.image ?? photo.frame).width, down: photo.frame.height / (photo.image ?? photo.frame).height });

describe('a row that mixes shapes is justified (the eighth review, finding 6; decision 1103)', () => {
  it.each(REVIEW_LOOKS)('%s, 6 per page in portrait: 4:5 and 3:2 photos whole in frames of one height across the grid’s width', async (look) => {
    // Before: 10 and 11 drawn 207 wide in 155 pt frames (75 % of their width), 12 and 13 at 85 %, in the 2:3 grid's 259 pt rows.
    const pages = await laidOutReviewSet(look, 6, 'portrait');
    const grid = pages[1];
    const mixed = pages.find((page) => page.photos.some((photo) => THREE_TWO.includes(photo.index)));
    if (!grid || !mixed) throw new Error('a grid page and a page of the mixed photos expected');
    const left = Math.min(...grid.photos.map((photo) => photo.frame.x));
    const right = Math.max(...grid.photos.map((photo) => photo.frame.x + photo.frame.width));
    const rows = rowsOf(mixed.photos);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const photo of row) expect(RATIOS.has(photo.index), `photo ${photo.index + 1}`).toBe(true);
      for (const photo of row) {
        expect(photo.frame.width / photo.frame.height, `photo ${photo.index + 1}`).toBeCloseTo(RATIOS.get(photo.index) ?? NaN, 6);
        expect(photo.frame.height, `photo ${photo.index + 1}`).toBeCloseTo(row[0]?.frame.height ?? NaN, 6);
      }
      // Justified: the row starts and ends on the grid page's block edges.
      expect(Math.min(...row.map((photo) => photo.frame.x))).toBeCloseTo(left, 3);
      expect(Math.max(...row.map((photo) => photo.frame.x + photo.frame.width))).toBeCloseTo(right, 3);
    }
  });

  it.each(REVIEW_CATALOGUES)('%s, %i per page in %s: a 4:5 photo beside a 3:2 one keeps 90 % of its width, the 3:2 one its whole height', async (look, perPage, orientation) => {
    for (const page of await laidOutReviewSet(look, perPage, orientation)) {
      for (const row of rowsOf(page.photos)) {
        if (!row.some((photo) => THREE_TWO.includes(photo.index))) continue;
        for (const photo of row.filter((each) => FOUR_FIVE.includes(each.index))) expect(kept(photo).across, `page ${page.number}, photo ${photo.index + 1}`).toBeGreaterThanOrEqual(0.9);
        for (const photo of row.filter((each) => THREE_TWO.includes(each.index))) expect(kept(photo).down, `page ${page.number}, photo ${photo.index + 1}`).toBeCloseTo(1, 6);
      }
    }
  });
});
