import { describe, expect, it } from 'vitest';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

type Frame = { x: number; y: number; width: number; height: number };
const bottom = (frame: Frame) => frame.y + frame.height;
const overlapsDown = (a: Frame, b: Frame) => a.y < bottom(b) && b.y < bottom(a);

describe('a page of three photos in portrait is never 2 + 1 centred (the eighth review, finding 7; decision 1103)', () => {
  it.each(REVIEW_LOOKS)('%s, 4 per page: page 3 sets one frame over both rows beside the other two stacked', async (look) => {
    // Before, in Classico, Minimale and Galleria: 06 and 08 in a row, 09 alone and centred under them, 112 pt of white each side.
    const pages = await laidOutReviewSet(look, 4, 'portrait');
    const threes = pages.slice(1).filter((page) => page.photos.length === 3);
    // Editoriale sets its larger photo on page 2 and prints four on page 3; the others print 06 08 09 there.
    if (look !== 'editorial') expect(threes.map((page) => page.photos.map((photo) => photo.index + 1))).toContainEqual([6, 8, 9]);
    for (const page of threes) {
      const [block, upper, lower] = page.photos.map((photo) => photo.frame);
      if (!block || !upper || !lower) throw new Error('three frames expected');
      // The two beside the block stand in one column, one over the other, and the block spans both.
      expect(upper.x, `page ${page.number}`).toBeCloseTo(lower.x, 6);
      expect(bottom(upper), `page ${page.number}`).toBeLessThan(lower.y);
      expect(overlapsDown(block, upper) && overlapsDown(block, lower), `page ${page.number}`).toBe(true);
      expect(block.y, `page ${page.number}`).toBeCloseTo(upper.y, 6);
      // Side by side: no photo under another's column alone.
      expect(block.x + block.width, `page ${page.number}`).toBeLessThan(upper.x);
    }
  });
});
