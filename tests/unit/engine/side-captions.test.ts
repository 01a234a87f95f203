/**
 * The seventh review, findings 1 and 2 (decision 1096): beside the photos of a landscape page, each
 * caption shrank to hold its name on two lines (6.0-10.5 pt in one catalogue, the hero's the
 * smallest), and Galleria's capitals were cut between letters with no hyphen ('DOPPIOPE / TTO').
 * The review set's captions, laid out as the PDF prints them: the catalogue font and the captions'
 * text face measured from disk, the Italian hyphenation.
 */
import { describe, expect, it } from 'vitest';
import type { LookName } from '../../../src/shared/index.js';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { REVIEW_NAMES as NAMES, laidOutReviewSet } from './review-set.js';

const LOOKS: LookName[] = ['classic', 'minimal', 'editorial', 'gallery'];
const laidOut = (look: LookName, imagesPerPage: 6 | 9) => laidOutReviewSet(look, imagesPerPage, 'landscape');

const nameLines = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name');
/** The name as its lines read: a line ending in a hyphen joins the next, any other line ends a word. */
const readName = (photo: DescribedPhoto) => nameLines(photo).reduce((name, { text }) => (name === '' ? text : name.endsWith('-') ? name.slice(0, -1) + text : `${name} ${text}`), '');

describe('captions beside the photos of a landscape page (decision 1096)', () => {
  it.each([6, 9] as const)('never break a word without a hyphen, in any look, at %i per page', async (imagesPerPage) => {
    for (const look of LOOKS) {
      const pages = await laidOut(look, imagesPerPage);
      for (const photo of pages.flatMap((page) => page.photos).filter((each) => each.caption.length > 0)) {
        const name = NAMES[photo.index] ?? '';
        expect(photo.shortened, `${look} ${name}`).toBeUndefined();
        expect(readName(photo).toLowerCase(), `${look} ${nameLines(photo).map((line) => line.text).join(' / ')}`).toBe(name.toLowerCase());
      }
    }
  });

  it("set every name on a page at one size, the hero's too, and the details at 7.5 pt or more", async () => {
    for (const look of LOOKS) {
      for (const [number, page] of (await laidOut(look, 6)).entries()) {
        const beside = page.photos.filter((photo) => photo.captionBand && captionStandsBeside(photo));
        if (beside.length === 0) continue;
        const sizes = new Set(beside.flatMap((photo) => nameLines(photo).map((line) => line.size)));
        expect([...sizes], `${look} page ${number + 1}`).toHaveLength(1);
        for (const line of beside.flatMap((photo) => photo.caption)) expect(line.size, `${look} ${line.text}`).toBeGreaterThanOrEqual(7.5);
      }
    }
  });
});
