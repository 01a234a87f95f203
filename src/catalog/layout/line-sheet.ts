/**
 * The line sheet's frame (issues 15.2, 24.3): the table takes the grid zone of every page, under
 * a row of column headings. The first page keeps the catalogue's header; later pages carry only
 * the running title, in a header band of their own height, so the table has the rest. A page holds
 * at most the chosen density of rows; a row is at least that share of a later page's table (the
 * first, under its header and the terms, holds what fits), grows when its text needs it, and is
 * never split. The thumbnail is as tall as the shortest row allows: at 4 rows 35 mm and more in
 * either orientation (docs/decisions/0941-line-sheet-for-buyers.md).
 */
import type { LineSheetDensity, Orientation } from '../../shared/index.js';
import { pageZones, type PageZones, type Rect } from './geometry.js';

export const HEADING_ROW_HEIGHT = 22;
export const CELL_GAP = 8;
export const CELL_PADDING = 5;
/** A thumbnail takes at most this share of the table's width, so the columns keep room. */
const THUMBNAIL_WIDTH_SHARE = 0.2;

/** The header band of the pages after the first: the running title and its rule. */
export const RUNNING_HEADER_HEIGHT = 28;

export interface LineSheetFrame {
  /** On the pages after the first (lineSheetZones gives each page's). */
  table: Rect;
  /** The least height of a row. */
  rowHeight: number;
  /** Relative to a row's top-left corner. */
  thumbnail: Rect;
}

/** A line-sheet page's zones: the first page's as the catalogue's, a later page's header a band. */
export function lineSheetZones(orientation: Orientation, pageNumber: number): PageZones {
  const zones = pageZones(orientation);
  if (pageNumber === 1) return zones;
  const freed = zones.header.height - RUNNING_HEADER_HEIGHT;
  return {
    ...zones,
    header: { ...zones.header, height: RUNNING_HEADER_HEIGHT },
    grid: { ...zones.grid, y: zones.grid.y - freed, height: zones.grid.height + freed },
  };
}

export function lineSheetFrame(orientation: Orientation, rowsPerPage: LineSheetDensity): LineSheetFrame {
  const table = lineSheetZones(orientation, 2).grid;
  const rowHeight = (table.height - HEADING_ROW_HEIGHT) / rowsPerPage;
  const height = rowHeight - 2 * CELL_PADDING;
  const width = Math.min(height, table.width * THUMBNAIL_WIDTH_SHARE);
  return { table, rowHeight, thumbnail: { x: 0, y: CELL_PADDING, width, height } };
}
