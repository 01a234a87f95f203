/**
 * The seventh review, finding 10: page 1's title set to its column. Editoriale at 6 per page in
 * portrait stacked it in four lines beside the hero, '2027' alone on the last; Minimale at 4 per
 * page stood its hero 4.6 pt inside the title's and the grid's left edge. The review set laid out
 * as the PDF prints it (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_CATALOGUES, laidOutReviewSet as laidOut } from './review-set.js';

const left = (line: { centreX: number; width: number }) => line.centreX - line.width / 2;

describe('page 1’s title set to its column (the seventh review, finding 10)', () => {
  it.each(REVIEW_CATALOGUES)(
    'sets the title in three lines at most, “Estate 2027” together (%s, %i per page, %s)',
    async (look, imagesPerPage, orientation) => {
      const [page] = await laidOut(look, imagesPerPage, orientation);
      const titles = (page?.texts ?? []).filter((text) => text.role === 'title').map((text) => text.text);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.length, titles.join(' / ')).toBeLessThanOrEqual(3);
      expect(titles.some((line) => line.endsWith('Estate 2027')), titles.join(' / ')).toBe(true);
    },
  );

  it('stands the hero on the title’s and the grid’s left edge (Minimale, 4 per page)', async () => {
    const [first, second] = await laidOut('minimal', 4, 'portrait');
    const title = first?.texts.find((text) => text.role === 'title');
    const hero = first?.photos[0];
    if (!title || !hero || !second) throw new Error('no title, hero or page 2');
    expect(hero.frame.x).toBeCloseTo(left(title), 1);
    expect(hero.frame.x).toBeCloseTo(Math.min(...second.photos.map((photo) => photo.frame.x)), 1);
  });
});
