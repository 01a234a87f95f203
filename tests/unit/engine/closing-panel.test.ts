/**
 * Decision 1128 (the twelfth review, findings R1 and R2): the catalogue's last page closes on a panel,
 * the back of a lookbook. On the portrait closing pages it stands on the grid's foot (the catalogue's
 * title again, under the photos, in the title face), so at most 60 pt of white stay over the foot
 * line; on the 6 landscape closing page it stands in the white column right of the captions, the
 * title at 18 pt or more. With and without an account's contact line, in both fits.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedText, PageDescription } from '../../../src/catalog/index.js';
import { footLine, lastInk } from '../../../src/catalog/describe/ink.js';
import { laidOutReviewSet, REVIEW_CONTACT, REVIEW_LOOKS } from './review-set.js';

const TITLE = 'Collezione Primavera Estate 2027';
const FITS = ['fill', 'fit'] as const;
const CONTACTS = [undefined, REVIEW_CONTACT] as const;

/** The lowest ink over the foot line: photos, keylines, captions, and every text under the photos that is not the footer's. */
function inkOverFoot(page: PageDescription): number {
  const foot = footLine(page);
  const texts = page.texts.filter((text) => text.role !== 'footer' && text.role !== 'page-number' && text.baseline < foot);
  return Math.max(lastInk(page.photos), ...texts.map((text) => text.baseline + text.size * 0.25));
}

/**
 * The lines that set the title again in the title face (the catalogue font, no face of its own), top
 * to bottom, not the running head or the folio; empty unless together they read the whole title.
 */
function titleLines(page: PageDescription): DescribedText[] {
  const lines = page.texts.filter((text) => !['running-title', 'page-number', 'footer'].includes(text.role) && text.face === undefined && TITLE.includes(text.text)).sort((a, b) => a.baseline - b.baseline);
  return lines.map((line) => line.text).join(' ') === TITLE ? lines : [];
}

describe('the closing panel on the portrait closing page (decision 1128)', () => {
  const cases = REVIEW_LOOKS.flatMap((look) => [4, 6].flatMap((perPage) => FITS.flatMap((fit) => CONTACTS.map((contact) => [look, perPage, fit, contact !== undefined] as const))));
  it.each(cases)('%s, %i portrait, %s, contact %s', async (look, perPage, fit, withContact) => {
    const pages = await laidOutReviewSet(look, perPage as 4 | 6, 'portrait', withContact ? REVIEW_CONTACT : undefined, fit);
    const last = pages.at(-1);
    if (!last) throw new Error('no pages');
    expect(footLine(last) - inkOverFoot(last)).toBeLessThanOrEqual(60);
    const title = titleLines(last);
    expect(title.length).toBeGreaterThan(0);
    for (const line of title) expect(line.baseline - line.size * 0.7).toBeGreaterThan(lastInk(last.photos));
  });
});

describe('the closing panel in the 6 landscape closing column (decision 1128)', () => {
  const cases = REVIEW_LOOKS.flatMap((look) => FITS.flatMap((fit) => CONTACTS.map((contact) => [look, fit, contact !== undefined] as const)));
  it.each(cases)('%s, %s, contact %s', async (look, fit, withContact) => {
    const pages = await laidOutReviewSet(look, 6, 'landscape', withContact ? REVIEW_CONTACT : undefined, fit);
    const closing = pages[3];
    if (!closing) throw new Error('fewer than four pages');
    const inkRight = Math.max(...closing.photos.map((photo) => (photo.captionBand ?? photo.frame).x + (photo.captionBand ?? photo.frame).width));
    const title = titleLines(closing);
    expect(title.length).toBeGreaterThan(0);
    for (const line of title) {
      expect(line.size).toBeGreaterThanOrEqual(18);
      expect(line.centreX - line.width / 2).toBeGreaterThan(inkRight);
      expect(line.centreX + line.width / 2).toBeLessThanOrEqual(closing.size.width);
    }
  });
});
