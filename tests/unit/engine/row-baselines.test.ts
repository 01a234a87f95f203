/**
 * The seventh review, finding 6 (decision 1097): in the centred captions of Classico and Galleria,
 * where one name of a row wrapped, its price, code and colours dropped a line below its neighbours'
 * ('€ 126' at y 498.6 beside 487.0 on Classico 9 landscape p1). The review set's captions, laid out
 * as the PDF prints them (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { captionBandsOf, laidOutReviewSet as laidOut } from './review-set.js';

const baselineOf = (photo: DescribedPhoto, role: string) => photo.caption.find((line) => line.role === role)?.baseline;
const nameCount = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name').length;

/** The captions under the photos of a page, in rows: bands starting level. */
function rows(photos: readonly DescribedPhoto[]): DescribedPhoto[][] {
  return captionBandsOf(photos).filter((row) => row.length > 1);
}

const nameSize = (photo: DescribedPhoto) => photo.caption.find((line) => line.role === 'caption-name')?.size;

describe('one caption structure across a row (decision 1097)', () => {
  it.each([
    // The review's pages, a name wrapping beside one-line names: Classico-9l p1, Galleria-6p p2 (and Galleria-9l p2 in 3:4 frames, before decision 1103).
    ['classic', 9, 'landscape', true],
    // In 2:3 frames (decision 1103) Galleria's 9 landscape rows wrap all their names or none.
    ['gallery', 9, 'landscape', false],
    ['gallery', 6, 'portrait', true],
    ['classic', 6, 'portrait', false],
    ['classic', 4, 'portrait', false],
    ['gallery', 4, 'portrait', false],
  ] as const)('sets price, code and colours of a centred row on shared baselines where one name wraps (%s, %i per page, %s)', async (look, imagesPerPage, orientation, wraps) => {
    let staggered = 0;
    for (const [number, page] of (await laidOut(look, imagesPerPage, orientation)).entries()) {
      for (const row of rows(page.photos)) {
        if (new Set(row.map(nameCount)).size > 1) staggered++;
        // A hero's larger caption apart: its details are larger too.
        const gridSized = row.filter((photo) => nameSize(photo) === Math.min(...row.map((each) => nameSize(each) ?? Infinity)));
        for (const role of ['caption-price', 'caption-details', 'caption-variants']) {
          const baselines = gridSized.map((photo) => baselineOf(photo, role)).filter((baseline) => baseline !== undefined);
          for (const baseline of baselines) expect(baseline, `${look} page ${number + 1} ${role}`).toBeCloseTo(baselines[0] ?? NaN, 1);
        }
        // The name stands directly over its details: a one-line name's last line on its neighbours' last (a hero's too), no empty line under it.
        const lastNames = row.map((photo) => Math.max(...photo.caption.filter((line) => line.role === 'caption-name').map((line) => line.baseline)));
        for (const baseline of lastNames) expect(baseline, `${look} page ${number + 1} last name line`).toBeCloseTo(lastNames[0] ?? NaN, 1);
      }
    }
    if (wraps) expect(staggered, 'a row where one name wraps').toBeGreaterThan(0);
  });
});
