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
  type Rect,
} from '../../../src/catalog/index.js';
import { balancedCells } from '../../../src/catalog/layout/balanced-cells.js';
import { rowLengths } from '../../../src/catalog/layout/row-lengths.js';
import { CLASSIC_LOOK, gridLook, pageLook } from '../../../src/catalog/layout/looks.js';
import type { Orientation } from '../../../src/shared/index.js';

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
    // 100 at 9 per page would end on one photo alone: the last two pages share 10 (decision 1051).
    expect(pages.at(-1)?.placements).toHaveLength(layout.imagesPerPage === 9 ? 5 : 100 % layout.imagesPerPage || layout.imagesPerPage);
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

  /** The rows of a page's cells, top to bottom, each left to right as placed. */
  function rowsOf(cells: Rect[]): Rect[][] {
    const rows: Rect[][] = [];
    for (const cell of cells) {
      const row = rows.at(-1);
      if (row?.[0] && Math.abs(row[0].y - cell.y) < 1e-6) row.push(cell);
      else rows.push([cell]);
    }
    return rows;
  }

  const ALL_LAYOUTS = [4, 6, 9].flatMap((imagesPerPage) => (['portrait', 'landscape'] as const).map((orientation) => ({ orientation, imagesPerPage })));

  const SHAPES = [undefined, { ratio: 2 / 3, captions: true }, { ratio: 3 / 2, captions: false }] as const;

  it('sets a short page\'s rows with no photo alone in its row where the grid is wider than two (decision 1054)', () => {
    // Filled from the top, 4 on three columns were a row of three and one photo alone under it.
    expect(rowLengths(4, 3)).toEqual([2, 2]);
    expect(rowLengths(7, 3)).toEqual([3, 2, 2]);
    expect(rowLengths(6, 5)).toEqual([3, 3]);
    expect(rowLengths(8, 5)).toEqual([5, 3]);
    // On two columns an odd count keeps its lone photo: no other split of the rows avoids it.
    expect(rowLengths(3, 2)).toEqual([2, 1]);
  });

  it.each(ALL_LAYOUTS)('sets a short page in the full grid\'s cells and columns, from its top line, a short row on the columns ($orientation, $imagesPerPage)', ({ orientation, imagesPerPage }) => {
    for (const frame of SHAPES) {
      for (const kind of ['opening', 'following'] as const) {
        const full = balancedCells(orientation, imagesPerPage, imagesPerPage, CLASSIC_LOOK, kind, frame);
        const fullRows = rowsOf(full);
        const fullRow = fullRows[0] ?? [];
        const columns = fullRow.length;
        const pitch = (fullRow[1]?.x ?? 0) - (fullRow[0]?.x ?? 0);
        const rowPitch = (fullRows[1]?.[0]?.y ?? 0) - (fullRow[0]?.y ?? 0);
        const middle = (row: Rect[]) => ((row[0]?.x ?? 0) + (row.at(-1)?.x ?? 0) + (row.at(-1)?.width ?? 0)) / 2;
        for (let count = 1; count < imagesPerPage; count++) {
          const cells = balancedCells(orientation, imagesPerPage, count, CLASSIC_LOOK, kind, frame);
          const rows = rowsOf(cells);
          // The rows `rowLengths` gives (4 on three columns as two pairs), the full page's rows apart.
          expect(rows.map((row) => row.length)).toEqual(rowLengths(count, columns));
          // Fewer rows than the grid print where a full page's first rows print; centred on the page, three photos floated with 75 mm over them and 95 under.
          expect(rows[0]?.[0]?.y).toBeCloseTo(fullRow[0]?.y ?? NaN, 6);
          const alike = rows.every((row) => row.length === rows[0]?.length);
          rows.forEach((row, at) => {
            if (at > 0) expect(row[0]?.y).toBeCloseTo((rows[at - 1]?.[0]?.y ?? 0) + rowPitch, 6);
            if (row.length === columns) expect(row.map((cell) => cell.x)).toEqual(fullRow.map((cell) => cell.x));
            // A block of alike rows is centred as a group; a short row under longer ones stays on the grid's columns, centred by whole columns where it can be.
            else if (alike) expect(middle(row)).toBeCloseTo(middle(fullRow), 6);
            else expect(row[0]?.x).toBeCloseTo((fullRow[Math.floor((columns - row.length) / 2)]?.x ?? NaN), 6);
            row.slice(1).forEach((cell, slot) => expect(cell.x - (row[slot]?.x ?? 0)).toBeCloseTo(pitch, 6));
          });
          for (const cell of cells) expect(cell.width * cell.height).toBeCloseTo((full[0]?.width ?? 0) * (full[0]?.height ?? 0), 6);
        }
      }
    }
  });

  it('sets the short last row of a flush-left look (Editoriale) on the grid\'s left edge', () => {
    const editorial = pageLook('editorial');
    for (const frame of SHAPES) {
      const full = balancedCells('portrait', 6, 6, editorial, 'following', frame);
      const short = balancedCells('portrait', 6, 4, editorial, 'following', frame);
      const lastRow = rowsOf(short).at(-1) ?? [];
      expect(lastRow[0]?.x).toBeCloseTo(full[0]?.x ?? NaN, 6);
    }
  });

  it.each([
    { orientation: 'portrait', imagesPerPage: 4, fill: false, counts: [4, 4, 3, 2] },
    { orientation: 'portrait', imagesPerPage: 6, fill: false, counts: [6, 4, 3] },
    { orientation: 'portrait', imagesPerPage: 6, fill: true, counts: [6, 4, 3] },
    // The spec's three columns: 7 (3 + 2 + 2) + 6 (two full rows), no more short rows than 8 + 5 and more even (decision 1054).
    { orientation: 'landscape', imagesPerPage: 9, fill: false, counts: [7, 6] },
    // Frames of the photos' shape: the opening page's two rows in smaller frames (decision 1065), then a row of five and a row of three.
    { orientation: 'landscape', imagesPerPage: 9, fill: true, counts: [8, 5] },
  ] as const)('never ends on a lone photo: the last two pages share theirs, the others full ($orientation, $imagesPerPage, fill $fill)', ({ counts, ...layout }) => {
    const frame = layout.fill ? { frame: { ratio: 2 / 3, captions: true } } : {};
    const photosOf = (count: number) => Array.from({ length: count }, () => ({ width: 2000, height: 3000 }));
    const perPage = (count: number) => layoutPages(photosOf(count), { ...layout, ...frame, captions: true }).map((page) => page.placements.length);
    // 13 photos: 6 + 6 + 1 at 6 per page before; now 6 + 4 + 3, a row of three to end on.
    expect(perPage(13)).toEqual(counts);
    // What the opening page holds when pages follow it.
    const opening = perPage(100)[0];
    for (const count of [5, 7, 10, 13, 19, 25]) {
      const pages = perPage(count);
      expect(pages.reduce((sum, photos) => sum + photos, 0)).toBe(count);
      expect(pages.slice(0, -2).every((photos, at) => photos === (at === 0 ? opening : layout.imagesPerPage)), `${count}: ${pages.join(' + ')}`).toBe(true);
      expect(pages.every((photos) => photos >= layout.imagesPerPage / 2) || pages.length === 1, `${count}: ${pages.join(' + ')}`).toBe(true);
    }
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
    // The first page's photos are prepared for its cells, the others' for theirs (decision 0995),
    // which whole photos now take in the photos' shape, 4:3 here (decision 1053).
    // A second page half full, which keeps its photos (a lighter one would share with the first, decision 1051).
    const targets = photoTargets(layout, Array.from({ length: layout.imagesPerPage + Math.ceil(layout.imagesPerPage / 2) }, () => ({ width: 4000, height: 3000 })));
    const shaped = (kind: 'opening' | 'following') => prepareTargetFor(layout, undefined, undefined, { kind, ratio: 4 / 3 });
    expect(targets.slice(0, layout.imagesPerPage).every((target) => target.boxHeightPt === shaped('opening').boxHeightPt)).toBe(true);
    expect(targets.at(-1)?.boxHeightPt).toBeCloseTo(shaped('following').boxHeightPt, 6);
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
