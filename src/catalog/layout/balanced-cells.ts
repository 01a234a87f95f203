/**
 * A grid page's cells (issue 26.3): the grid of equal cells every grid page prints in, where the
 * block of photos centres on the page, and the spec's grid (spec 9) for a catalogue whose photos'
 * shape is not known yet. Around frames of the photos' shape the catalogue's one grid is
 * document-grid.ts's.
 */
import type { Orientation } from '../../shared/index.js';
import { gridCells, gridShape, type PageKind, type Rect } from './geometry.js';
import type { PageLook } from './looks.js';

/**
 * Where a block of photos centres on the page, from its top: the optical centre, a little above
 * the middle, where a block looks centred rather than sinking (issue 35.6, decision 1026).
 */
export const OPTICAL_CENTRE = 0.46;

/**
 * The top of a block `height` high in the grid zone: the white the block leaves is shared above and
 * below it as the page's optical centre shares the zone, so a small block (a short last page) stands
 * on the optical centre and a full one sits balanced between header and footer. Centring every
 * block on the optical centre left a full page's rows high, 29-47 mm of white between their
 * captions and the footer (Classico and Minimale at 6 per page in portrait, the independent review).
 */
export function centredTop(height: number, grid: Rect, pageHeight: number): number {
  const above = Math.min(Math.max((pageHeight * OPTICAL_CENTRE - grid.y) / grid.height, 0), 1);
  return grid.y + (grid.height - height) * above;
}

/** A page's grid of equal cells: how many across and down, their size, how far apart across, and its top-left corner. */
export interface CellGrid {
  columns: number;
  rows: number;
  size: { width: number; height: number };
  /** From one cell's left edge to the next one's: the cell's width, or more where the frames spread (`spreadPitch`). */
  pitch: number;
  /** From one row's top to the next one's: the cell's height, or the following pages' on the opening page (`openingFrom`). */
  rowPitch: number;
  origin: { x: number; y: number };
}

/** The spec's grid (spec 9): equal cells filling the grid zone, the frames keeping the cells' shape. */
export function specGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind): CellGrid {
  const { columns, rows } = gridShape(perPage, orientation);
  const [first] = gridCells(orientation, perPage, ownLook, kind);
  if (!first) throw new Error('A grid has at least one cell');
  return { columns, rows, size: { width: first.width, height: first.height }, pitch: first.width, rowPitch: first.height, origin: { x: first.x, y: first.y } };
}
