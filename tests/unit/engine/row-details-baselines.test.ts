/**
 * The eighth review, finding 5 (decision 1104): in Minimale and Editoriale a two-line name pushed
 * its code and colours down while its neighbours' stayed, so one row's details stood on two or three
 * baselines (Minimale 6 portrait p2: codes at 369.7, 381.2, 381.2). A line sheet is read across the
 * row: every caption of a row keeps its longest name's height, and the details share their lines.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { REVIEW_CATALOGUES, captionBandsOf, laidOutReviewSet as laidOut } from './review-set.js';

const nameSize = (photo: DescribedPhoto) => photo.caption.find((line) => line.role === 'caption-name')?.size ?? Infinity;
const firstOf = (photo: DescribedPhoto, role: string) => photo.caption.find((line) => line.role === role)?.baseline;

/** The grid-sized captions under the photos of a page, in rows: bands starting level (a hero's larger caption and a feature apart). */
function rows(photos: readonly DescribedPhoto[]): DescribedPhoto[][] {
  // A feature spanning the rows beside it keeps its details under its own name (decision 1109).
  const plates = (row: DescribedPhoto[]) => row.filter((photo) => photo.frame.height <= 1.5 * Math.min(...row.map((other) => other.frame.height)));
  return captionBandsOf(photos).map((row) => plates(row).filter((photo) => nameSize(photo) === Math.min(...row.map(nameSize)))).filter((row) => row.length > 1);
}

describe('a row of captions reads across on shared baselines (decision 1104)', () => {
  it.each(REVIEW_CATALOGUES)('sets every code and colours line of a row on one baseline (%s, %i per page, %s)', async (look, imagesPerPage, orientation) => {
    for (const [number, page] of (await laidOut(look, imagesPerPage, orientation)).entries()) {
      for (const row of rows(page.photos)) {
        for (const role of ['caption-details', 'caption-variants']) {
          const baselines = row.map((photo) => firstOf(photo, role)).filter((baseline) => baseline !== undefined);
          const spread = Math.max(...baselines) - Math.min(...baselines);
          expect(spread, `${look} page ${number + 1} ${role} at ${baselines.map((b) => b.toFixed(1)).join(', ')}`).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });
});
