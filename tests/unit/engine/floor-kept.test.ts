import { describe, expect, it } from 'vitest';
import { REVIEW_CATALOGUES, laidOutReviewSet } from './review-set.js';
import { FLOOR_KEPT } from '../../../src/catalog/layout/focal-point.js';

// The review set's first nine photos are 2:3 figures: head at 10-22 % of the height, the floor line at 95-96 %.
const FIGURES = 9;

describe('a 2:3 figure keeps its shoes and the floor under them (the eighth review, finding 1; decision 1103)', () => {
  it.each(REVIEW_CATALOGUES)('%s, %i per page in %s: no 2:3 photo ends above 97 % of its height, heroes and full pages included', async (look, perPage, orientation) => {
    // Before: 3:4 frames in Classico and Galleria at 4 portrait and Galleria at 9 landscape ended at 93.3 %,
    // the 6 landscape hero at 94.0 % in every look.
    for (const page of await laidOutReviewSet(look, perPage, orientation))
      for (const photo of page.photos.filter((each) => each.index < FIGURES && each.image)) {
        const image = photo.image ?? photo.frame;
        const visibleFoot = (photo.frame.y + photo.frame.height - image.y) / image.height;
        expect(visibleFoot, `page ${page.number}, photo ${photo.index + 1}`).toBeGreaterThanOrEqual(FLOOR_KEPT - 1e-9);
      }
  });

  it.each(REVIEW_CATALOGUES.filter(([, perPage]) => perPage !== 9))('%s, %i per page in %s: its fullest page after the first still gives the photos 40 % of the page', async (look, perPage, orientation) => {
    const pages = (await laidOutReviewSet(look, perPage, orientation)).slice(1);
    const gridPages = pages.filter((page) => page.photos.length > 1);
    const fullest = gridPages.reduce((best, page) => (page.photos.length > best.photos.length ? page : best));
    const covered = fullest.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0) / (fullest.size.width * fullest.size.height);
    expect(covered).toBeGreaterThanOrEqual(0.4);
  });
});
