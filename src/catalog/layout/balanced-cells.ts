/**
 * The cells of a page that holds fewer photos than the grid has (the last page, or a one-page
 * catalogue): issue 26.3, docs/decisions/0960. The cells keep their size, so every photo prints as
 * large as on a full page and its prepared pixels still fit; only their places change. The rows
 * are as few as the grid's columns allow and as even as they can be (4 in 3 columns: 2 and 2, not
 * 3 and 1), the longer rows first, each row centred, and the block centred in the grid area.
 */
import type { Orientation } from '../../shared/index.js';
import { shapedCells, type FrameShape } from './frame-shape.js';
import { gridCells, gridShape, pageZones, type PageKind, type Rect } from './geometry.js';
import { CLASSIC_LOOK, type PageLook } from './looks.js';

/** How many photos each row takes: `count` over the fewest rows, spread evenly, the extra ones on top. */
function rowLengths(count: number, columns: number): number[] {
  const rows = Math.ceil(count / columns);
  const base = Math.floor(count / rows);
  return Array.from({ length: rows }, (_, row) => base + (row < count % rows ? 1 : 0));
}

/** `count` cells in reading order; a full page's are the grid's own (shaped around `frame`'s photos when given). */
export function balancedCells(orientation: Orientation, perPage: number, count: number, look: PageLook = CLASSIC_LOOK, kind: PageKind = 'opening', frame?: FrameShape): Rect[] {
  const { grid } = pageZones(orientation, look, kind);
  const { columns } = gridShape(perPage, orientation);
  const plain = gridCells(orientation, perPage, look, kind);
  // Resized around frames of the photos' shape (issue 35.1), or the grid's own cells.
  const cells = frame ? shapedCells(plain, grid, columns, look, frame) : plain;
  const [first] = cells;
  if (count >= perPage || !first) return cells;
  const lengths = rowLengths(count, columns);
  const top = grid.y + (grid.height - lengths.length * first.height) / 2;
  return lengths.flatMap((length, row) => {
    const left = grid.x + (grid.width - length * first.width) / 2;
    return Array.from({ length }, (_, column) => ({ x: left + column * first.width, y: top + row * first.height, width: first.width, height: first.height }));
  });
}
