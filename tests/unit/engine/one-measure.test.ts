/**
 * Decision 1118 (issue 35; the tenth review, decision 1112, finding 3): at 4 per page in portrait a
 * 2 x 2 page of 2:3 frames is bound by the page's height, so its block was 390-418 pt wide and
 * centred, while the feature page, the page of wide photos and the closing page ran the live width
 * under one fixed furniture frame (decision 1098). Turning the pages, the photos' left edge jumped
 * 68 pt. Every page of such a catalogue now stands on one measure: the photos' outer edges, and in
 * the flush-left looks the running head's left edge, are the same on every page.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

const TOLERANCE = 0.5;
const FLUSH_LEFT = new Set(['minimal', 'editorial']);

/** What shows of a page's photos across: their frames, or their keylines under a passe-partout. */
function photoSpan(page: PageDescription): { left: number; right: number } {
  const rects = page.photos.map((photo) => {
    if (!photo.keyline) return photo.frame;
    const half = photo.keyline.thickness / 2;
    return { x: photo.keyline.rect.x - half, width: photo.keyline.rect.width + 2 * half };
  });
  return { left: Math.min(...rects.map((rect) => rect.x)), right: Math.max(...rects.map((rect) => rect.x + rect.width)) };
}

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

describe('one measure at 4 per page in portrait (decision 1118)', () => {
  it.each(REVIEW_LOOKS)('%s: the photos share one left and one right edge on every page, the running head on it', async (look) => {
    const pages = (await laidOutReviewSet(look, 4, 'portrait')).filter((page) => page.photos.length > 0);
    const spans = pages.map(photoSpan);
    const figures = pages.map((page, index) => `p${page.number} ${spans[index]?.left.toFixed(1)}-${spans[index]?.right.toFixed(1)}`).join(', ');
    expect(spread(spans.map((span) => span.left)), `left edges: ${figures}`).toBeLessThanOrEqual(TOLERANCE);
    expect(spread(spans.map((span) => span.right)), `right edges: ${figures}`).toBeLessThanOrEqual(TOLERANCE);
    if (!FLUSH_LEFT.has(look)) return;
    const left = spans[0]?.left ?? 0;
    for (const page of pages) {
      const head = page.texts.find((text) => text.role === 'running-title');
      if (head) expect(head.centreX - head.width / 2, `running head, page ${page.number}`).toBeCloseTo(left, 0);
    }
  });
});
