/**
 * The line sheet's frame (issues 15.2, 24.3): the table takes the grid zone of every page, under
 * a row of column headings. A page holds at most the chosen density of rows; a row is at least
 * that share of the table, grows when its text needs it, and is never split. The thumbnail is as
 * tall as the shortest row allows.
 */
import type { LineSheetDensity, Orientation } from '../../shared/index.js';
import { pageZones, type Rect } from './geometry.js';

export const HEADING_ROW_HEIGHT = 22;
export const CELL_GAP = 8;
export const CELL_PADDING = 5;
/** A thumbnail takes at most this share of the table's width, so the columns keep room. */
const THUMBNAIL_WIDTH_SHARE = 0.2;

export interface LineSheetFrame {
  table: Rect;
  /** The least height of a row. */
  rowHeight: number;
  /** Relative to a row's top-left corner. */
  thumbnail: Rect;
}

export function lineSheetFrame(orientation: Orientation, rowsPerPage: LineSheetDensity): LineSheetFrame {
  const table = pageZones(orientation).grid;
  const rowHeight = (table.height - HEADING_ROW_HEIGHT) / rowsPerPage;
  const height = rowHeight - 2 * CELL_PADDING;
  const width = Math.min(height, table.width * THUMBNAIL_WIDTH_SHARE);
  return { table, rowHeight, thumbnail: { x: 0, y: CELL_PADDING, width, height } };
}
