/**
 * The 6 landscape closing page on the grid's left edge (the eleventh review, finding 2; decision
 * 1122). Its two wide photos, each with its caption beside it, stood centred in the block, with
 * 130-170 pt of white on both sides that belonged to nothing. On the left edge the page keeps the
 * line page 2's first column and the full page before it stand on, and its white is one column on
 * the right: where the closing panel stands (describe/closing-panel.ts).
 */
import { captionStandsBeside, type Rect } from './geometry.js';

interface Placed {
  frame: Rect;
  box: Rect;
  cell: Rect;
  image?: Rect;
  captionBand?: Rect;
}

/**
 * A closing page whose photos all carry their captions beside them and whose rows start on one x,
 * moved left so its frames start on `left`, with the white column it leaves from `column` (the grid's last column) to `right`
 * at the photos' top. Other pages, and a page already on the edge, are returned as they are.
 */
export function onGridEdge<T extends Placed>(placements: readonly T[], edges: { left: number; column: number; right: number }): { placements: readonly T[]; white?: Rect } {
  if (placements.length === 0 || !placements.every((placement) => captionStandsBeside(placement))) return { placements };
  // Rows that start on one x move as one block; rows centred on different x (2 + 1) keep decision 1079's centring.
  const rowLefts = [...new Set(placements.map((placement) => placement.frame.y))].map((top) => Math.min(...placements.filter((placement) => placement.frame.y === top).map((placement) => placement.frame.x)));
  if (Math.max(...rowLefts) - Math.min(...rowLefts) > 0.5) return { placements };
  const shift = edges.left - Math.min(...rowLefts);
  if (shift >= -0.5) return { placements };
  const moved = (rect: Rect): Rect => ({ ...rect, x: rect.x + shift });
  const onEdge = placements.map((placement) => ({ ...placement, frame: moved(placement.frame), box: moved(placement.box), cell: moved(placement.cell), ...(placement.image && { image: moved(placement.image) }), ...(placement.captionBand && { captionBand: moved(placement.captionBand) }) }));
  const top = Math.min(...onEdge.map((placement) => placement.frame.y));
  const bottom = Math.max(...onEdge.map((placement) => placement.frame.y + placement.frame.height));
  const inkRight = Math.max(...onEdge.map((placement) => (placement.captionBand ?? placement.frame).x + (placement.captionBand ?? placement.frame).width));
  const x = Math.max(edges.column, inkRight);
  return { placements: onEdge, ...(edges.right > x && { white: { x, y: top, width: edges.right - x, height: bottom - top } }) };
}
