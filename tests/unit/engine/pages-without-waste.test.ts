/**
 * Decision 1098 (issue 35, the seventh review's finding 3): at 4 per page in portrait the review
 * set printed 4 / 3 / full / 2 / 2 on pages 2-6, the 4:5 pair alone on a half-empty page (53 % of
 * Classico's live area white) before the 3:2 pair; Editoriale spent a page more than the other looks
 * at 6 per page and 9 in landscape (its page of a larger photo holding three products of six), and
 * ended 9 in landscape on two photos over an empty row.
 */
import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../../../src/catalog/layout/pages.js';
import { CASES, LOOKS, reviewLayout, reviewPhotos } from '../../fixtures/review-layout.js';

const layout = (look: (typeof LOOKS)[number], perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape') => reviewLayout(reviewPhotos(true), { look, perPage, orientation, captions: true });

/** How much of a grid page's photo zone stands white under its lowest photo and caption, as a share of the zone's height. */
function whiteUnder(page: PageLayout): number {
  const { grid } = page.zones;
  const lowest = Math.max(...page.placements.map(({ frame, captionBand }) => Math.max(frame.y + frame.height, captionBand ? captionBand.y + captionBand.height : 0)));
  return (grid.y + grid.height - lowest) / grid.height;
}

describe('pages without waste (decision 1098)', () => {
  it.each(LOOKS)('prints the 4:5 pair and the 3:2 pair on one page at 4 per page (%s)', (look) => {
    const pages = layout(look, 4, 'portrait');
    const holding = pages.find((page) => page.placements.some((placement) => placement.index === 9));
    expect(holding?.placements.map((placement) => placement.index).sort((a, b) => a - b)).toEqual([9, 10, 11, 12]);
  });

  it.each(LOOKS)('leaves no grid page after the first with its lower half white, every format (%s)', (look) => {
    for (const [perPage, orientation] of CASES) {
      for (const page of layout(look, perPage, orientation).filter((described) => described.kind === 'following')) {
        expect(whiteUnder(page), `${look} ${perPage} ${orientation} page ${page.number}`).toBeLessThan(0.3);
      }
    }
  });

  it.each(CASES)('prints Editoriale on no more pages than the other looks, %i per page %s', (perPage, orientation) => {
    const editoriale = layout('editorial', perPage, orientation).length;
    for (const look of LOOKS.filter((name) => name !== 'editorial')) expect(editoriale, look).toBeLessThanOrEqual(layout(look, perPage, orientation).length);
  });
});
