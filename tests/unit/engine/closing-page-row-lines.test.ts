/**
 * Decision 1115 (the tenth review, finding 1): the last grid page of every portrait catalogue sets
 * its first row on the first row line of the grid page before it, as master pages do (its second row
 * since decision 1120 at the grid's white, closing-page-order.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { laidOutReviewSet, lastGridPages, REVIEW_CONTACT, REVIEW_LOOKS, rowTops } from './review-set.js';

describe('the last grid page on the first row line of the page before it (decisions 1115, 1120)', () => {
  it.each(REVIEW_LOOKS.flatMap((look) => [4, 6].map((perPage) => [look, perPage] as const)))('%s, %i portrait', async (look, perPage) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait');
    const [before, last] = lastGridPages(pages);
    const lines = rowTops(before.photos) ?? [];
    const tops = rowTops(last.photos) ?? [];
    expect(last.number).toBe(pages.length);
    // Row 1 on its line. Since decision 1120 row 2 follows at the grid's white under row 1's captions, not on its line,
    // which left 75-91 pt between the rows (closing-page-order.test.ts).
    expect(tops).toHaveLength(2);
    expect(Math.abs((tops[0] ?? 0) - (lines[0] ?? Infinity))).toBeLessThanOrEqual(0.5);
  });
});

/** The foot line as the review measured it: the footer rule, else the top of the folio. */
function footOf(page: PageDescription): number {
  const rule = page.rules.find((each) => each.role === 'footer-rule');
  const folio = page.texts.find((text) => text.role === 'page-number');
  return rule?.y ?? (folio ? folio.baseline - folio.size * 0.8 : page.size.height);
}

/** The lowest ink over the foot: photos, keylines, caption lines, the closing block. */
function inkBottom(page: PageDescription): number {
  const photos = page.photos.flatMap((photo) => [(photo.keyline?.rect ?? photo.frame).y + (photo.keyline?.rect ?? photo.frame).height, ...photo.caption.map((line) => line.baseline + line.size * 0.25)]);
  const block = page.texts.filter((text) => text.role === 'contact').map((text) => text.baseline + text.size * 0.25);
  return Math.max(...photos, ...block);
}

describe('the closing block: the account contact in the last page white (decision 1115)', () => {
  it.each(REVIEW_LOOKS.flatMap((look) => [4, 6].map((perPage) => [look, perPage] as const)))('%s, %i portrait: at most 90 pt over the foot line', async (look, perPage) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait', REVIEW_CONTACT);
    const [, last] = lastGridPages(pages);
    expect(footOf(last) - inkBottom(last)).toBeLessThanOrEqual(90);
    const block = last.texts.filter((text) => text.role === 'contact');
    // Where it prints, once, on one line: on the page axis in the centred looks, on the photos' left edge in the flush-left ones.
    for (const text of block) {
      expect(text.text).toBe(REVIEW_CONTACT);
      const left = Math.min(...last.photos.map((photo) => photo.frame.x));
      if (look === 'classic' || look === 'gallery') expect(text.centreX).toBeCloseTo(last.size.width / 2, 1);
      else expect(text.centreX - text.width / 2).toBeCloseTo(left, 1);
      expect(last.texts.filter((each) => each.text === REVIEW_CONTACT)).toHaveLength(1);
    }
    expect(pages.slice(0, -1).flatMap((page) => page.texts).filter((text) => text.role === 'contact')).toEqual([]);
  });

  it.each(REVIEW_LOOKS)('%s: without contact data the last page prints no block', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'portrait');
    expect(pages.flatMap((page) => page.texts).filter((text) => text.role === 'contact')).toEqual([]);
  });
});
