/**
 * The seventh review, finding 4: one caption grammar per look and format. Classico at 6 landscape
 * set '€ 163' over 'SS27-003' in one row and '€ 274 · SS27-006' in the next; Minimale floated one
 * price right on a line of its own beside a neighbour's joined to its code; Editoriale hung every
 * price mid-column under the name. The review set laid out as the PDF prints it (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto, DescribedText } from '../../../src/catalog/index.js';
import { REVIEW_CATALOGUES, laidOutReviewSet as laidOut } from './review-set.js';

/** The review set's 'Pagina intera' (its seventh photo): its page sets a caption of its own. */
const FULL_PAGE_INDEX = 6;

const near = (a: number, b: number) => Math.abs(a - b) < 0.05;
const left = (line: DescribedText) => line.centreX - line.width / 2;

interface Structure {
  besideName: boolean;
  joined: boolean;
  price: DescribedText;
  code: DescribedText;
}

function structureOf(photo: DescribedPhoto): Structure | undefined {
  const price = photo.caption.find((line) => line.role === 'caption-price');
  const code = photo.caption.find((line) => line.role === 'caption-details' && line.text.includes('SS27'));
  const name = photo.caption.find((line) => line.role === 'caption-name');
  if (!price || !code || !name) return undefined;
  return { besideName: near(price.baseline, name.baseline), joined: near(price.baseline, code.baseline), price, code };
}

describe('one caption structure per look and format (the seventh review, finding 4)', () => {
  it.each(REVIEW_CATALOGUES)('sets every grid caption price and code alike, the price never alone mid-column (%s, %i per page, %s)', async (look, imagesPerPage, orientation) => {
    const pages = await laidOut(look, imagesPerPage, orientation);
    const structures = pages.flatMap((page, number) =>
      page.photos
        .filter((photo) => photo.index !== FULL_PAGE_INDEX)
        .flatMap((photo) => {
          const structure = structureOf(photo);
          return structure ? [{ ...structure, where: `page ${number + 1} photo ${photo.index + 1}` }] : [];
        }),
    );
    expect(structures.length).toBeGreaterThan(0);
    const grammar = (structure: Structure) => (structure.besideName ? 'beside the name' : structure.joined ? 'price · code' : 'price over code');
    expect(new Set(structures.map((structure) => `${grammar(structure)}`)), structures.map((structure) => `${structure.where}: ${grammar(structure)}`).join(', ')).toHaveLength(1);
    // A price over its code starts where the code does (flush left) or shares its centre (centred looks).
    for (const structure of structures.filter((each) => !each.besideName && !each.joined)) {
      const { price, code } = structure;
      expect(near(left(price), left(code)) || near(price.centreX, code.centreX), `${structure.where}: '${price.text}' at x ${left(price).toFixed(1)}, its code at ${left(code).toFixed(1)}`).toBe(true);
    }
  });
});
