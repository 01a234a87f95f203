/**
 * The eleventh review, finding 3 (decision 1121): in a flush-left look the portrait 'Pagina intera'
 * plate stood centred, at a third left edge under a running head that hangs from the live area's
 * left. Its whole photo now stands on that edge, as the look's type and grid do; a centred look
 * keeps it centred. The review set (`review-set.ts`), SS27-07 its full page.
 */
import { describe, expect, it } from 'vitest';
import { laidOutReviewSet } from './review-set.js';

const FULL_PAGE_INDEX = 6;

describe("a portrait 'Pagina intera' plate's left edge", () => {
  it.each([
    ['minimal', 4],
    ['minimal', 6],
    ['editorial', 4],
    ['editorial', 6],
  ] as const)("is the running head's in a flush-left look (%s, %i per page)", async (look, imagesPerPage) => {
    const pages = await laidOutReviewSet(look, imagesPerPage, 'portrait');
    const plate = pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === FULL_PAGE_INDEX);
    const head = pages.slice(1).flatMap((page) => page.texts).find((text) => text.role === 'running-title');
    if (!plate?.photos[0] || !head) throw new Error('no full page or running head');
    expect(plate.photos[0].frame.x).toBeCloseTo(head.centreX - head.width / 2, 0);
  });

  it.each([
    ['classic', 4],
    ['gallery', 6],
  ] as const)('stays centred on the page in a centred look (%s, %i per page)', async (look, imagesPerPage) => {
    const pages = await laidOutReviewSet(look, imagesPerPage, 'portrait');
    const plate = pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === FULL_PAGE_INDEX);
    const frame = plate?.photos[0]?.frame;
    if (!frame || !plate) throw new Error('no full page');
    expect(frame.x + frame.width / 2).toBeCloseTo(plate.size.width / 2, 0);
  });
});
