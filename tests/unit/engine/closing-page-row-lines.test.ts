/**
 * Decision 1115 (the tenth review, finding 1): the last grid page of every portrait catalogue sets
 * its rows on the row lines of the grid page before it, as master pages do.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto, PageDescription } from '../../../src/catalog/index.js';
import { laidOutReviewSet, REVIEW_LOOKS } from './review-set.js';

/** A page's row tops, where every photo stands in one row (no block over two rows, no full page). */
export function rowTops(photos: readonly DescribedPhoto[]): number[] | undefined {
  const tops = [...new Set(photos.map((photo) => Math.round(photo.frame.y * 10) / 10))].sort((a, b) => a - b);
  const spans = photos.some((photo) => tops.some((top) => top > photo.frame.y + 0.5 && top < photo.frame.y + photo.frame.height));
  return tops.length >= 2 && !spans ? tops : undefined;
}

/** The last page with photos in rows, and the grid page in rows before it. */
export function lastGridPages(pages: readonly PageDescription[]): [PageDescription, PageDescription] {
  const inRows = pages.filter((page) => rowTops(page.photos) !== undefined);
  const last = inRows.at(-1);
  const before = inRows.at(-2);
  if (!last || !before) throw new Error('fewer than two grid pages in rows');
  return [before, last];
}

describe('the last grid page on the row lines of the page before it (decision 1115)', () => {
  it.each(REVIEW_LOOKS.flatMap((look) => [4, 6].map((perPage) => [look, perPage] as const)))('%s, %i portrait', async (look, perPage) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait');
    const [before, last] = lastGridPages(pages);
    const lines = rowTops(before.photos) ?? [];
    const tops = rowTops(last.photos) ?? [];
    expect(last.number).toBe(pages.length);
    tops.forEach((top, row) => expect(Math.abs(top - (lines[row] ?? Infinity))).toBeLessThanOrEqual(0.5));
  });
});
