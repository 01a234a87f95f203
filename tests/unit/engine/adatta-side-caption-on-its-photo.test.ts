/**
 * Decision 1132 (the thirteenth review, finding A4): in 'Adatta' a side caption starts at its own
 * photo's top. On 6 landscape p2 the whole 4:5 photos stand on their row's foot, 34-37 pt under the
 * row's top line, and their captions started on that line, beside white, reading as the row above's.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto } from '../../../src/catalog/index.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { laidOutReviewSet, REVIEW_LOOKS } from './review-set.js';

/** The top of a caption's first line: its baseline less its size, as a PDF reader's box has it. */
const firstLineTop = (photo: DescribedPhoto) => Math.min(...photo.caption.map((line) => line.baseline - line.size));

describe("'Adatta' 6 landscape p2: each side caption starts just under its own photo's top (A4)", () => {
  it.each(REVIEW_LOOKS)('%s', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'landscape', undefined, 'fit');
    const beside = (pages[1]?.photos ?? []).filter((photo) => photo.caption.length > 0 && captionStandsBeside(photo));
    expect(beside.length).toBeGreaterThanOrEqual(6);
    for (const photo of beside) {
      const under = firstLineTop(photo) - photo.frame.y;
      expect(under, `SS27-${String(photo.index + 1).padStart(2, '0')}`).toBeGreaterThanOrEqual(0);
      expect(under, `SS27-${String(photo.index + 1).padStart(2, '0')}`).toBeLessThanOrEqual(6);
    }
  });
});
