/**
 * The tenth review, finding 2: at 4 portrait the 'Pagina intera' plate took the 4 portrait grid
 * block's width, height-bound and narrower, so SS27-07 (2:3) kept 86-92 % of its width where at 6
 * portrait it printed whole; and Galleria's one-line caption dropped 'Nero, Cammello, Blu notte ·
 * XS–XL' from the PDF with no warning. The plate now takes the live area's width, and its caption
 * takes a second line rather than drop a field (decision 1113). The review set (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_CATALOGUES, REVIEW_NAMES, laidOutReviewSet as laidOut } from './review-set.js';

/** The review set's 'Pagina intera' (its seventh photo) and its caption's fields as the review set gives them. */
const FULL_PAGE_INDEX = 6;
const FIELDS = [REVIEW_NAMES[FULL_PAGE_INDEX] ?? '', String(89 + 37 * FULL_PAGE_INDEX), 'SS27-07', 'Nero, Cammello, Blu notte', 'XS-XL'];
/** Case, dashes and spaces as a look may print them: Galleria's capitals, the sizes' en dash. */
const plain = (text: string) => text.toLowerCase().replace(/[\u2010-\u2013]/g, '-').replace(/\s+/g, ' ');

describe('the full page prints its photo whole and every field of its caption (the tenth review, finding 2)', () => {
  it.each(REVIEW_CATALOGUES)('keeps 99 % of a 2:3 photo and prints name, price, code, colours and sizes (%s, %i per page, %s)', async (look, imagesPerPage, orientation) => {
    const pages = await laidOut(look, imagesPerPage, orientation);
    const photo = pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === FULL_PAGE_INDEX)?.photos[0];
    if (!photo) throw new Error('no full page');
    const drawn = photo.image ?? photo.frame;
    expect(photo.frame.width / drawn.width, 'width kept').toBeGreaterThanOrEqual(0.99);
    expect(photo.frame.height / drawn.height, 'height kept').toBeGreaterThanOrEqual(0.99);
    const printed = plain(photo.caption.map((line) => line.text).join(' '));
    for (const field of FIELDS) expect(printed, field).toContain(plain(field));
  });
});
