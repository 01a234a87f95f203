/**
 * Decision 1129 (the twelfth review, findings A3 and A4): in 'Adatta' a cell takes its whole photo's
 * shape and a catalogue's grid pages share one row-1 line. Before, a block over two rows beside a
 * column started 17-30 pt under the top line of the catalogue's other grid pages and its photo ended
 * 58-88 pt above the column's foot; the 6 portrait grid pages ended 75-114 pt above the foot line.
 */
import { describe, expect, it } from 'vitest';
import type { DescribedPhoto, PageDescription } from '../../../src/catalog/index.js';
import { laidOutReviewSet, REVIEW_CATALOGUES, REVIEW_LOOKS } from './review-set.js';

const footOf = (photo: DescribedPhoto) => photo.frame.y + photo.frame.height;
const topOf = (page: PageDescription) => Math.min(...page.photos.map((photo) => photo.frame.y));
/** A plate ('Pagina intera'): one photo whose cell is the whole page. */
const isPlate = (page: PageDescription) => page.photos.length === 1 && page.photos[0]?.cell.y === 0;
/** The review's foot line (decision 1112): the footer rule, else the top of the folio. */
function footLine(page: PageDescription): number {
  const rule = page.rules.find((line) => line.role === 'footer-rule');
  const folio = page.texts.find((text) => text.role === 'page-number');
  return rule?.y ?? (folio ? folio.baseline - folio.size : page.size.height);
}
const runningHeadLine = (page: PageDescription) => Math.max(...page.texts.filter((text) => text.role === 'running-title').map((text) => text.baseline));
const lastCaptionLine = (page: PageDescription) => Math.max(...page.photos.flatMap((photo) => photo.caption.map((line) => line.baseline)));

describe("'Adatta': every grid page after the first starts on the catalogue's row-1 line (A3)", () => {
  it.each(REVIEW_CATALOGUES)('%s, %i %s', async (look, perPage, orientation) => {
    const pages = await laidOutReviewSet(look, perPage, orientation, undefined, 'fit');
    const tops = pages.slice(1).filter((page) => !isPlate(page)).map((page) => ({ page: page.number, top: topOf(page) }));
    const [first] = tops;
    for (const { page, top } of tops) expect(top, `page ${page}`).toBeCloseTo(first?.top ?? top, 0);
  });
});

describe("'Adatta': a block over two rows and the column beside it end on one foot (A3)", () => {
  // The review set's blocks: Editoriale 4p p2 (SS27-02), the other looks' 4p p3 (SS27-06).
  it.each(REVIEW_LOOKS)('%s, 4 portrait', async (look) => {
    const pages = await laidOutReviewSet(look, 4, 'portrait', undefined, 'fit');
    const page = pages[look === 'editorial' ? 1 : 2];
    const [block, ...column] = page?.photos ?? [];
    const line = topOf(pages[1] ?? page!);
    expect(block?.index).toBe(look === 'editorial' ? 1 : 5);
    expect(block?.frame.y).toBeCloseTo(line, 0);
    expect(column[0]?.frame.y).toBeCloseTo(line, 0);
    expect(Math.abs(footOf(block!) - footOf(column.at(-1)!))).toBeLessThanOrEqual(2);
  });
});

// The thirteenth review (decision 1130, finding A1) withdrew 1124's "at most 60 pt over the foot line" for a block measured to its
// last caption line: at least as much white under it as between the running head and the photos, the photos within 12 % of the page
// (decision 1132). Baselines stand for the lines' feet on both sides (the running title's and the last caption's descents are alike).
describe("'Adatta' 6 portrait: the grid with its captions stands on the optical centre, in the slim head's 12 % (A1)", () => {
  it.each(REVIEW_LOOKS)('%s', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'portrait', undefined, 'fit');
    const grid = pages.slice(1).filter((page) => !isPlate(page));
    const [second] = grid;
    const closing = grid.at(-1);
    for (const page of [second!, closing!]) {
      expect(topOf(page), `page ${page.number}`).toBeLessThanOrEqual(0.12 * page.size.height);
      expect(footLine(page) - lastCaptionLine(page), `page ${page.number}`).toBeGreaterThanOrEqual(topOf(page) - runningHeadLine(page));
    }
    expect(topOf(closing!)).toBeCloseTo(topOf(second!), 0);
  });
});

describe("'Adatta' 6 portrait cover: the hero's and the companion's names on one line (A3)", () => {
  it.each(REVIEW_LOOKS)('%s', async (look) => {
    const [cover] = await laidOutReviewSet(look, 6, 'portrait', undefined, 'fit');
    const [hero, companion] = cover?.photos ?? [];
    // The names share a line, as in 'Riempi': a look sets a two-line name from the one-line name's line (Minimale) or ends it there (Galleria).
    const nameLines = (photo: DescribedPhoto | undefined) => (photo?.caption ?? []).filter((line) => line.role === 'caption-name').map((line) => line.baseline);
    const apart = nameLines(hero).flatMap((line) => nameLines(companion).map((other) => Math.abs(line - other)));
    expect(Math.min(...apart)).toBeLessThanOrEqual(0.5);
  });
});
