/**
 * 'Adatta': the whole photos of a grid row on the row's one foot (the thirteenth review, finding A2;
 * decision 1133). On the 9 landscape closing page a 4:5 photo in a cell and two 3:2 photos across
 * two cells each stood on their own box's foot, and those boxes end 3.5-8.6 pt apart, so the row read
 * as a staircase of photos and of names. Each photo comes down to the row's lowest foot, its caption
 * band with it, so the names share a line, as 'Riempi''s justified row and every other row do.
 */
import { bottomOf, placementMovedDown } from './geometry.js';
import type { RowPlacement } from './justified-rows.js';

/**
 * `placements` with each photo lowered to the lowest foot of its row (`rows[slot]`); unchanged where a
 * caption would pass `floor`, the grid's foot, and on a page without captions, whose photos stand
 * centred in their boxes (`fitInBox`), with no line of names to share.
 */
export function onRowFeet<Placement extends RowPlacement>(placements: readonly Placement[], rows: readonly number[], floor: number): Placement[] {
  if (placements.some((placement) => !placement.captionBand)) return [...placements];
  const feet = new Map<number, number>();
  placements.forEach((placement, slot) => {
    const row = rows[slot] ?? -1;
    feet.set(row, Math.max(feet.get(row) ?? -Infinity, bottomOf(placement.frame)));
  });
  const lowered = placements.map((placement, slot) => {
    const dy = (feet.get(rows[slot] ?? -1) ?? 0) - bottomOf(placement.frame);
    // The photo moves within its cell: the cell stays where the row put it.
    return dy <= 0 ? placement : { ...placementMovedDown(placement, dy), cell: placement.cell };
  });
  return lowered.some((placement) => placement.captionBand && bottomOf(placement.captionBand) > floor) ? [...placements] : lowered;
}
