/**
 * Rows that mix photo shapes, justified (the eighth review, finding 6; decision 1103). A row where a
 * wide photo spans two cells beside photos of another shape (4:5 + 3:2 at 6 per page in portrait)
 * gave each photo its cells' frame: the 4:5 photos kept 75 % of their width, their sleeves cut. Each
 * frame now takes its photo's shape, all of one height, and the row spans its cells' width as a
 * justified line of type does; the row is no taller than the grid's, and the rows under a shorter
 * one move up by what it saved. Rows of one shape and rows without a wide photo keep the
 * catalogue's one frame size (decision 1068).
 */
import { fillBox, type Focus } from './focal-point.js';
import { bandWithFrame, captionedFrame, type Rect, type Size } from './geometry.js';
import type { PageLook } from './looks.js';

/** A placed photo as justification reads and moves it. */
export interface RowPlacement {
  cell: Rect;
  box: Rect;
  frame: Rect;
  image?: Rect;
  captionBand?: Rect;
}

/** Where a placement stands in its page's grid: its row and how many columns and rows it spans. */
export interface RowPlace {
  row: number;
  columns: number;
  rows: number;
}

/** Two shapes count as one within this factor: 2:3 photos of 2000 x 3000 and 2001 x 3000 pixels. */
const SAME_SHAPE = 1.01;

/** A row to justify: over one grid row, holding a photo across columns and photos of more than one shape. */
function mixes(slots: readonly number[], places: readonly RowPlace[], ratios: readonly number[]): boolean {
  const shapes = slots.map((slot) => ratios[slot] ?? 1);
  const spread = Math.max(...shapes) / Math.min(...shapes);
  return slots.length > 1 && spread > SAME_SHAPE && slots.some((slot) => (places[slot]?.columns ?? 1) > 1);
}

/**
 * One row's frames at one height, each of its photo's shape, across the row's boxes from the first
 * one's left edge to the last one's right (a caption beside a photo, 6 per page in landscape,
 * keeping its column), the gutters between boxes kept; centred where the grid's height binds them.
 */
function justified(row: readonly RowPlacement[], ratios: readonly number[], look: Pick<PageLook, 'grid'>): Rect[] {
  const first = row[0];
  const last = row.at(-1);
  if (!first || !last) return [];
  // What a caption beside its photo adds to its right: its column and the white before it.
  const beside = row.map((placement) => captionedFrame({ frame: placement.frame, captionBand: placement.captionBand ?? null }, look).width - placement.frame.width);
  const gaps = row.slice(1).map((placement, index) => placement.box.x - ((row[index]?.box.x ?? 0) + (row[index]?.box.width ?? 0) + (beside[index] ?? 0)));
  const width = last.box.x + last.box.width + (beside.at(-1) ?? 0) - first.box.x;
  const fixed = gaps.reduce((sum, gap) => sum + gap, 0) + beside.reduce((sum, column) => sum + column, 0);
  const across = ratios.reduce((sum, ratio) => sum + ratio, 0);
  const height = Math.min(...row.map((placement) => placement.box.height), (width - fixed) / across);
  let x = first.box.x + (width - fixed - height * across) / 2;
  return row.map((placement, index) => {
    const frame = { x, y: placement.box.y, width: height * (ratios[index] ?? 1), height };
    x += frame.width + (beside[index] ?? 0) + (gaps[index] ?? 0);
    return frame;
  });
}

/**
 * A page's placements with every mixed row justified (`mixes`), the rows under it moved up by the
 * height it saved. Photos fill their frames ('Riempi'); `photos` are the placements' own, in their
 * order. A page with a block over two rows keeps its grid.
 */
export function justifyMixedRows<Placement extends RowPlacement>(placements: readonly Placement[], places: readonly RowPlace[], photos: readonly (Size & { focus?: Focus })[], look: Pick<PageLook, 'grid'>): Placement[] {
  if (places.some((at) => at.rows > 1 || at.row < 0)) return [...placements];
  const ratios = photos.map((photo) => photo.width / photo.height);
  const rows = [...new Set(places.map((at) => at.row))].sort((a, b) => a - b);
  const out = [...placements];
  let raised = 0;
  for (const row of rows) {
    const slots = places.flatMap((at, slot) => (at.row === row ? [slot] : [])).sort((a, b) => (placements[a]?.frame.x ?? 0) - (placements[b]?.frame.x ?? 0));
    const moved = slots.map((slot) => {
      const placement = placements[slot];
      if (!placement) throw new Error('Layout invariant broken: a place without its photo');
      const up = (rect: Rect) => ({ ...rect, y: rect.y - raised });
      return { ...placement, cell: up(placement.cell), box: up(placement.box), frame: up(placement.frame), ...(placement.captionBand && { captionBand: up(placement.captionBand) }) };
    });
    const frames = mixes(slots, places, ratios) ? justified(moved, slots.map((slot) => ratios[slot] ?? 1), look) : moved.map((placement) => placement.frame);
    slots.forEach((slot, index) => {
      const placement = moved[index];
      const frame = frames[index];
      const photo = photos[slot];
      if (!placement || !frame || !photo) return;
      const band = placement.captionBand && bandWithFrame(frame, placement.frame, placement.captionBand);
      out[slot] = { ...placement, frame, ...(placement.image && { image: fillBox(photo, frame, photo.focus) }), ...(band && { captionBand: band }) };
    });
    raised += Math.max(0, Math.min(...moved.map((placement) => placement.frame.height)) - Math.max(...frames.map((frame) => frame.height)));
  }
  return out;
}
