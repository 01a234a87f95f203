/**
 * 'Adatta': a block over two rows hangs from its first row's top line (decision 1123). A whole photo
 * in 'Adatta' stands on its box's foot, so the photo of a block over two rows (Editoriale's larger
 * photo, the block beside two photos), width-bound in its block, stood on the block's foot with
 * 58-88 pt of white over it, while the photos beside it start at their row's top. A page's photos
 * hang from one top line: the block's photo now starts where the photos of its first row do, its
 * caption under it as under every other photo. Its size is unchanged.
 */
import { movedDown } from './geometry.js';
import type { RowPlace, RowPlacement } from './justified-rows.js';

/** `placements` with the one at `slot` raised to the top of the photos beside it in its first row; unchanged where none stand there or it is already higher. */
export function featureOnRowTop<Placement extends RowPlacement>(placements: readonly Placement[], places: readonly RowPlace[], slot: number): Placement[] {
  const feature = placements[slot];
  const row = places[slot]?.row;
  const beside = placements.filter((_, other) => other !== slot && places[other]?.row === row && places[other]?.rows === 1);
  if (!feature || beside.length === 0) return [...placements];
  const dy = feature.frame.y - Math.min(...beside.map((placement) => placement.frame.y));
  if (dy <= 0) return [...placements];
  const raised = { ...feature, frame: movedDown(feature.frame, -dy), ...(feature.image && { image: movedDown(feature.image, -dy) }), ...(feature.captionBand && { captionBand: movedDown(feature.captionBand, -dy) }) };
  return placements.map((placement, other) => (other === slot ? raised : placement));
}
