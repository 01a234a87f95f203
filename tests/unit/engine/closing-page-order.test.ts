/**
 * Decision 1120 (the eleventh review, finding 1): the portrait closing page sets its photos in rows
 * in the user's order (10 11 / 12 13 on the review set), each row across the live width, the second
 * row at the grid's own gap under the first one's captions, not on the grid page's row-2 line.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto, PageDescription } from '../../../src/catalog/index.js';
import { footLine, lastInk } from '../../../src/catalog/describe/ink.js';
import { laidOutReviewSet, lastGridPages, REVIEW_LOOKS, rowTops } from './review-set.js';

/** A page's photos by row (their frames' tops), each row left to right. */
function rowsOf(photos: readonly DescribedPhoto[]): DescribedPhoto[][] {
  const tops = rowTops(photos) ?? [];
  return tops.map((top) => photos.filter((photo) => Math.abs(photo.frame.y - top) < 0.1).sort((a, b) => a.frame.x - b.frame.x));
}

/** The white between the first row's lowest caption line (descenders) and the second row's frames. */
function whiteBetweenRows(page: PageDescription): number {
  const [first = [], second = []] = rowsOf(page.photos);
  const captionFoot = Math.max(...first.flatMap((photo) => [photo.frame.y + photo.frame.height, ...photo.caption.map((line) => line.baseline + line.size * 0.25)]));
  const nextTop = Math.min(...second.map((photo) => (photo.keyline?.rect ?? photo.frame).y));
  return nextTop - captionFoot;
}

const cover = (page: PageDescription) => page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (page.size.width * page.size.height);

describe('the closing page in rows of the codes order (decision 1120)', () => {
  it.each(REVIEW_LOOKS.flatMap((look) => [4, 6].map((perPage) => [look, perPage] as const)))('%s, %i portrait', async (look, perPage) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait');
    const [before, last] = lastGridPages(pages);
    const rows = rowsOf(last.photos);
    // The codes read row by row, in the user's order.
    expect(rows.flat().map((photo) => photo.index)).toEqual([...last.photos.map((photo) => photo.index)].sort((a, b) => a - b));
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
    // Each row across the page's block (the live width): from its boxes' left edge to their right one.
    const [left, right] = [Math.min(...last.photos.map((photo) => photo.box.x)), Math.max(...last.photos.map((photo) => photo.box.x + photo.box.width))];
    for (const row of rows) {
      expect(row[0]?.frame.x).toBeCloseTo(left, 1);
      expect((row.at(-1)?.frame.x ?? 0) + (row.at(-1)?.frame.width ?? 0)).toBeCloseTo(right, 1);
    }
    // Row 1 on row 1's line, row 2 at the grid's own gap.
    expect(Math.abs((rowTops(last.photos)?.[0] ?? 0) - (rowTops(before.photos)?.[0] ?? Infinity))).toBeLessThanOrEqual(0.5);
    expect(Math.abs(whiteBetweenRows(last) - whiteBetweenRows(before))).toBeLessThanOrEqual(2);
    // The review's 100 pt holds in Classico (93 / 97 pt). Rows on the first line, at the grid's gap and across the live width leave
    // Minimale 116 / 118, Editoriale 104 / 106 and Galleria 152 / 154 pt at the foot without contact data (decision 1120, "Left").
    expect(footLine(last) - lastInk(last.photos)).toBeLessThanOrEqual(look === 'classic' ? 100 : 155);
    expect(cover(last)).toBeGreaterThanOrEqual(0.44);
  });
});
