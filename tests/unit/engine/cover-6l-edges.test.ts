import { describe, expect, it } from 'vitest';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';
import type { DescribedText, PageDescription } from '../../../src/catalog/describe/page-description.js';

const EDGE_TOLERANCE = 0.5;
const TITLE_RULES = new Set(['accent-rule', 'header-rule', 'title-panel']);
const CAPTION_ROLES = new Set(['running-title', 'footer', 'page-number', 'contact']);

const leftOf = (text: DescribedText) => text.centreX - text.width / 2;

/** Page 1's blocks by their left edges: each photo, each caption (its band), and the title block (its texts and rules). */
function leftEdges(page: PageDescription): { name: string; x: number }[] {
  const header = page.texts.filter((text) => !CAPTION_ROLES.has(text.role) && text.baseline < page.zones.footer.y);
  const rules = page.rules.filter((rule) => TITLE_RULES.has(rule.role));
  const title = Math.min(...header.map(leftOf), ...rules.map((rule) => rule.x));
  return [
    { name: 'title block', x: title },
    ...page.photos.flatMap((photo) => [
      { name: `photo ${photo.index + 1}`, x: photo.frame.x },
      ...(photo.captionBand ? [{ name: `caption ${photo.index + 1}`, x: photo.captionBand.x }] : []),
    ]),
  ];
}

describe('the 6 landscape cover aligns its blocks (the eighth review, finding 3; decision 1108)', () => {
  it.each(REVIEW_LOOKS)('%s: every text block and photo on page 1 shares its left edge with another', async (look) => {
    // Before: Minimale's page 1 stood on five left edges, none shared (35.1, 363.0, 450.8, 562.8, 738.8).
    const [cover] = await laidOutReviewSet(look, 6, 'landscape');
    if (!cover) throw new Error('no page 1');
    const edges = leftEdges(cover);
    const alone = edges.filter((edge) => !edges.some((other) => other !== edge && Math.abs(other.x - edge.x) <= EDGE_TOLERANCE));
    expect(alone, JSON.stringify(edges)).toEqual([]);
  });
});
