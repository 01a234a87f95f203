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
import { OPTICAL_CENTRE } from '../../../src/catalog/layout/balanced-cells.js';
import { CLASSIC_LOOK, gridLook } from '../../../src/catalog/layout/looks.js';
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
    expect(pages.at(-1)?.placements).toHaveLength(100 % layout.imagesPerPage || layout.imagesPerPage);
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

  /**
   * Where a block of this height centres: the white it leaves in the grid zone shared as the page's
   * optical centre shares the zone (decisions 1026, 1052), so a small block stands on the optical centre.
   */
  const opticalCentre = (zones: ReturnType<typeof pageZones>, height: number) => {
    const above = (zones.page.height * OPTICAL_CENTRE - zones.grid.y) / zones.grid.height;
    return zones.grid.y + (zones.grid.height - height) * above + height / 2;
  };

  it.each(ALL_LAYOUTS)('balances the last page of 13 photos: even rows, each row centred, the block on the optical centre ($orientation, $imagesPerPage)', (layout) => {
    const photos = Array.from({ length: 13 }, (_, i) => (i % 3 === 1 ? { width: 4000, height: 3000 } : { width: 3000, height: 4000 }));
    const pages = layoutPages(photos, layout);
    // 13 photos fill more than one page: the last one follows the first, under its slim head (decision 0995).
    const full = gridCells(layout.orientation, layout.imagesPerPage, undefined, 'following');
    const { grid } = pageZones(layout.orientation, undefined, 'following');
    const last = pages.at(-1)?.placements ?? [];
    expect(last.map((p) => p.index)).toEqual(photos.map((_, i) => i).slice(-(13 % layout.imagesPerPage)));
    const rows = rowsOf(last.map((p) => p.cell));
    const lengths = rows.map((row) => row.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    expect(rows).toHaveLength(Math.ceil(last.length / gridShape(layout.imagesPerPage, layout.orientation).columns));
    for (const row of rows) {
      const first = row[0] ?? grid;
      const end = row.at(-1) ?? grid;
      expect((first.x + end.x + end.width) / 2).toBeCloseTo(grid.x + grid.width / 2);
      row.forEach((cell, i) => i > 0 && expect(cell.x).toBeGreaterThan(row[i - 1]?.x ?? 0));
    }
    const top = rows[0]?.[0]?.y ?? 0;
    const bottom = (rows.at(-1)?.[0]?.y ?? 0) + (full[0]?.height ?? 0);
    expect((top + bottom) / 2).toBeCloseTo(opticalCentre(pageZones(layout.orientation, undefined, 'following'), bottom - top));
    for (const { cell, box, frame } of last) {
      expect(inside(cell, grid)).toBe(true);
      expect(cell.width).toBeCloseTo(full[0]?.width ?? 0);
      expect(cell.height).toBeCloseTo(full[0]?.height ?? 0);
      expect(inside(frame, box)).toBe(true);
    }
    // The full pages keep the grid's own cells: the first page's under its header, the others' under the slim head.
    pages.slice(0, -1).forEach((page, i) => expect(page.placements.map((p) => p.cell)).toEqual(i === 0 ? gridCells(layout.orientation, layout.imagesPerPage) : full));
  });

  it('never leaves a lone last photo in a corner: 13 at 6 per page puts it in the middle, on the optical centre', () => {
    const pages = layoutPages(Array.from({ length: 13 }, () => ({ width: 3000, height: 4000 })), { orientation: 'landscape', imagesPerPage: 6 });
    const { grid } = pageZones('landscape', undefined, 'following');
    const [lone] = pages[2]?.placements ?? [];
    expect(pages[2]?.placements).toHaveLength(1);
    expect((lone?.frame.x ?? 0) + (lone?.frame.width ?? 0) / 2).toBeCloseTo(grid.x + grid.width / 2);
    expect((lone?.cell.y ?? 0) + (lone?.cell.height ?? 0) / 2).toBeCloseTo(opticalCentre(pageZones('landscape', undefined, 'following'), lone?.cell.height ?? 0));
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
    // The first page's photos are prepared for its cells, the others' for theirs (decision 0995).
    const targets = photoTargets(layout, Array.from({ length: layout.imagesPerPage + 1 }, () => ({ width: 4000, height: 3000 })));
    expect(targets.slice(0, layout.imagesPerPage).every((target) => target.boxHeightPt === prepareTargetFor(layout).boxHeightPt)).toBe(true);
    expect(targets.at(-1)?.boxHeightPt).toBeGreaterThan(prepareTargetFor(layout).boxHeightPt);
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
