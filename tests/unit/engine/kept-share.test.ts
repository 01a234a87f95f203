import { describe, expect, it } from 'vitest';
import { CASES, LOOKS, reviewLayout, reviewPhotos, worstKept } from '../../fixtures/review-layout.js';
import { MIN_KEPT_SHARE } from '../../../src/catalog/layout/frame-shape.js';

describe("what 'Riempi' keeps of each photo (issue 35, decision 1076)", () => {
  it('keeps at least 75 % of every review photo\'s width and height in every look, count and orientation', () => {
    // Before: 44 % of 13 (3:2) in a 2:3 cell at 4 per page, 53 % of 12 in a 4:5 cell at 6 in landscape, 71 % of 10 (4:5) in stretched frames.
    for (const look of LOOKS)
      for (const [perPage, orientation] of CASES)
        for (const marked of [true, false]) {
          const photos = reviewPhotos(marked);
          const worst = worstKept(photos, reviewLayout(photos, { look, perPage, orientation, captions: marked }));
          expect(worst.share, `${look} ${perPage} ${orientation} ${marked ? 'marked' : 'unmarked'}: photo ${worst.index + 1}`).toBeGreaterThanOrEqual(MIN_KEPT_SHARE - 1e-9);
        }
  });

  it('keeps 90 % of the height of a hero and of a wide photo across two cells, in blocks the landscape columns spread (decision 1076)', () => {
    // The spread 6-per-page landscape blocks cut the hero's head (81 %) and the 3:2 photos' (75 %) when the frame took the whole block.
    for (const look of LOOKS)
      for (const [perPage, orientation] of CASES) {
        const photos = reviewPhotos(true);
        const blocks = reviewLayout(photos, { look, perPage, orientation, captions: true }).flatMap((page) => (page.fullBleed ? [] : page.placements.filter((placement) => [0, 11, 12].includes(placement.index))));
        for (const { index, frame, image } of blocks) expect(frame.height / (image?.height ?? frame.height), `${look} ${perPage} ${orientation}: photo ${index + 1}`).toBeGreaterThanOrEqual(0.9 - 1e-9);
      }
  });

  it('puts the wide photos that overflow the last page together, in the user\'s order, at 4 per page (decisions 1076, 1078)', () => {
    // Before 1076: 11 beside a hole over 12 across the row, then 13 alone on a half-empty page. Before
    // 1078: 12, 13, then 11 alone, out of order, 386 x 579 pt; now 11 first, centred in the grid's frame
    // (unmarked); marked, 08 and 09 fill the page before 07's (decision 1089), 10 and 11 share a
    // page in the grid's frames and 12, 13 the last. Decision 1098: they share a page of wide photos, on the 6-per-page grid,
    // a wide photo beside a 4:5 one: 11 12 / 13 (unmarked, 10 fills the page before). Marked, the closing page's rows
    // are in the user's order since decision 1120: 10 11 / 12 13, each row across the page.
    for (const marked of [true, false]) {
      const photos = reviewPhotos(marked);
      const pages = reviewLayout(photos, { look: 'classic', perPage: 4, orientation: 'portrait', captions: marked });
      expect(pages.slice(-2).map((page) => page.placements.map((placement) => placement.index + 1))).toEqual(marked ? [[7], [10, 11, 12, 13]] : [[7, 8, 9, 10], [11, 12, 13]]);
      const [plain, beside, under] = pages.at(-1)?.placements ?? [];
      if (marked) {
        // Each row across the page at one width: the 3:2 photo under the 4:5 one as wide, its whole shape.
        expect(under?.frame.width).toBeCloseTo(plain?.frame.width ?? NaN, 6);
        expect((under?.frame.width ?? 0) / (under?.frame.height ?? 1)).toBeCloseTo(1.5, 6);
        continue;
      }
      const wide = beside;
      // The wide photo across two of the grid's three columns: its frame wider than the plain photo's beside it.
      expect(wide?.frame.width ?? 0).toBeGreaterThan(1.5 * (plain?.frame.width ?? Infinity));
      expect(wide?.frame.y).toBeCloseTo(plain?.frame.y ?? NaN, 6);
    }
  });
});
