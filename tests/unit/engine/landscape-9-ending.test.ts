/**
 * Decision 1133 (the thirteenth review, findings A2 and R1). In 'Adatta' the 9 landscape cover's hero
 * stands on its companions' foot and page 2's second row on one foot, as 'Riempi''s do; the 9
 * landscape catalogue, which ends on a full page, ends on the closing panel in the white right of its
 * photo, the photo on the catalogue's left edge.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto, PageDescription } from '../../../src/catalog/index.js';
import { laidOutReviewSet, REVIEW_CONTACT, REVIEW_LOOKS } from './review-set.js';

const footOf = (photo: DescribedPhoto) => photo.frame.y + photo.frame.height;
const nameLines = (photo: DescribedPhoto | undefined) => (photo?.caption ?? []).filter((line) => line.role === 'caption-name').map((line) => line.baseline);
const photoOf = (page: PageDescription | undefined, index: number) => page?.photos.find((photo) => photo.index === index);
const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

describe("'Adatta' 9 landscape: the photos of a row on one foot (A2)", () => {
  it.each(REVIEW_LOOKS)('%s: the cover\'s hero on its companions\' foot, its name by SS27-03\'s', async (look) => {
    const [cover] = await laidOutReviewSet(look, 9, 'landscape', undefined, 'fit');
    const row = [0, 1, 2, 3].map((index) => photoOf(cover, index));
    expect(row.every(Boolean)).toBe(true);
    expect(spread(row.map((photo) => (photo ? footOf(photo) : 0)))).toBeLessThanOrEqual(0.5);
    const [hero] = nameLines(row[0]);
    const [third] = nameLines(row[2]);
    expect(Math.abs((hero ?? 0) - (third ?? Infinity))).toBeLessThanOrEqual(3.5);
  });

  it.each(REVIEW_LOOKS)('%s: page 2\'s second row, SS27-11, 12 and 13, on one foot and one name line', async (look) => {
    const [, second] = await laidOutReviewSet(look, 9, 'landscape', undefined, 'fit');
    const row = [10, 11, 12].map((index) => photoOf(second, index));
    expect(row.every(Boolean)).toBe(true);
    expect(spread(row.map((photo) => (photo ? footOf(photo) : 0)))).toBeLessThanOrEqual(0.5);
    expect(spread(row.map((photo) => nameLines(photo)[0] ?? 0))).toBeLessThanOrEqual(0.5);
  });
});

const ENDINGS = REVIEW_LOOKS.flatMap((look) => (['fill', 'fit'] as const).flatMap((fit) => [[look, fit, false], [look, fit, true]] as const));

describe('9 landscape ends on the closing panel beside its full page (R1)', () => {
  it.each(ENDINGS)('%s, %s, contact %s', async (look, fit, contact) => {
    const pages = await laidOutReviewSet(look, 9, 'landscape', contact ? REVIEW_CONTACT : undefined, fit);
    const [, second, last] = pages;
    expect(pages).toHaveLength(3);
    const [photo] = last?.photos ?? [];
    if (!second || !last || !photo) throw new Error('no full page at the end');
    // The photo on the catalogue's left edge: page 2's first photo's.
    expect(Math.abs(photo.frame.x - Math.min(...second.photos.map((each) => each.frame.x)))).toBeLessThanOrEqual(0.5);
    // The title again, in the title face (the catalogue font, no face of its own), right of the photo.
    const title = last.texts.filter((text) => text.role === 'closing-title');
    expect(title.length).toBeGreaterThan(0);
    for (const line of title) {
      expect(line.face).toBeUndefined();
      expect(line.size).toBeGreaterThanOrEqual(18);
      expect(line.centreX - line.width / 2).toBeGreaterThan(photo.frame.x + photo.frame.width);
    }
  });
});
