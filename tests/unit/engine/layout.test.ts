import { describe, expect, it } from 'vitest';
import {
  fitInBox,
  fitPixelSize,
  gridCells,
  gridShape,
  layoutPages,
  mmToPoints,
  pageCount,
  pageSize,
  pageZones,
  photoTargets,
  prepareTargetFor,
  sharpnessTargets,
  type Rect,
} from '../../../src/catalog/index.js';
import { documentGrid } from '../../../src/catalog/layout/document-grid.js';
import { captionedFrame, captionsBeside } from '../../../src/catalog/layout/geometry.js';
import { CLASSIC_LOOK, PAGE_LOOKS, gridLook } from '../../../src/catalog/layout/looks.js';
import type { PageLayout } from '../../../src/catalog/layout/pages.js';
import type { Orientation } from '../../../src/shared/index.js';
import { inBlocks, inCells } from '../../fixtures/cell-photos.js';

/** Classico's share of a cell for the photo: 90 %, but Galleria's 96.5 % on a landscape page after the first (decision 1041). */
const shareOf = (orientation: Orientation, kind: 'opening' | 'following') => gridLook(CLASSIC_LOOK, orientation, kind).photoShare;

const A4_WIDTH = mmToPoints(210);
const A4_HEIGHT = mmToPoints(297);
const LAYOUTS = [
  { orientation: 'portrait', imagesPerPage: 4, columns: 2, rows: 2 },
  { orientation: 'portrait', imagesPerPage: 6, columns: 2, rows: 3 },
  { orientation: 'landscape', imagesPerPage: 6, columns: 3, rows: 2 },
  { orientation: 'landscape', imagesPerPage: 9, columns: 3, rows: 3 },
] as const;

function inside(inner: Rect, outer: Rect): boolean {
  const e = 1e-6;
  return inner.x >= outer.x - e && inner.y >= outer.y - e && inner.x + inner.width <= outer.x + outer.width + e && inner.y + inner.height <= outer.y + outer.height + e;
}

describe('page geometry (spec 9)', () => {
  it('is A4 in portrait and swaps width and height in landscape', () => {
    expect(pageSize('portrait').width).toBeCloseTo(595.28, 1);
    expect(pageSize('portrait').height).toBeCloseTo(841.89, 1);
    expect(pageSize('landscape')).toEqual({ width: A4_HEIGHT, height: A4_WIDTH });
  });

  it.each(['portrait', 'landscape'] as const)('keeps a 10 mm margin, a 15 %% header and an 8 %% footer in %s', (orientation) => {
    const { page, content, header, footer, grid } = pageZones(orientation);
    expect(content.x).toBeCloseTo(mmToPoints(10));
    expect(content.y).toBeCloseTo(mmToPoints(10));
    expect(header.y).toBeCloseTo(content.y);
    expect(header.height).toBeCloseTo(page.height * 0.15);
    expect(footer.height).toBeCloseTo(page.height * 0.08);
    expect(footer.y + footer.height).toBeCloseTo(page.height - mmToPoints(10));
    expect(grid.y).toBeCloseTo(header.y + header.height);
    expect(grid.y + grid.height).toBeCloseTo(footer.y);
  });
});

describe('grids', () => {
  it.each(LAYOUTS)('$imagesPerPage per page in $orientation is $columns x $rows', ({ orientation, imagesPerPage, columns, rows }) => {
    expect(gridShape(imagesPerPage, orientation)).toEqual({ columns, rows });
    const cells = gridCells(orientation, imagesPerPage);
    const { grid } = pageZones(orientation);
    expect(cells).toHaveLength(imagesPerPage);
    for (const cell of cells) {
      expect(inside(cell, grid)).toBe(true);
      expect(cell.width).toBeCloseTo(grid.width / columns);
      expect(cell.height).toBeCloseTo(grid.height / rows);
    }
    // Reading order: the second cell is to the right of the first, same row.
    expect(cells[1]?.x).toBeGreaterThan(cells[0]?.x ?? 0);
    expect(cells[1]?.y).toBeCloseTo(cells[0]?.y ?? 0);
  });

  it.each([
    [1, 1, 1],
    [2, 1, 2],
    [5, 2, 3],
    [12, 3, 4],
    [16, 4, 4],
  ])('any other count (%i) gets a roughly square grid', (count, shortSide, longSide) => {
    expect(gridShape(count, 'portrait')).toEqual({ columns: shortSide, rows: longSide });
    expect(gridShape(count, 'landscape')).toEqual({ columns: longSide, rows: shortSide });
  });
});

