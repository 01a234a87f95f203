/**
 * Decision 1115 (the tenth review, finding 1): the last grid page of every portrait catalogue sets
 * its first row on the first row line of the grid page before it, as master pages do (its second row
 * since decision 1120 at the grid's white, closing-page-order.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { laidOutReviewSet, lastGridPages, REVIEW_CONTACT, REVIEW_LOOKS, rowTops } from './review-set.js';

describe('the last grid page on the first row line of the page before it (decisions 1115, 1120)', () => {
  it.each(REVIEW_LOOKS.flatMap((look) => [4, 6].map((perPage) => [look, perPage] as const)))('%s, %i portrait', async (look, perPage) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait');
    const [before, last] = lastGridPages(pages);
    const lines = rowTops(before.photos) ?? [];
    const tops = rowTops(last.photos) ?? [];
    expect(last.number).toBe(pages.length);
    // Row 1 on its line. Since decision 1120 row 2 follows at the grid's white under row 1's captions, not on its line,
    // which left 75-91 pt between the rows (closing-page-order.test.ts).
    expect(tops).toHaveLength(2);
    expect(Math.abs((tops[0] ?? 0) - (lines[0] ?? Infinity))).toBeLessThanOrEqual(0.5);
  });
});

/** The foot line as the review measured it: the footer rule, else the top of the folio. */
function footOf(page: PageDescription): number {
  const rule = page.rules.find((each) => each.role === 'footer-rule');
  const folio = page.texts.find((text) => text.role === 'page-number');
  return rule?.y ?? (folio ? folio.baseline - folio.size * 0.8 : page.size.height);
}

/** The lowest ink over the foot: photos, keylines, caption lines, the closing panel. */
function inkBottom(page: PageDescription): number {
  const photos = page.photos.flatMap((photo) => [(photo.keyline?.rect ?? photo.frame).y + (photo.keyline?.rect ?? photo.frame).height, ...photo.caption.map((line) => line.baseline + line.size * 0.25)]);
  const panel = page.texts.filter((text) => PANEL_ROLES.includes(text.role)).map((text) => text.baseline + text.size * 0.25);
  return Math.max(...photos, ...panel);
}

const PANEL_ROLES: readonly string[] = ['closing-title', 'closing-subtitle', 'contact'];
const CONTACT_PARTS = REVIEW_CONTACT.split(' · ');

describe('the account contact in the last page white (decisions 1115, 1128)', () => {
  it.each(REVIEW_LOOKS.flatMap((look) => [4, 6].map((perPage) => [look, perPage] as const)))('%s, %i portrait: at most 90 pt over the foot line, the contact said once', async (look, perPage) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait', REVIEW_CONTACT);
    const [, last] = lastGridPages(pages);
    expect(footOf(last) - inkBottom(last)).toBeLessThanOrEqual(90);
    // Since decision 1128 the panel sets the contact one part a line, in the running head's case, where it has room;
    // where it has none, the footer keeps the line. Either way the page says it once.
    const block = last.texts.filter((text) => text.role === 'contact');
    const footer = last.texts.filter((text) => text.role === 'footer' && text.text === REVIEW_CONTACT);
    expect(block.length > 0 ? 0 : 1).toBe(footer.length);
    if (block.length > 0) expect(block.map((text) => text.text.toLowerCase())).toEqual(CONTACT_PARTS.map((part) => part.toLowerCase()));
    // On the page's axis in the centred looks, on the photos' left edge in the flush-left ones.
    const left = Math.min(...last.photos.map((photo) => photo.frame.x));
    for (const text of last.texts.filter((each) => PANEL_ROLES.includes(each.role))) {
      if (look === 'classic' || look === 'gallery') expect(text.centreX).toBeCloseTo(last.size.width / 2, 1);
      else expect(text.centreX - text.width / 2).toBeCloseTo(left, 1);
    }
    expect(pages.slice(0, -1).flatMap((page) => page.texts).filter((text) => PANEL_ROLES.includes(text.role))).toEqual([]);
  });

  it.each(REVIEW_LOOKS)('%s: without contact data the panel prints no contact line', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'portrait');
    expect(pages.flatMap((page) => page.texts).filter((text) => text.role === 'contact')).toEqual([]);
  });
});
