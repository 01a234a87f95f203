/**
 * The line sheet's table (issue 15.2): in the grid zone of every page, a row of column headings,
 * then rows of fixed height, each a thumbnail and the product's cells. A row is never split: a
 * page takes as many whole rows as fit.
 */
import type { Orientation } from '../../shared/index.js';
import { pageZones, type Rect } from './geometry.js';

export const HEADING_ROW_HEIGHT = 22;
const ROW_HEIGHT: Record<Orientation, number> = { portrait: 68, landscape: 60 };
const THUMBNAIL_PADDING = 5;
const CELL_GAP = 8;

export type LineSheetColumn = 'product' | 'code' | 'colours' | 'sizes' | 'wholesale' | 'retail';

/** Shares of the width left after the thumbnail. */
const COLUMN_SHARES: [LineSheetColumn, number][] = [
  ['product', 0.3],
  ['code', 0.14],
  ['colours', 0.17],
  ['sizes', 0.13],
  ['wholesale', 0.13],
  ['retail', 0.13],
];

export interface LineSheetGeometry {
  table: Rect;
  rowHeight: number;
  rowsPerPage: number;
  /** Relative to a row's top-left corner. */
  thumbnail: Rect;
  columns: { column: LineSheetColumn; x: number; width: number }[];
}

export function lineSheetGeometry(orientation: Orientation): LineSheetGeometry {
  const table = pageZones(orientation).grid;
  const rowHeight = ROW_HEIGHT[orientation];
  const rowsPerPage = Math.max(1, Math.floor((table.height - HEADING_ROW_HEIGHT) / rowHeight));
  const side = rowHeight - 2 * THUMBNAIL_PADDING;
  const thumbnail = { x: 0, y: THUMBNAIL_PADDING, width: side, height: side };
  const rest = table.width - side - CELL_GAP;
  let x = side + CELL_GAP;
  const columns = COLUMN_SHARES.map(([column, share]) => {
    const width = rest * share - CELL_GAP;
    const placed = { column, x, width };
    x += rest * share;
    return placed;
  });
  return { table, rowHeight, rowsPerPage, thumbnail, columns };
}
