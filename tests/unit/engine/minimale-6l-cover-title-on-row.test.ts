/**
 * Decision 1132 (the thirteenth review, finding A5): Minimale sets its title block at the top of its
 * white, so on the 6 landscape cover 105 pt of white stood between the introduction and the row of
 * companions under it. Over that row the block stands on it, a header's white over it, in both fits.
 */
import { describe, expect, it } from 'vitest';
import { laidOutReviewSet } from './review-set.js';

describe("Minimale's 6 landscape cover: the title block stands on the companions' row (A5)", () => {
  it.each(['fit', 'fill'] as const)('%s', async (fit) => {
    const [cover] = await laidOutReviewSet('minimal', 6, 'landscape', undefined, fit);
    const introduction = cover?.texts.filter((text) => text.role === 'introduction') ?? [];
    const [, ...companions] = cover?.photos ?? [];
    // The introduction's last line's foot: its baseline and a quarter of its size for the descenders.
    const last = introduction.at(-1);
    const foot = (last?.baseline ?? 0) + 0.25 * (last?.size ?? 0);
    const row = Math.min(...companions.map((photo) => photo.frame.y));
    expect(introduction.length).toBeGreaterThan(0);
    expect(row - foot).toBeGreaterThan(0);
    expect(row - foot).toBeLessThanOrEqual(40);
  });
});
