/**
 * Decision 1089 (the sixth review's finding 1): a page of its own ('Pagina intera') prints at the
 * next page break, so the grid page in progress fills with the photos after it (at most one grid
 * page's) instead of closing short where it fell (decision 1078: 2 / 4 / 1 / 4 / 2 photos at 6 per
 * page). Two 3:2 photos and two 4:5 ones after it share one page, in the user's order across each row.
 */
import { describe, expect, it } from 'vitest';
import { planPages, type PhotoMark } from '../../../src/catalog/layout/page-plan.js';
import { CASES, LOOKS, reviewLayout, reviewPhotos } from '../../fixtures/review-layout.js';

const number = (index: number) => String(index + 1).padStart(2, '0');
const printed = (pages: ReturnType<typeof reviewLayout>) => pages.map((page) => (page.fullBleed ? `F${number(page.placements[0]?.index ?? 0)}` : page.placements.map((placement) => number(placement.index)).join(' ')));

describe('a full page at the next page break (decision 1089)', () => {
  it('fills the grid page before the review set’s full page, and prints 08-13 on fewer pages', () => {
    const photos = reviewPhotos(true);
    for (const look of LOOKS.filter((name) => name !== 'editorial'))
      for (const [perPage, orientation] of CASES) {
        const pages = printed(reviewLayout(photos, { look, perPage, orientation, captions: true }));
        const expected = {
          // Decision 1078: 01 | 02 03 04 | 05 06 | F07 | 08 09 10 11 | 12 13. Decision 1089: ... | F07 | 10 11 | 12 13, 10 11 on a
          // half-empty page. Decision 1098: the 4:5 and 3:2 photos on one page of wide photos, as at 6 per page;
          // decision 1120: in rows of the user's order, 10 11 / 12 13 (it was 10 12 / 11 13).
          4: ['01', '02 03 04 05', '06 08 09', 'F07', '10 11 12 13'],
          // Decision 1078: 01 02 | 03 04 05 06 | F07 | 08 09 10 11 | 12 13.
          6: ['01 02', '03 04 05 06 08 09', 'F07', '10 11 12 13'],
          // Decision 1078: 01 02 03 04 | 05 06 | F07 | 08-13.
          9: ['01 02 03 04', '05 06 08 09 10 11 12 13', 'F07'],
        }[perPage];
        // Decision 1116: at 6 landscape the cover holds a row of three companions under its title, page 2 the next photos.
        const sixLandscape = ['01 02 03 04', '05 06 08 09 10 11', 'F07', '12 13'];
        expect(pages, `${look} ${perPage} ${orientation}`).toEqual(perPage === 6 && orientation === 'landscape' ? sixLandscape : expected);
      }
  });

  it('prints Editoriale’s larger photo’s page past the full page too, which follows it', () => {
    // Twenty-six photos: of thirty, the larger photo would cost a page, and prints only where the white allows (decision 1098).
    const photos = [...reviewPhotos(true), ...Array.from({ length: 13 }, () => ({ width: 1600, height: 2400 }))];
    const pages = printed(reviewLayout(photos, { look: 'editorial', perPage: 9, orientation: 'landscape', captions: true }));
    // Decision 1078: 01 02 03 04 | 05 06 (two photos, 10 % of the page) | F07 | 08-...
    expect(pages.slice(0, 3)).toEqual(['01 02 03 04', '05 06 08 09 10 11', 'F07']);
    // The review set (decision 1078: 05 06 | F07 | 08-13; 1089: 05's larger photo, 08-11 beside it | F07 | 12 13): a larger
    // photo there cost a page, so it prints as the other looks do (decision 1098).
    expect(printed(reviewLayout(reviewPhotos(true), { look: 'editorial', perPage: 9, orientation: 'landscape', captions: true }))).toEqual(['01 02 03 04', '05 06 08 09 10 11 12 13', 'F07']);
  });

  it('sets two 4:5 photos and two 3:2 ones in the user’s order, row by row (decision 1120)', () => {
    const [, , , last] = reviewLayout(reviewPhotos(true), { look: 'classic', perPage: 6, orientation: 'portrait', captions: true });
    const rows = new Map<number, number[]>();
    for (const placement of last?.placements ?? []) rows.set(Math.round(placement.frame.y + placement.frame.height), [...(rows.get(Math.round(placement.frame.y + placement.frame.height)) ?? []), placement.index]);
    // Bottom-aligned rows, read left to right (the placements are in reading order): 10 then 11, 12 then 13.
    expect([...rows.values()]).toEqual([
      [9, 10],
      [11, 12],
    ]);
    const xs = (last?.placements ?? []).map((placement) => placement.frame.x);
    expect(xs[0]).toBeLessThan(xs[1] ?? 0);
    expect(xs[2]).toBeLessThan(xs[3] ?? 0);
  });

  it('never moves a full page past more than the grid page before it, and fills that page, with 30 and 60 photos', () => {
    const grids = { opening: { columns: 3, rows: 1 }, following: { columns: 3, rows: 2 } };
    const twoByTwo = () => ({ columns: 2, rows: 2 });
    for (const count of [30, 60])
      for (const fullAt of [6, 7, 13, 20, 29]) {
        const marks = Array.from({ length: count }, (_, index): PhotoMark => (index === fullAt || index === fullAt + 17 ? 'full' : undefined));
        const pages = planPages(marks, { perPage: 6, grids, heroSpan: twoByTwo, tall: () => true, wide: () => false });
        pages.forEach((page, at) => {
          if (page.kind !== 'full') return;
          const [photo = 0] = page.indices;
          const before = pages[at - 1];
          // The page before it holds photos after it only to fill: page 1 its one row's three, a following page at least two
          // thirds of six where it gave the catalogue's short last page back some (22 24 25 26 | F23 | 27 28 29, not 22 24-28 | F23 | 29).
          if (before && before.indices.some((index) => index > photo)) expect(before.indices.length * 3, `${count} ${fullAt}`).toBeGreaterThanOrEqual(before.kind === 'opening' ? 9 : 12);
          // Every photo after it printed before it stands on that page.
          const early = pages.slice(0, at).flatMap((other) => other.indices.filter((index) => index > photo));
          for (const index of early) expect(before?.indices, `${count} ${fullAt}`).toContain(index);
          expect(early.length).toBeLessThan(6);
        });
        // No grid page but the last is under two thirds full.
        const grid = pages.filter((page) => page.kind === 'following');
        for (const page of grid.slice(0, -1)) expect(page.indices.length * 3, `${count} ${fullAt}`).toBeGreaterThanOrEqual(2 * 6);
      }
  });
});
