/**
 * The ninth review, finding 2 (decisions 1107, 1108, 1110): the 6 landscape cover aligned nothing.
 * Minimale's left edges were 35.1 (hero), 359.6 (its caption beside it), 450.8 (title), 562.8
 * (companion) and 735.4 (its caption): five lines for five elements. On page 1 every photo, every
 * caption band and the title block now shares its left edge with another element, and the hero's
 * caption no longer stands between the hero and the title.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { REVIEW_LOOKS, laidOutReviewSet } from './review-set.js';

/** The edges tell apart by less than this. */
const SHARED = 0.5;
const HEADER_ROLES = new Set(['title', 'subtitle', 'introduction']);
const HEADER_RULES = new Set(['accent-rule', 'header-rule', 'title-panel']);

/** Page 1's left edges by element: the title block's (its leftmost text or rule), each photo's frame, each caption's band. */
function leftEdges(page: PageDescription): Map<string, number> {
  const header = [...page.texts.filter((text) => HEADER_ROLES.has(text.role)).map((text) => text.centreX - text.width / 2), ...page.rules.filter((rule) => HEADER_RULES.has(rule.role)).map((rule) => rule.x)];
  const edges = new Map([['title block', Math.min(...header)]]);
  for (const photo of page.photos) {
    edges.set(`photo ${photo.index + 1}`, photo.frame.x);
    if (photo.captionBand && photo.caption.length > 0) edges.set(`caption ${photo.index + 1}`, photo.captionBand.x);
  }
  return edges;
}

describe('the 6 landscape cover (decision 1110)', () => {
  it.each(REVIEW_LOOKS)("shares every photo's, caption's and the title block's left edge with another element (%s)", async (look) => {
    const [cover] = await laidOutReviewSet(look, 6, 'landscape');
    if (!cover) throw new Error('no page 1');
    const edges = [...leftEdges(cover)];
    const lone = edges.filter(([name, x]) => !edges.some(([other, y]) => other !== name && Math.abs(x - y) <= SHARED));
    expect(lone.map(([name, x]) => `${name} ${x.toFixed(1)}`), edges.map(([name, x]) => `${name} ${x.toFixed(1)}`).join(', ')).toEqual([]);
  });

  it.each(REVIEW_LOOKS)('sets its captions under the photos, none between the hero and the title (%s)', async (look) => {
    const [cover] = await laidOutReviewSet(look, 6, 'landscape');
    for (const photo of cover?.photos ?? []) expect(captionStandsBeside(photo), `photo ${photo.index + 1}`).toBe(false);
  });
});
