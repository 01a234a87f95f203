/**
 * Decision 1098 (issue 35, the seventh review's finding 5): turning the pages, the running head,
 * the footer rule and the folio stay where they were. Editoriale set them on each page's own photos
 * (decision 1084), so its head started at x 34 on one page and x 102 on the next, and the foot rule
 * shrank from 690 to 549 pt. Only the photo block may centre; the frame is the grid's, in every look.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { CASES, LOOKS } from '../../fixtures/review-layout.js';
import { laidOutReviewSet } from './review-set.js';


const left = (text: { centreX: number; width: number }) => text.centreX - text.width / 2;
const right = (text: { centreX: number; width: number }) => text.centreX + text.width / 2;
const rounded = (value: number) => Math.round(value * 10) / 10;

/** Where a page's frame stands: the head's left edge, the foot rule's ends, the folio's outer edge. */
function frameOf(page: PageDescription) {
  const head = page.texts.find((text) => text.role === 'running-title');
  const folio = page.texts.find((text) => text.role === 'page-number');
  const rule = page.rules.find((described) => described.role === 'footer-rule');
  if (!head || !folio) throw new Error(`a running head and a folio on page ${page.number}`);
  // A folio at the outer edge (Editoriale) stands left on even pages: there its left edge is the fixed one.
  const folioEdge = folio.centreX < page.size.width / 2 ? left(folio) : right(folio);
  return { head: rounded(left(head)), rule: rule ? [rounded(rule.x), rounded(rule.x + rule.width)] : null, folio: rounded(folioEdge), even: page.number % 2 === 0 };
}

describe('the page frame stands still from page to page (decision 1098)', () => {
  for (const look of LOOKS) {
    it.each(CASES)(`${look}: head, foot rule and folio on the same lines on every grid page, %i per page %s`, async (perPage, orientation) => {
      const pages = (await laidOutReviewSet(look, perPage, orientation)).filter((page) => page.number > 1 && page.texts.some((text) => text.role === 'running-title'));
      expect(pages.length, 'grid pages after the first').toBeGreaterThan(0);
      const frames = pages.map(frameOf);
      const heads = new Set(frames.map((frame) => frame.head));
      const rules = new Set(frames.map((frame) => JSON.stringify(frame.rule)));
      const folios = (even: boolean) => new Set(frames.filter((frame) => frame.even === even).map((frame) => frame.folio));
      expect([...heads], 'running head').toHaveLength(1);
      expect([...rules], 'footer rule').toHaveLength(1);
      expect([...folios(true)].length, 'folio, even pages').toBeLessThanOrEqual(1);
      expect([...folios(false)].length, 'folio, odd pages').toBeLessThanOrEqual(1);
    });
  }
});
