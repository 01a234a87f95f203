/**
 * The catalogue's last grid page on the row lines of the grid pages before it (the tenth review,
 * finding 1; decision 1115). Its justified rows of 4:5 and 3:2 photos are width-bound and shorter
 * than the grid's, and each row stood right under the one above: the page stopped 136-188 pt above
 * its foot where the pages before it stop 15-59 pt above. A designer sets a short page's rows on the
 * master page's row lines, so row k starts where row k starts on every grid page; the white the
 * short rows leave goes between them, not all under the last caption.
 */
import { placementMovedDown, type Rect } from './geometry.js';

/** A placement as the move reads and shifts it. */
interface Placed {
  cell: Rect;
  box: Rect;
  frame: Rect;
  image?: Rect;
  captionBand?: Rect;
}

/**
 * `placements` with each grid row (`rows[slot]`, from 0) moved down to its row line (`lines[row]`,
 * the top of that row's frames on a grid page). Where a row would have to move up, overlap the row
 * above, or push the last caption under `floor` (the grid's foot), the page keeps its rows as they
 * are: no photo is made smaller to reach the lines.
 */
export function onRowLines<Placement extends Placed>(placements: readonly Placement[], rows: readonly number[], lines: readonly number[], floor: number): Placement[] {
  const rowNumbers = [...new Set(rows)].sort((a, b) => a - b);
  const slotsOf = (row: number) => placements.filter((_, slot) => rows[slot] === row);
  const top = (row: number) => Math.min(...slotsOf(row).map((placement) => placement.frame.y));
  const bottom = (row: number) => Math.max(...slotsOf(row).map((placement) => (placement.captionBand ? placement.captionBand.y + placement.captionBand.height : placement.frame.y + placement.frame.height)));
  const shifts = new Map(rowNumbers.map((row) => [row, (lines[row] ?? top(row)) - top(row)]));
  const shift = (row: number) => shifts.get(row) ?? 0;
  const fits = rowNumbers.every((row, index) => {
    const above = rowNumbers[index - 1];
    return shift(row) >= 0 && (above === undefined || top(row) + shift(row) >= bottom(above) + shift(above));
  });
  const lastRow = rowNumbers.at(-1);
  if (!fits || lastRow === undefined || bottom(lastRow) + shift(lastRow) > floor) return [...placements];
  return placements.map((placement, slot) => {
    const dy = shift(rows[slot] ?? -1);
    return dy === 0 ? placement : placementMovedDown(placement, dy);
  });
}
