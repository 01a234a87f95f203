/**
 * The seventh review, finding 7: the full page ('Pagina intera') had no look of its own. In portrait
 * the same plate in every look, no running head, Classico's keyline dropped, its caption on the
 * folio's line 8 mm off the trim; in landscape the photo bled off three sides of a file without
 * bleed. It now prints on a plate inside the grid pages' live area, with their running head, rules,
 * folio and keyline, in both orientations (decision 1099). The review set (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_CATALOGUES, laidOutReviewSet as laidOut } from './review-set.js';

/** The review set's 'Pagina intera' (its seventh photo). */
const FULL_PAGE_INDEX = 6;
const CLEAR = 8;

describe('the full page keeps the look’s page (the seventh review, finding 7)', () => {
  it.each(REVIEW_CATALOGUES)(
    'prints its photo inside the margins with the running head, folio and keyline of the grid pages, its caption over the footer’s line (%s, %i per page, %s)',
    async (look, imagesPerPage, orientation) => {
      const pages = await laidOut(look, imagesPerPage, orientation);
      const full = pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === FULL_PAGE_INDEX);
      const grid = pages.find((page) => page.number > 1 && page.photos.length > 1);
      const photo = full?.photos[0];
      if (!full || !grid || !photo) throw new Error('no full page or grid page');
      const { content, footer } = full.zones;
      // No bleed: the file has none (BleedBox = MediaBox, decision 0760). Inside the margins, or the grid pages' block
      // where it runs wider, as the plate takes its edges (decision 1099): at 6 per page in landscape on 10 mm sides
      // (decision 1090), Minimale's 12 mm margins too since its caption columns widened (decision 1110).
      const shown = grid.photos.flatMap((each) => [each.frame, ...(each.captionBand ? [each.captionBand] : [])]);
      const left = Math.min(content.x, ...shown.map((rect) => rect.x));
      const right = Math.max(content.x + content.width, ...shown.map((rect) => rect.x + rect.width));
      expect(photo.frame.x).toBeGreaterThanOrEqual(left - 1e-6);
      expect(photo.frame.y).toBeGreaterThanOrEqual(content.y - 1e-6);
      expect(photo.frame.x + photo.frame.width).toBeLessThanOrEqual(right + 1e-6);
      expect(photo.frame.y + photo.frame.height).toBeLessThanOrEqual(footer.y - CLEAR + 1e-6);
      // The grid pages' furniture: running head, folio on their line, rules, keyline.
      const roles = (texts: readonly { role: string }[]) => texts.map((text) => text.role).filter((role) => role === 'running-title' || role === 'page-number');
      expect(roles(full.texts)).toEqual(roles(grid.texts));
      const folio = (page: typeof full) => page.texts.find((text) => text.role === 'page-number')?.baseline;
      expect(folio(full)).toBeCloseTo(folio(grid) ?? NaN, 3);
      // A full page that ends the catalogue carries the closing panel (decision 1133), which Classico opens with its accent rule.
      const furnitureRules = (page: typeof full) => page.rules.map((rule) => rule.role).filter((role) => page !== pages.at(-1) || role !== 'accent-rule');
      expect(furnitureRules(full)).toEqual(furnitureRules(grid));
      expect(Boolean(photo.keyline)).toBe(grid.photos.every((each) => Boolean(each.keyline)));
      // The caption in the live area, its descenders 8 pt over the footer's line.
      expect(photo.caption.length).toBeGreaterThan(0);
      for (const line of photo.caption) expect(footer.y - (line.baseline + 0.25 * line.size), line.text).toBeGreaterThanOrEqual(CLEAR - 1e-6);
    },
  );
});
