/**
 * Decision 1126 (the twelfth review, finding A2): in 'Adatta' the closing page that mixes shapes reads
 * in the codes' order, 10 11 / 12 13, as 'Riempi''s does since 1120: the rows of `rowsInOrder`, frames of
 * each photo's own shape, so every photo stays whole and the frames of a row share a top and a foot.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { laidOutReviewSet, REVIEW_LOOKS } from './review-set.js';

/** The review set's last four photos: SS27-10 and 11 (4:5), SS27-12 and 13 (3:2). */
const LAST = [9, 10, 11, 12];
const RATIO: Record<number, number> = { 9: 4 / 5, 10: 4 / 5, 11: 3 / 2, 12: 3 / 2 };

/** The photos by their frames' tops (to half a point), top to bottom, each row left to right. */
function rowsByTop(photos: readonly DescribedPhoto[]): DescribedPhoto[][] {
  const rows: DescribedPhoto[][] = [];
  for (const photo of [...photos].sort((a, b) => a.frame.y - b.frame.y || a.frame.x - b.frame.x)) {
    const row = rows.find((each) => Math.abs((each[0]?.frame.y ?? Infinity) - photo.frame.y) <= 0.5);
    if (row) row.push(photo);
    else rows.push([photo]);
  }
  return rows.map((row) => row.sort((a, b) => a.frame.x - b.frame.x));
}

describe("'Adatta': the closing page in rows of the codes' order (decision 1126)", () => {
  it.each(REVIEW_LOOKS)('%s, 4 portrait', async (look) => {
    const pages = await laidOutReviewSet(look, 4, 'portrait', undefined, 'fit');
    const last = pages.find((page) => page.photos.some((photo) => photo.index === 12));
    expect(last?.photos.map((photo) => photo.index).sort((a, b) => a - b)).toEqual(LAST);
    const rows = rowsByTop(last?.photos ?? []);
    // The codes read row by row: 10 11 over 12 13.
    expect(rows.map((row) => row.map((photo) => photo.index))).toEqual([
      [9, 10],
      [11, 12],
    ]);
    for (const row of rows) {
      // The frames of a row share a top and a foot.
      const feet = row.map((photo) => photo.frame.y + photo.frame.height);
      expect(Math.max(...feet) - Math.min(...feet)).toBeLessThanOrEqual(0.5);
      for (const photo of row) {
        // Each photo whole: drawn in its frame, uncut, at its own shape.
        if (photo.image) expect(photo.image).toEqual(photo.frame);
        expect(photo.frame.width / photo.frame.height).toBeCloseTo(RATIO[photo.index] ?? 0, 2);
      }
    }
  });
});
