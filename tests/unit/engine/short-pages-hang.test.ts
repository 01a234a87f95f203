/**
 * Decision 1089 (the sixth review's finding 2): a short grid page after the first keeps the grid's
 * frames and hangs from the same top line as the full pages, its white left at the foot. Centred on
 * the optical centre its fewer rows moved the block page to page (4 per page in portrait: 82.6 mm
 * against 25.9 mm from the page's top).
 */
import { describe, expect, it } from 'vitest';
import { CASES, LOOKS, reviewLayout, reviewPhotos } from '../../fixtures/review-layout.js';

describe('short pages hang from the full pages’ top line (decision 1089)', () => {
  it('starts every grid page after the first at one top line, in every look and format, 13 and 31 photos', () => {
    const reviewSet = reviewPhotos(true);
    // 31: the review set, then eighteen more 2:3 photos, so the last page is short at every count per page.
    const longer = [...reviewSet, ...Array.from({ length: 18 }, () => ({ width: 1600, height: 2400 }))];
    let shortPages = 0;
    for (const photos of [reviewSet, longer])
      for (const look of LOOKS)
        for (const [perPage, orientation] of CASES) {
          const pages = reviewLayout(photos, { look, perPage, orientation, captions: true }).filter((page) => page.kind === 'following');
          // Each page's first row: the top of its photos' areas (a block's runs from its first row's top).
          const tops = pages.map((page) => Math.min(...page.placements.map((placement) => placement.box.y)));
          shortPages += pages.filter((page) => page.placements.length < perPage).length;
          const [line] = tops;
          for (const [at, top] of tops.entries()) expect(top, `${look} ${perPage} ${orientation} page ${pages[at]?.number} of ${photos.length}`).toBeCloseTo(line ?? 0, 3);
        }
    expect(shortPages).toBeGreaterThan(10);
  });
});
