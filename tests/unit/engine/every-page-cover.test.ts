/**
 * Issue 35.2 on every page, not only the fullest (decision 1118): at 4 and 6 per page in portrait
 * each page after the first, the feature page, the page of wide photos, 'Pagina intera' and the
 * closing page included, gives its photos at least 40 % of the page. One measure per catalogue (every
 * page on the 2 x 2 block's width at 4 portrait) kept the photos' edges still but left the closing
 * page at 20-29 % and Editoriale's feature page at 32 %; `floor-kept.test` reads only the fullest page.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { MIN_PAGE_COVER } from '../../../src/catalog/layout/frame-shape.js';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

/** What shows of the photos over the page's area. */
function cover(page: PageDescription): number {
  const shown = page.photos.reduce((sum, photo) => sum + photo.frame.width * photo.frame.height, 0);
  return shown / (page.size.width * page.size.height);
}

describe('every page after the first keeps 40 % of the page at 4 and 6 per page in portrait (decision 1118)', () => {
  const cases = REVIEW_LOOKS.flatMap((look) => ([4, 6] as const).map((perPage) => [look, perPage] as const));
  it.each(cases)('%s, %i per page', async (look, perPage) => {
    const pages = (await laidOutReviewSet(look, perPage, 'portrait')).filter((page) => page.number > 1);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(cover(page), `page ${page.number}`).toBeGreaterThanOrEqual(MIN_PAGE_COVER);
  });
});
