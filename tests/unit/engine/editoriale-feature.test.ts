/**
 * Decision 1084 (issue 35, the fifth review's finding 1): the four looks printed one layout in four
 * typefaces. Editoriale's pages after the first now mix sizes as a magazine's do: at 6 and 9 per
 * page one page in two gives one photo a block of two by two of the grid's cells, on the page's
 * outer edge (right on odd pages, left on even ones), the others in the grid's cells beside it, all
 * in the user's order; the page after it is the grid's, so 'foto per pagina' holds on every other
 * page. Four per page, whose two columns leave no room beside the block, lays that page on the
 * 6-per-page grid: the block and a column of two (decision 1093). The other looks, and short pages,
 * keep the grid. A larger photo spends the catalogue's white, never a page: Editoriale prints on no
 * more pages than the other looks (decision 1098), so a catalogue without white to spare has none.
 */
import { SIDE_CAPTION_GAP, captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type LookName } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { inBlocks } from '../../fixtures/cell-photos.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
type Format = readonly [4 | 6 | 9, 'portrait' | 'landscape'];
const MIXED: readonly Format[] = [
  [6, 'portrait'],
  [6, 'landscape'],
  [9, 'landscape'],
  [9, 'portrait'],
];

/** `count` captioned 2:3 photos, 'Riempi' unless told. */
function catalogue(look: LookName, [perPage, orientation]: Format, count = 30, marks: Record<number, { hero?: boolean; fullPage?: boolean }> = {}, photoFit: 'fill' | 'fit' = 'fill'): PageDescription[] {
  const photos = Array.from({ length: count }, (_, index) => ({ width: 2000, height: 3000, caption: { name: `Capo ${index + 1}`, sku: `PE27-${index + 1}`, price: 129, ...marks[index] } }));
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit, imagesPerPage: perPage, orientation }, texts, photos, measure });
}

// The review's set: nine 2:3 photos, two 4:5, two 3:2; the first 'In evidenza', the seventh 'Pagina intera'.
const shapes = [...Array<[number, number]>(9).fill([2, 3]), [4, 5], [4, 5], [3, 2], [3, 2]] as const;
const review = shapes.map(([width, height], index) => ({ width: width * 1000, height: height * 1000, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249, ...(index === 0 && { hero: true }), ...(index === 6 && { fullPage: true }) } }));
const reviewPages = ([perPage, orientation]: Format) => describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'editorial', photoFit: 'fill', imagesPerPage: perPage, orientation }, texts, photos: review, measure });

const grid = (pages: PageDescription[]) => pages.filter((page) => page.number > 1 && page.photos.length > 1);
/** A block more than a row tall: a wide photo across two cells of a row is not a larger photo. */
const larger = (page: PageDescription) => {
  const row = Math.min(...page.photos.map((photo) => photo.frame.height));
  return inBlocks(page.photos).filter((photo) => photo.frame.height > 1.5 * row);
};