describe('pages and photo placement', () => {
  it.each(LAYOUTS)('pages = ceil(photos / $imagesPerPage) at the edges', ({ imagesPerPage }) => {
    expect(pageCount(1, imagesPerPage)).toBe(1);
    expect(pageCount(imagesPerPage, imagesPerPage)).toBe(1);
    expect(pageCount(imagesPerPage + 1, imagesPerPage)).toBe(2);
    expect(pageCount(100, imagesPerPage)).toBe(Math.ceil(100 / imagesPerPage));
  });

  it.each(LAYOUTS)('places 100 photos on ceil(100 / n) pages, each centred in 90 %% of its cell ($orientation, $imagesPerPage)', (layout) => {
    const photos = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? { width: 3000, height: 4000 } : { width: 4000, height: 2000 + i * 10 }));
    const pages = layoutPages(photos, layout);
    expect(pages).toHaveLength(Math.ceil(100 / layout.imagesPerPage));
    expect(pages.map((p) => p.number)).toEqual(pages.map((_, i) => i + 1));
    // Every page full but the last ones (decisions 1068, 1070), which share their photos at most a third empty: 9 + 1 at 9 per page print 7 + 6 + 6.
    const sizes = pages.map((page) => page.placements.length);
    expect(sizes.slice(0, -3).every((count) => count === layout.imagesPerPage)).toBe(true);
    expect(sizes.every((count) => count * 3 >= layout.imagesPerPage * 2)).toBe(true);
    const placements = pages.flatMap((p) => p.placements.map((placement) => ({ ...placement, share: shareOf(layout.orientation, p.number === 1 ? 'opening' : 'following') })));
    expect(placements.map((p) => p.index)).toEqual(photos.map((_, i) => i));
    for (const { index, cell, box, frame, share } of placements) {
      const photo = photos[index] ?? { width: 1, height: 1 };
      expect(box.width).toBeCloseTo(cell.width * share);
      expect(box.height).toBeCloseTo(cell.height * share);
      expect(inside(frame, box)).toBe(true);
      expect(frame.width / frame.height).toBeCloseTo(photo.width / photo.height, 6);
      // Centred, and touching the box on at least one axis (as large as it can be).
      expect(frame.x + frame.width / 2).toBeCloseTo(cell.x + cell.width / 2);
      expect(frame.y + frame.height / 2).toBeCloseTo(cell.y + cell.height / 2);
      expect(Math.max(frame.width / box.width, frame.height / box.height)).toBeCloseTo(1);
    }
  });

  const ALL_LAYOUTS = [4, 6, 9].flatMap((imagesPerPage) => (['portrait', 'landscape'] as const).map((orientation) => ({ orientation, imagesPerPage })));
  const SHAPES = [{ ratio: 2 / 3, captions: true, variants: true }, { ratio: 4 / 5, captions: true }, { ratio: 3 / 2, captions: false }] as const;
  const LOOK_NAMES = ['classic', 'minimal', 'editorial', 'gallery'] as const;
  const photosOf = (count: number) => Array.from({ length: count }, () => ({ width: 2000, height: 3000 }));
  const mm = (points: number) => points / mmToPoints(1);
  /** The grid pages but a closing one: every frame's left edge, top edge and width. */
  const gridPages = (pages: PageLayout[]) => pages.filter((page) => !page.fullBleed);

  it.each(ALL_LAYOUTS)('prints every grid page on one grid: one frame size, the same columns, the same rows, page 1 in the lower rows ($orientation, $imagesPerPage)', ({ orientation, imagesPerPage }) => {
    for (const look of LOOK_NAMES)
      for (const frame of SHAPES) {
        // Page 1 and three full pages after it: no closing page.
        const grid = documentGrid({ orientation, perPage: imagesPerPage, look: PAGE_LOOKS[look], frame });
        const opening = Math.min(imagesPerPage, grid.opening.columns * grid.opening.rows);
        // (Editoriale's page of a larger photo at 4 per page is laid on the 6-per-page grid, decision 1093: editoriale-feature.test.ts.)
        const ownGrid = (page: PageLayout) => look !== 'editorial' || imagesPerPage !== 4 || inBlocks(page.placements).length === 0;
        const pages = gridPages(layoutPages(photosOf(opening + imagesPerPage * 3), { orientation, imagesPerPage, captions: frame.captions, fill: true, look, frame })).filter(ownGrid);
        const columns = Array.from({ length: grid.following.columns }, (_, column) => column);
        const frames = pages.flatMap((page) => page.placements.map((placement) => placement.frame));
        const [first] = pages.flatMap((page) => inCells(page.placements).map((placement) => placement.frame));
        const label = `${look} ${frame.ratio}`;
        // One frame size (Classico 6 per page in portrait printed 50 mm frames on page 1, 57 mm after), Editoriale's
        // larger photo on each page after the first in a block of two by two cells (decision 1084).
        for (const page of pages) for (const other of inCells(page.placements)) expect(other.frame.width, label).toBeCloseTo(first?.width ?? 0, 6);
        // On the grid's columns, or half a column over where a row stops short of the last column and
        // is centred (4 under 5 at 9 per page in landscape; 3:2 photos two cells wide under 3 columns).
        const base = Math.min(...frames.map((other) => other.x));
        const pitch = grid.following.pitch;
        const halfColumns = (other: { x: number }) => (other.x - base) / (pitch / 2);
        for (const other of frames) expect(Math.abs(halfColumns(other) - Math.round(halfColumns(other))), label).toBeCloseTo(0, 6);
        expect(Math.max(...frames.map((other) => other.x - base)) / pitch, label).toBeLessThanOrEqual(columns.length - 1 + 1e-6);
        // The same rows on every page after the first; page 1's rows among them or lower, never higher.
        const rowsOf = (page: PageLayout | undefined) => [...new Set(page?.placements.map((placement) => placement.frame.y.toFixed(3)))];
        // (Editoriale's pages of a larger photo hold fewer, one page in two, decision 1084: its last page may close the
        // catalogue short, centred as a closing page is, decision 1079; the pages before it keep the grid's rows.)
        expect(rowsOf(pages[1]).length, label).toBe(grid.following.rows);
        for (const page of look === 'editorial' ? pages.slice(2, -1) : pages.slice(2)) expect(rowsOf(pages[1]), label).toEqual(expect.arrayContaining(rowsOf(page)));
        expect(Number(rowsOf(pages[0])[0]), label).toBeGreaterThanOrEqual(Number(rowsOf(pages[1])[0]));
        // Page 1's header stands above its photos.
        const header = pages[0]?.zones.header;
        expect((header?.y ?? 0) + (header?.height ?? 0), label).toBeLessThanOrEqual(Math.min(...(pages[0]?.placements.map((placement) => placement.frame.y) ?? [0])));
        // The look's gutters across (4-5 mm, Galleria 3.5) in every format (decision 1077 undid decision 1076's spread landscape
        // columns), and sides at least its margin, alike on both sides.
        // A frame with its caption where it stands beside it (6 per page in landscape, decision 1090): the block's unit across.
        const row = inCells(pages[1]?.placements ?? []).filter((placement) => Math.abs(placement.frame.y - (pages[1]?.placements[0]?.frame.y ?? 0)) < 1e-3).map((placement) => captionedFrame(placement, PAGE_LOOKS[look]));
        const captioned = pages.flatMap((page) => page.placements.map((placement) => captionedFrame(placement, PAGE_LOOKS[look])));
        const left = Math.min(...captioned.map((other) => other.x));
        const right = (pages[1]?.zones.page.width ?? 0) - Math.max(...captioned.map((other) => other.x + other.width));
        // A passe-partout's mats (Classico, decision 1085) stand between the frames and the keylines the gutter and sides part.
        const mat = PAGE_LOOKS[look].passePartout ?? 0;
        if (row.length > 1) expect(mm((row[1]?.x ?? 0) - (row[0]?.x ?? 0) - (row[0]?.width ?? 0)), label).toBeCloseTo(PAGE_LOOKS[look].grid.gutter + 2 * mat, 6);
        // Captions beside the photos take the page's width from 10 mm sides (decision 1090).
        const side = captionsBeside({ ...frame, orientation, imagesPerPage }) ? Math.min(PAGE_LOOKS[look].grid.side, 10) : PAGE_LOOKS[look].grid.side;
        expect(mm(left), label).toBeGreaterThanOrEqual(side + mat - 1e-6);
        expect(left, label).toBeCloseTo(right, 6);
      }
  });

  // The review set: nine 2:3, two 4:5, two 3:2; the first a hero, the seventh a full page.
  const review = Array.from({ length: 13 }, (_, i) => ({ width: i < 9 ? 2 : i < 11 ? 4 : 3, height: i < 9 ? 3 : i < 11 ? 5 : 2, hero: i === 0, fullPage: i === 6 }));

  it.each([
    // The two 3:2 photos, two cells each, stood on the left two thirds of the last page.
    { orientation: 'portrait', imagesPerPage: 6 },
    { orientation: 'landscape', imagesPerPage: 6 },
    // Four photos over five columns, then the two 3:2 photos: the fifth column empty.
    { orientation: 'landscape', imagesPerPage: 9 },
  ] as const)('centres every row across the page after the first, one that stops short of the last column too ($orientation, $imagesPerPage)', (layout) => {
    const pages = layoutPages(review, { ...layout, captions: true, fill: true, look: 'classic', frame: { ratio: 2 / 3, captions: true } }).filter((page) => page.kind === 'following');
    expect(pages.length).toBeGreaterThan(0);
    // A closing page with its captions beside its photos stands on the grid's left edge instead, as page 2's first column (decision 1122).
    const edge = Math.min(...(pages[0]?.placements ?? []).map((placement) => placement.frame.x));
    for (const page of pages) {
      const tops = new Set(page.placements.map((placement) => placement.frame.y.toFixed(3)));
      for (const top of tops) {
        const row = page.placements.filter((placement) => placement.frame.y.toFixed(3) === top);
        const framed = row.map((placement) => captionedFrame(placement, CLASSIC_LOOK));
        const left = Math.min(...framed.map((placement) => placement.x));
        const right = page.zones.page.width - Math.max(...framed.map((placement) => placement.x + placement.width));
        if (page.closingColumn) expect(Math.min(...row.map((placement) => placement.frame.x)), `page ${page.number}`).toBeCloseTo(edge, 3);
        else expect(left, `page ${page.number}`).toBeCloseTo(right, 3);
      }
    }
  });

  it.each([
    // 13 photos: 6 + 4 + 3 at 6 per page before, three photos under 175 mm of white; 8 + 5 at 9 in landscape.
    { orientation: 'portrait', imagesPerPage: 4, counts: [2, 4, 4, 3] },
    { orientation: 'portrait', imagesPerPage: 6, counts: [3, 6, 4] },
    { orientation: 'landscape', imagesPerPage: 6, counts: [3, 6, 4] },
    { orientation: 'landscape', imagesPerPage: 9, counts: [5, 8] },
  ] as const)('fills every page but the last two, which leave at most a third of their places empty or close centred in the grid\'s own frames ($orientation, $imagesPerPage)', ({ counts, ...layout }) => {
    const frame = { ratio: 2 / 3, captions: true };
    const layoutOf = (count: number) => layoutPages(photosOf(count), { ...layout, frame, captions: true, fill: true });
    expect(layoutOf(13).map((page) => page.placements.length)).toEqual(counts);
    const grid = documentGrid({ orientation: layout.orientation, perPage: layout.imagesPerPage, look: CLASSIC_LOOK, frame });
    const places = Math.min(layout.imagesPerPage, grid.following.columns * grid.following.rows);
    const opening = Math.min(layout.imagesPerPage, grid.opening.columns * grid.opening.rows);
    for (let count = layout.imagesPerPage + 1; count <= 30; count++) {
      const pages = layoutOf(count);
      const sizes = pages.map((page) => page.placements.length);
      expect(sizes.reduce((sum, photos) => sum + photos, 0)).toBe(count);
      expect(sizes[0]).toBe(opening);
      // A page of three on two columns sets one photo over both rows of the 6-per-page cells (decision 1103): not the grid's.
      const besideTwo = (page: (typeof pages)[number]) => page.placements.length === 3 && grid.following.columns === 2;
      const gridPage = pages.slice(1).find((page) => !besideTwo(page));
      const gridFrame = gridPage?.placements[0]?.frame ?? { x: 0, width: 0, height: 0 };
      const edges = gridPage?.edges ?? { x: 0, width: 0 };
      pages.slice(1).forEach((page, at) => {
        const frames = page.placements.map((placement) => placement.frame);
        const closing = (places - frames.length) * 3 > places;
        // Only the last two pages may be over a third empty (6 / 1 prints 4 / 3 now, and 3 photos on a page of 6 close it centred).
        if (closing) expect(pages.length - 1 - at, `${count}: ${sizes.join(' + ')}`).toBeLessThanOrEqual(2);
        const captioned = page.placements.map((placement) => captionedFrame(placement, CLASSIC_LOOK));
        if (closing) expect((Math.min(...captioned.map((other) => other.x)) + Math.max(...captioned.map((other) => other.x + other.width))) / 2).toBeCloseTo(page.zones.page.width / 2, 6);
        if (besideTwo(page)) return;
        // Every frame the grid's own, a closing page's too (decision 1078; a hero's block before, a lone last photo 386 x 579 pt at 4 per page).
        for (const other of frames) {
          expect(other.width, `${count}`).toBeCloseTo(gridFrame.width, 6);
          expect(other.height, `${count}`).toBeCloseTo(gridFrame.height, 6);
          expect(other.x).toBeGreaterThanOrEqual(edges.x - 1e-6);
          expect(other.x + other.width).toBeLessThanOrEqual(edges.x + edges.width + 1e-6);
        }
      });
    }
  });

  it('gives a landscape photo among portrait frames two cells of a row, its frame of its own shape inside, on the last page too (decisions 1070, 1076)', () => {
    // The review set: 01-09 2:3, 10-11 4:5, 12-13 3:2; before, 'Riempi' showed 44 % of 12 and 13's width.
    const review = Array.from({ length: 13 }, (_, index) => (index < 9 ? { width: 1600, height: 2400 } : index < 11 ? { width: 1600, height: 2000 } : { width: 2400, height: 1600 }));
    for (const look of LOOK_NAMES)
      for (const [imagesPerPage, orientation] of [[4, 'portrait'], [6, 'portrait'], [6, 'landscape'], [9, 'landscape']] as const) {
        const pages = layoutPages(review, { orientation, imagesPerPage, frame: { ratio: 2 / 3, captions: true }, captions: true, fill: true, look });
        const placements = pages.flatMap((page) => page.placements.map((placement) => ({ ...placement, edges: page.edges })));
        const cell = placements.find((placement) => placement.index === 1)?.frame.width ?? 0;
        const label = `${look} ${imagesPerPage} ${orientation}`;
        // Every photo printed once; 12 and 13 across two cells, at 4 per page in portrait too, where 13 now opens a page rather than keep 44 % of its width in a cell.
        expect(placements.map((placement) => placement.index).sort((a, b) => a - b), label).toEqual(review.map((_, index) => index));
        // Wider than a cell and than tall: across two cells, or since decision 1120 half of a closing page's row of one shape.
        const isWide = (placement: (typeof placements)[number]) => placement.index >= 11 && placement.frame.width > cell && placement.frame.width > placement.frame.height;
        for (const wide of placements.filter(isWide)) {
          expect((wide.frame.width / wide.frame.height) / 1.5, label).toBeGreaterThanOrEqual(0.75);
          expect(wide.frame.x, label).toBeGreaterThanOrEqual((wide.edges?.x ?? 0) - 1e-6);
          expect(wide.frame.x + wide.frame.width, label).toBeLessThanOrEqual((wide.edges?.x ?? 0) + (wide.edges?.width ?? 0) + 1e-6);
        }
        const spanning = placements.filter(isWide).length;
        expect(spanning, label).toBe(2);
      }
    // Phone photos held sideways among upright ones: 'Riempi' spans them, one 3:4 cell cut a 4:3 photo to 56 % of its width (decision 1076); 'Adatta' prints them whole in a cell each.
    const phones = Array.from({ length: 8 }, (_, index) => (index % 2 ? { width: 4000, height: 3000 } : { width: 3000, height: 4000 }));
    const filled = layoutPages(phones, { orientation: 'portrait', imagesPerPage: 6, frame: { ratio: 3 / 4, captions: false }, fill: true });
    for (const placement of filled.flatMap((page) => page.placements)) expect(placement.frame.width / placement.frame.height > 1, `photo ${placement.index}`).toBe(placement.index % 2 === 1);
    const whole = layoutPages(phones, { orientation: 'portrait', imagesPerPage: 6, frame: { ratio: 3 / 4, captions: false } });
    const widths = whole.slice(1).flatMap((page) => page.placements.map((placement) => placement.box.width));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1e-6);
  });

  it('sets every short page after the first in rows as even as they go, each row centred on the page, in the grid\'s frames (decision 1079)', () => {
    const frame = { ratio: 2 / 3, captions: true };
    /** A page's rows, top to bottom: how many frames each holds and the middle of each across. */
    const rowsOf = (page: PageLayout, look: keyof typeof PAGE_LOOKS = 'classic') => {
      const tops = [...new Set(page.placements.map((placement) => placement.frame.y.toFixed(3)))].sort((a, b) => Number(a) - Number(b));
      // Each frame with a caption beside it (decision 1090): a row is centred as a whole.
      return tops.map((top) => page.placements.filter((placement) => placement.frame.y.toFixed(3) === top).map((placement) => captionedFrame(placement, PAGE_LOOKS[look])));
    };
    for (const look of LOOK_NAMES)
      for (const { orientation, imagesPerPage } of ALL_LAYOUTS)
        for (let count = imagesPerPage + 1; count <= 3 * imagesPerPage; count++)
          for (const fullAt of [undefined, 3, 6]) {
            const photos = photosOf(count).map((photo, index) => ({ ...photo, fullPage: index === fullAt }));
            const pages = layoutPages(photos, { orientation, imagesPerPage, frame, captions: true, fill: true, look });
            const grid = documentGrid({ orientation, perPage: imagesPerPage, look: PAGE_LOOKS[look], frame });
            const places = Math.min(imagesPerPage, grid.following.columns * grid.following.rows);
            const gridFrame = pages.find((page) => page.kind === 'following' && page.placements.length === places)?.placements[0]?.frame;
            // Editoriale's pages of a larger photo (decision 1084) fill the grid's cells with fewer photos: not closing pages.
            for (const page of pages.filter((other) => other.kind === 'following' && other.placements.length < places && inBlocks(other.placements).length === 0)) {
              const label = `${look} ${orientation} ${imagesPerPage}: ${count}, full ${fullAt}, page ${page.number}`;
              const lengths = rowsOf(page, look).map((row) => row.length);
              // As even as they go, the longer rows first: 4 of 3 columns print 2 + 2, not 3 + 1 flush left.
              expect(lengths, label).toEqual([...lengths].sort((a, b) => b - a));
              expect(Math.max(...lengths) - Math.min(...lengths), label).toBeLessThanOrEqual(1);
              expect(lengths.length, label).toBe(Math.ceil(page.placements.length / grid.following.columns));
              // Rows that start on one x with captions beside them stand on the grid's left edge, as a grid page's first column (decision 1122).
              if (page.closingColumn && gridFrame) expect(Math.min(...page.placements.map((placement) => placement.frame.x)), label).toBeCloseTo(gridFrame.x, 6);
              else if (!page.closingColumn) for (const row of rowsOf(page, look)) expect((Math.min(...row.map((other) => other.x)) + Math.max(...row.map((other) => other.x + other.width))) / 2, label).toBeCloseTo(page.zones.page.width / 2, 6);
              if (gridFrame) for (const placement of page.placements) expect(placement.frame.width, label).toBeCloseTo(gridFrame.width, 6);
            }
          }
    // The review's pages: 4 photos before a full page at 6 per page in portrait print 2 + 2; 7 at 9 per page 3 + 2 + 2
    // (in Classico: Editoriale's pages before them give a larger photo a block, and hold fewer, decision 1084).
    const shortPage = (count: number, imagesPerPage: number) => layoutPages(photosOf(count), { orientation: 'portrait', imagesPerPage, frame, captions: true, fill: true, look: 'classic' }).at(-1);
    const lengthsOf = (page: PageLayout | undefined) => (page ? rowsOf(page).map((row) => row.length) : []);
    expect(lengthsOf(shortPage(3 + 6 + 4, 6))).toEqual([2, 2]);
    expect(lengthsOf(shortPage(3 + 6 + 5, 6))).toEqual([3, 2]);
    expect(lengthsOf(shortPage(6 + 9 + 7, 9))).toEqual([3, 2, 2]);
  });

  it('fits a tall photo by height and a wide photo by width', () => {
    const box = { x: 0, y: 0, width: 100, height: 100 };
    expect(fitInBox({ width: 50, height: 200 }, box)).toEqual({ x: 37.5, y: 0, width: 25, height: 100 });
    expect(fitInBox({ width: 400, height: 100 }, box)).toEqual({ x: 0, y: 37.5, width: 100, height: 25 });
  });
});

