/**
 * Decision 1123: in 'Adatta' (whole photos, the app's default) a photo in a block over two rows
 * (Editoriale's larger photo; the block beside two photos closing 4 per page's middle page in the
 * other looks) hangs from its first row's top line, where the photos beside it start, its caption
 * under it; before, it stood on its block's foot with 58-88 pt of white over it.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { laidOutReviewSet, REVIEW_LOOKS } from './review-set.js';

/** A block over two rows: a box more than two rows' boxes tall, no mark of the user's ('In evidenza' is SS27-01). */
const spansRows = (photo: DescribedPhoto, photos: readonly DescribedPhoto[]) => photo.index !== 0 && photos.some((other) => photo.box.height > 2 * other.box.height);

describe("'Adatta': a block over two rows on its row's top line (decision 1123)", () => {
  // The review set has such a block at 4 portrait only: Editoriale's page 2 (SS27-02), the other looks' page 3 (SS27-06).
  it.each(REVIEW_LOOKS)('%s, 4 portrait', async (look) => {
    const pages = await laidOutReviewSet(look, 4, 'portrait', undefined, 'fit');
    const featured = pages.flatMap((page) => page.photos.filter((photo) => spansRows(photo, page.photos)).map((feature) => ({ page, feature })));
    for (const { page, feature } of featured) {
      const beside = page.photos.filter((other) => other !== feature && Math.abs(other.box.y - feature.box.y) < 0.5);
      const topLine = Math.min(...beside.map((other) => other.frame.y));
      expect(feature.frame.y, `page ${page.number}`).toBeCloseTo(topLine, 1);
      // Its caption band under it, at the white the photos beside it have under theirs (since decision 1129 its caption shares
      // the column's last caption band, whose lines it is set with).
      const under = (photo: DescribedPhoto) => (photo.captionBand?.y ?? 0) - (photo.frame.y + photo.frame.height);
      expect(Math.abs(under(feature) - under(beside[0] ?? feature)), `page ${page.number}`).toBeLessThanOrEqual(0.5);
    }
    expect(featured.map(({ page, feature }) => [page.number, feature.index])).toEqual(look === 'editorial' ? [[2, 1]] : [[3, 5]]);
  });
});