describe("Editoriale's pages after the first: one photo larger, on the outer edge (decision 1084)", () => {
  it('gives a photo a block on the outer edge where the white allows, the rest in the grid’s cells, in the user’s order, on no more pages than Classico', () => {
    for (const format of MIXED) {
      const all = catalogue('editorial', format);
      expect(all.length, `${format.join(' ')}: pages`).toBeLessThanOrEqual(catalogue('classic', format).length);
      const pages = grid(all);
      const featured = pages.filter((page) => larger(page).length > 0);
      expect(featured.length, `${format.join(' ')}`).toBeGreaterThan(0);
      // Never two pages of a larger photo in a row.
      pages.forEach((page, at) => {
        if (larger(page).length > 0 && at + 1 < pages.length) expect(larger(pages[at + 1] as PageDescription), `${format.join(' ')} page ${page.number + 1}`).toEqual([]);
      });
      for (const page of featured) {
        const label = `${format.join(' ')} page ${page.number}`;
        const [feature, ...more] = larger(page);
        if (!feature) throw new Error(`a larger photo: ${label}`);
        expect(more, label).toEqual([]);
        const left = Math.min(...page.photos.map((photo) => photo.frame.x));
        const right = Math.max(...page.photos.map((photo) => photo.frame.x + photo.frame.width));
        if (page.number % 2 === 1) expect(feature.frame.x + feature.frame.width, label).toBeCloseTo(right, 3);
        else expect(feature.frame.x, label).toBeCloseTo(left, 3);
        // Four of the grid's cells: twice a cell's width less nothing of the gutter, at least.
        const cell = page.photos.find((photo) => photo !== feature);
        expect(feature.frame.width, label).toBeGreaterThan(1.9 * (cell?.frame.width ?? Infinity));
        // In the user's order, one after the other; never more than 'foto per pagina'.
        const indices = page.photos.map((photo) => photo.index).sort((a, b) => a - b);
        expect(indices, label).toEqual(indices.map((_, at) => (indices[0] ?? 0) + at));
        expect(page.photos.length, label).toBeLessThanOrEqual(format[0]);
        // The caption under its photo, as wide; or beside it from its top (6 per page in landscape, decision 1090).
        const beside = captionStandsBeside(feature);
        expect(feature.captionBand?.y, label).toBeCloseTo(beside ? feature.frame.y : feature.frame.y + feature.frame.height, 3);
        expect(feature.captionBand?.x, label).toBeCloseTo(beside ? feature.frame.x + feature.frame.width + SIDE_CAPTION_GAP : feature.frame.x, 3);
        // A 2:3 figure keeps 75 % of its height and of its width.
        const image = feature.image ?? feature.frame;
        expect(feature.frame.height / image.height, label).toBeGreaterThanOrEqual(0.75);
        expect(feature.frame.width / image.width, label).toBeGreaterThanOrEqual(0.75);
      }
    }
  });

  // Decision 1123 hangs it from its first row's top line, as the photos beside it, where 1084 stood it on its block's foot.
  it('hangs the whole larger photo (Adatta) from its first row’s top line, its caption under it or beside it from its top', () => {
    const bottom = (rect: { y: number; height: number }) => rect.y + rect.height;
    for (const format of MIXED) {
      const featured = grid(catalogue('editorial', format, 30, {}, 'fit'))
        .slice(0, -1)
        .filter((page) => larger(page).length > 0);
      expect(featured.length, format.join(' ')).toBeGreaterThan(0);
      for (const page of featured) {
        const label = `${format.join(' ')} page ${page.number}`;
        const [feature] = larger(page);
        if (!feature) throw new Error(`a larger photo: ${label}`);
        const firstRow = page.photos.filter((photo) => photo !== feature && Math.abs(photo.box.y - feature.box.y) < 0.5);
        expect(feature.frame.y, label).toBeCloseTo(Math.min(...firstRow.map((photo) => photo.frame.y)), 3);
        // Beside the photos (6 per page in landscape, decision 1090) each caption from its photo's top.
        expect(feature.captionBand?.y, label).toBeCloseTo(captionStandsBeside(feature) ? feature.frame.y : bottom(feature.frame), 3);
      }
    }
  });

  it('stands the larger photo on the page’s outer edge, left on even pages and right on odd ones, a full page between them moving it across', () => {
    const seen = new Set<string>();
    for (const format of MIXED) {
      // A page of its own after the second page's photos sets the next larger photo on an odd page. Several counts: a
      // larger photo now prints only where the catalogue's white allows it (decision 1098).
      const pages = [36, 38, 40, 41, 43].flatMap((count) => catalogue('editorial', format, count, { [format[0] * 2]: { fullPage: true } }));
      const sides = grid(pages)
        .slice(0, -1)
        .flatMap((page) => {
          const [feature] = larger(page);
          if (!feature) return [];
          const left = Math.min(...page.photos.map((photo) => photo.frame.x));
          const side = Math.abs(feature.frame.x - left) < 1e-3 ? 'left' : 'right';
          expect(side, `${format.join(' ')} page ${page.number}`).toBe(page.number % 2 === 0 ? 'left' : 'right');
          return [side];
        });
      expect(sides.length, format.join(' ')).toBeGreaterThan(0);
      for (const side of sides) seen.add(side);
    }
    expect(seen.size).toBe(2);
  });

  it('gives 4 per page its larger photo too, one page in two, with a column of two beside it in the 6-per-page grid’s frames (decision 1093)', () => {
    // Its two columns left no room beside a block of two by two: every page kept one size (the sixth review's finding 5).
    // (Four in one landscape row is not a format the form offers, spec 4.)
    for (const orientation of ['portrait'] as const) {
      // Thirty-one photos: of thirty, 4 per page has no white to spare for one (decision 1098).
      const pages = grid(catalogue('editorial', [4, orientation], 31));
      const featured = pages.filter((page) => larger(page).length === 1);
      expect(featured.length, orientation).toBeGreaterThan(0);
      for (const page of featured) {
        const [block] = larger(page);
        const column = page.photos.filter((photo) => photo !== block);
        if (!block) throw new Error('a larger photo');
        expect(column.length, orientation).toBe(2);
        // On the column's top line and its foot, its frame at least twice as tall as theirs, in one column beside it.
        expect(block.frame.y, orientation).toBeCloseTo(Math.min(...column.map((photo) => photo.frame.y)), 3);
        expect(block.frame.y + block.frame.height, orientation).toBeCloseTo(Math.max(...column.map((photo) => photo.frame.y + photo.frame.height)), 3);
        expect(new Set(column.map((photo) => photo.frame.x.toFixed(3))).size, orientation).toBe(1);
        expect(block.frame.height, orientation).toBeGreaterThan(2 * (column[0]?.frame.height ?? Infinity));
      }
      // One page in two: the page after a larger photo's is the grid's, four photos.
      pages.forEach((page, at) => {
        if (larger(page).length === 1 && at + 1 < pages.length - 1) expect(larger(pages[at + 1] as PageDescription).length, orientation).toBe(0);
      });
    }
  });

  it('keeps one frame size in the other looks, and on a page with a hero of the user’s', () => {
    const sameSize = (page: PageDescription) => larger(page).length === 0;
    for (const look of ['classic', 'minimal', 'gallery'] as const) for (const format of MIXED) expect(grid(catalogue(look, format)).every(sameSize), `${look} ${format.join(' ')}`).toBe(true);
    // A hero met on page 2 is its page's one larger photo.
    for (const format of MIXED) {
      const pages = grid(catalogue('editorial', format, 30, { 8: { hero: true } }));
      const heroPage = pages.find((page) => page.photos.some((photo) => photo.index === 8));
      expect(heroPage && larger(heroPage).map((photo) => photo.index), format.join(' ')).toEqual([8]);
    }
  });

  it('prints the review’s set on as many pages as the other looks, its larger photo where that costs none (4 per page)', () => {
    // Before decision 1098: 6, 5, 5 and 4 pages, a larger photo in each; the others print 5, 4, 4 and 3.
    const counts = { '4 portrait': [5, true], '6 portrait': [4, false], '6 landscape': [4, false], '9 landscape': [3, false] } as const;
    for (const [label, [count, featured]] of Object.entries(counts)) {
      const [perPage, orientation] = label.split(' ') as [string, 'portrait' | 'landscape'];
      const pages = reviewPages([Number(perPage) as 4 | 6 | 9, orientation]);
      expect(pages.length, label).toBe(count);
      expect(grid(pages).some((page) => larger(page).length === 1), label).toBe(featured);
    }
    // At 4 per page no row beside a block is left empty (decision 1093); 10-13 share a page of wide photos (decision 1098).
    expect(reviewPages([4, 'portrait']).map((page) => page.photos.length)).toEqual([1, 3, 4, 1, 4]);
  });
  it('sets the larger photo on the top line of the photos beside it and on the grid’s column edges (the sixth review’s finding 5, decision 1089)', () => {
    for (const format of MIXED) {
      const columns = format[1] === 'portrait' ? 3 : format[0] === 6 ? 3 : 5;
      for (const pages of [grid(catalogue('editorial', format)), grid(reviewPages(format))])
        for (const page of pages) {
          const [feature] = larger(page);
          if (!feature) continue;
          const label = `${format.join(' ')} page ${page.number}`;
          const beside = page.photos.filter((photo) => photo !== feature && photo.frame.y < feature.frame.y + feature.frame.height);
          expect(Math.min(...beside.map((photo) => photo.frame.y)), label).toBeCloseTo(feature.frame.y, 3);
          // Its left edge and the others' fall on the grid's columns: at most one per column, the block's second column none.
          const edges = new Set(page.photos.map((photo) => photo.frame.x.toFixed(1)));
          expect(edges.size, label).toBeLessThanOrEqual(columns - 1 + (page.photos.some((photo) => photo.frame.y >= feature.frame.y + feature.frame.height) ? 1 : 0));
        }
    }
  });
});