describe('prepare target (300 ppi ceiling, never upscaled)', () => {
  it.each(LAYOUTS)('is the 90 %% box of the cell the photo lands in, on the first page or a following one, for $orientation, $imagesPerPage', (layout) => {
    for (const kind of ['opening', 'following'] as const) {
      const target = prepareTargetFor(layout, undefined, undefined, { kind });
      const [cell] = gridCells(layout.orientation, layout.imagesPerPage, undefined, kind);
      expect(target.maxPpi).toBe(300);
      expect(target.boxWidthPt).toBeCloseTo((cell?.width ?? 0) * shareOf(layout.orientation, kind));
      expect(target.boxHeightPt).toBeCloseTo((cell?.height ?? 0) * shareOf(layout.orientation, kind));
    }
    // Whole photos take frames of the photos' shape, 4:3 here (decision 1053), one size on every grid page (decision 1068).
    const grid = documentGrid({ orientation: layout.orientation, perPage: layout.imagesPerPage, look: CLASSIC_LOOK, frame: { ratio: 4 / 3, captions: false } });
    const sizes = Array.from({ length: Math.min(layout.imagesPerPage, grid.opening.columns * grid.opening.rows) + layout.imagesPerPage + 1 }, () => ({ width: 4000, height: 3000 }));
    const targets = photoTargets(layout, sizes);
    const shaped = (kind: 'opening' | 'following') => prepareTargetFor(layout, undefined, undefined, { kind, ratio: 4 / 3 });
    expect(shaped('opening').boxHeightPt).toBeCloseTo(shaped('following').boxHeightPt, 6);
    const pages = layoutPages(sizes, { ...layout, frame: { ratio: 4 / 3, captions: false } });
    for (const page of pages) for (const placement of page.placements) expect(targets[placement.index]?.boxHeightPt).toBeCloseTo(shaped('following').boxHeightPt, 6);
    // The last pages share the photos left (decision 1078; before, the last one alone in a larger frame, its target larger too): every target the grid's.
    expect(pages.at(-1)?.placements.length ?? 0).toBeGreaterThan(1);
    for (const placement of pages.slice(1).flatMap((page) => page.placements)) expect(targets[placement.index]?.boxWidthPt).toBeCloseTo(placement.box.width, 6);
    // The low-resolution warning judges every photo in the grid's frame.
    const judged = sharpnessTargets(layout, sizes);
    expect(judged.at(-1)?.boxWidthPt).toBeCloseTo(shaped('following').boxWidthPt, 6);
    expect(judged[0]?.boxWidthPt).toBeCloseTo(shaped('following').boxWidthPt, 6);
  });

  it('scales a camera photo down to 300 ppi at its printed size', () => {
    const target = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
    const size = fitPixelSize(4000, 3000, target);
    const printedWidthInches = target.boxWidthPt / 72;
    expect(size.width / printedWidthInches).toBeLessThanOrEqual(300);
    expect(size.width / printedWidthInches).toBeGreaterThan(299);
    expect(size.width / size.height).toBeCloseTo(4 / 3, 2);
  });

  it('leaves a small photo at its own size', () => {
    const target = prepareTargetFor({ orientation: 'landscape', imagesPerPage: 9 });
    expect(fitPixelSize(320, 200, target)).toEqual({ width: 320, height: 200 });
  });

  it('honours a lower ceiling (the later Web quality)', () => {
    const print = fitPixelSize(4000, 3000, prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 }));
    const web = fitPixelSize(4000, 3000, prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 }, 150));
    expect(web.width).toBeCloseTo(print.width / 2, -1);
  });
});
