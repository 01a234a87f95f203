/**
 * The ninth review, finding 1 (decisions 1107, 1110): beside the photos of the 6 landscape pages,
 * in columns of 43-54 pt, every caption ran eight lines deep, names one word a line ('Blazer /
 * sartoriale / in lino') and the colour 'Blu notte' split over two ('Cammello, Blu / notte ·
 * XS–XL'). Six lines is the deepest a caption sets with its fields whole: a name in at most three,
 * price and code, and the colours with the sizes on one line or two.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

const MOST_LINES = 6;
const MOST_NAME_LINES = 3;
/** The review set's colours and size runs, as the caption prints them (an en dash in a run). */
const FIELDS = new Set(['nero', 'cammello', 'blu notte', 'xs–xl', 'unica']);

const linesOf = (photo: DescribedPhoto, role: string) => photo.caption.filter((line) => line.role === role).map((line) => line.text);

describe('captions beside the photos at 6 per page in landscape (decision 1110)', () => {
  it.each(REVIEW_LOOKS)(`set in at most ${MOST_LINES} lines, the name in ${MOST_NAME_LINES}, with no colour or size split (%s)`, async (look) => {
    let measured = 0;
    // The grid's pages: the full page's panel is a caption of its own (decision 1099).
    for (const page of (await laidOutReviewSet(look, 6, 'landscape')).filter((each) => each.photos.length > 1)) {
      for (const photo of page.photos.filter((each) => each.caption.length > 0 && captionStandsBeside(each))) {
        measured++;
        const where = `page ${page.number}, photo ${photo.index + 1}: ${photo.caption.map((line) => line.text).join(' / ')}`;
        // A line is a baseline: a price and its code may be two texts on one.
        expect(new Set(photo.caption.map((line) => line.baseline.toFixed(2))).size, where).toBeLessThanOrEqual(MOST_LINES);
        const name = linesOf(photo, 'caption-name');
        expect(name.length, where).toBeLessThanOrEqual(MOST_NAME_LINES);
        for (const line of name) expect(line.endsWith('-'), where).toBe(false);
        // Every piece of a colours-and-sizes line is a whole colour or size run.
        const pieces = linesOf(photo, 'caption-variants').flatMap((line) => line.split(/,\s*|\s*·\s*/)).filter((piece) => piece !== '');
        for (const piece of pieces) expect(FIELDS.has(piece.toLocaleLowerCase('it')), `${where}: '${piece}'`).toBe(true);
      }
    }
    expect(measured, 'captions beside their photos').toBeGreaterThan(0);
  });
});
