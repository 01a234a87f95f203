/**
 * The eighth review, finding 8 (decision 1104): where Minimale and Editoriale set the price on the
 * name's first line, that line was measured short for it and the second across the whole measure:
 * 'Trench / in gabardine di cotone', 31.7 pt over 98.7 pt, the second line running under '€ 126'.
 * Every name line keeps clear of the price, or the two lines are balanced.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { REVIEW_CATALOGUES, laidOutReviewSet as laidOut } from './review-set.js';

const names = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name');
/** A price on the name's first line, flush right on the photo's edge. */
const priceOnNameLine = (photo: DescribedPhoto) => photo.caption.find((line) => line.role === 'caption-price' && line.baseline === names(photo)[0]?.baseline);

describe("a name's lines read as one (decision 1104)", () => {
  it.each(REVIEW_CATALOGUES)('sets no first name line under half its second (%s, %i per page, %s)', async (look, imagesPerPage, orientation) => {
    for (const [number, page] of (await laidOut(look, imagesPerPage, orientation)).entries()) {
      for (const photo of page.photos) {
        const [first, second] = names(photo);
        if (!first || !second) continue;
        expect(first.width, `${look} page ${number + 1}: '${first.text} / ${second.text}'`).toBeGreaterThanOrEqual(0.5 * second.width);
        const price = priceOnNameLine(photo);
        // Every line of the name stops before the price's column.
        if (price) for (const line of names(photo)) expect(line.centreX + line.width / 2, `${look} page ${number + 1}: '${line.text}' under ${price.text}`).toBeLessThanOrEqual(price.centreX - price.width / 2);
      }
    }
  });
});
