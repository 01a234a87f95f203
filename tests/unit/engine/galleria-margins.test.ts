/**
 * Decision 1098 (issue 35, the seventh review's finding 8): Galleria's outer margin was 15.6 pt
 * (5.5 mm) at 6 per page and in landscape, at the limit of what an office printer prints, and its
 * 4-up cover's grey title panel overhung the hero by 25 pt on each side. One outer margin for the
 * look at every format, at least 28 pt; the panel as wide as the hero under it.
 */
import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../src/catalog/index.js';
import { captionedFrame } from '../../../src/catalog/layout/geometry.js';
import { PAGE_LOOKS } from '../../../src/catalog/layout/looks.js';
import { CASES } from '../../fixtures/review-layout.js';
import { laidOutReviewSet } from './review-set.js';

const LEAST_MARGIN = 28;

/** The pages the look composes: page 1 and the grid pages (a 'Pagina intera' prints full bleed, by choice). */
const composed = (pages: PageDescription[]) => pages.filter((page) => page.number === 1 || page.texts.some((text) => text.role === 'running-title'));

/** Everything printed across a page: photos with their captions, texts, rules and panels. */
function spans(page: PageDescription): { what: string; left: number; right: number }[] {
  return [
    ...page.photos.map((photo) => captionedFrame(photo, PAGE_LOOKS.gallery)).map((box, index) => ({ what: `photo ${index}`, left: box.x, right: box.x + box.width })),
    ...page.texts.map((text) => ({ what: `${text.role} '${text.text}'`, left: text.centreX - text.width / 2, right: text.centreX + text.width / 2 })),
    ...page.rules.map((rule) => ({ what: rule.role, left: rule.x, right: rule.x + rule.width })),
  ];
}

describe("Galleria's one outer margin (decision 1098)", () => {
  it.each(CASES)('keeps at least 28 pt of white at both sides of every composed page, %i per page %s', async (perPage, orientation) => {
    for (const page of composed(await laidOutReviewSet('gallery', perPage, orientation))) {
      for (const { what, left, right } of spans(page)) {
        expect(left, `page ${page.number} ${what}`).toBeGreaterThanOrEqual(LEAST_MARGIN);
        expect(page.size.width - right, `page ${page.number} ${what}`).toBeGreaterThanOrEqual(LEAST_MARGIN);
      }
    }
  });

  it('spans the 4-up cover’s title panel exactly across the hero', async () => {
    const [cover] = await laidOutReviewSet('gallery', 4, 'portrait');
    const panel = cover?.rules.find((rule) => rule.role === 'title-panel');
    const hero = cover?.photos.find((photo) => photo.index === 0);
    if (!panel || !hero) throw new Error('a title panel and a hero on page 1');
    expect(panel.x).toBeCloseTo(hero.frame.x, 1);
    expect(panel.x + panel.width).toBeCloseTo(hero.frame.x + hero.frame.width, 1);
  });
});
