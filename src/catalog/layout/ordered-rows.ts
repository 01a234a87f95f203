/**
 * The closing page in rows of the user's order (the eleventh review, finding 1; decision 1120). A
 * closing page that mixes photo shapes was laid as a wide photo beside a plain one in each row
 * (10 12 / 11 13: a 4:5 beside a 3:2), so the buyer read SS27-12 before SS27-11, and since 1115 its
 * short justified rows stood on the grid's row lines with 75-91 pt between them where the grid has
 * 13-30. A line sheet follows its codes: the page's photos now take its rows in their order, as
 * many in each row as the page had (never a 2 + 1), each row justified across the page's block
 * (frames of each photo's shape, one height, the gutters kept), the first row on the grid's first
 * row line and each next one at the grid's own white under the captions above it.
 */
import { fillBox, type Focus } from './focal-point.js';
import { bandWithFrame, bottomOf, captionStandsBeside, type Size } from './geometry.js';
import type { RowPlace, RowPlacement } from './justified-rows.js';

/** Where the rows stand: the first row's top, the white between a caption band and the next row, the grid's foot. */
export interface RowMeasure {
  top: number;
  gap: number;
  floor: number;
}

/**
 * `placements` in rows of their `index` order, in that order, or undefined where the page keeps its rows: a block
 * over two rows, rows of unequal counts, a caption beside its photo, or rows that would pass the
 * grid's foot (no photo is made smaller to fit).
 */
export function rowsInOrder<Placement extends RowPlacement & { index: number }>(placements: readonly Placement[], places: readonly RowPlace[], photos: readonly (Size & { focus?: Focus })[], measure: RowMeasure): Placement[] | undefined {
  const rowNumbers = [...new Set(places.map((at) => at.row))];
  const perRow = placements.length / rowNumbers.length;
  const counts = rowNumbers.map((row) => places.filter((at) => at.row === row).length);
  const beside = placements.some((placement) => placement.captionBand && captionStandsBeside(placement));
  if (rowNumbers.length < 2 || beside || places.some((at) => at.rows > 1 || at.row < 0) || counts.some((count) => count !== perRow)) return undefined;
  const slots = placements.map((_, slot) => slot).sort((a, b) => (placements[a]?.index ?? 0) - (placements[b]?.index ?? 0));
  const boxes = placements.map((placement) => placement.box);
  const left = Math.min(...boxes.map((box) => box.x));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  // The gutter: the white between two boxes side by side in the page's first row.
  const firstRow = places.flatMap((at, slot) => (at.row === Math.min(...rowNumbers) ? [boxes[slot]] : [])).sort((a, b) => (a?.x ?? 0) - (b?.x ?? 0));
  const gutter = (firstRow[1]?.x ?? 0) - ((firstRow[0]?.x ?? 0) + (firstRow[0]?.width ?? 0));
  const out = [...placements];
  let top = measure.top;
  for (let start = 0; start < slots.length; start += perRow) {
    const row = slots.slice(start, start + perRow);
    const ratios = row.map((slot) => (photos[slot]?.width ?? 1) / (photos[slot]?.height ?? 1));
    const height = (right - left - gutter * (row.length - 1)) / ratios.reduce((sum, ratio) => sum + ratio, 0);
    let x = left;
    let foot = top + height;
    row.forEach((slot, at) => {
      const placement = placements[slot];
      const photo = photos[slot];
      if (!placement || !photo) throw new Error('Layout invariant broken: a place without its photo');
      const frame = { x, y: top, width: height * (ratios[at] ?? 1), height };
      x += frame.width + gutter;
      const band = placement.captionBand && bandWithFrame(frame, placement.frame, placement.captionBand);
      if (band) foot = Math.max(foot, bottomOf(band));
      const cell = { ...placement.cell, x: placement.cell.x + frame.x - placement.frame.x, y: placement.cell.y + frame.y - placement.frame.y };
      out[slot] = { ...placement, cell, box: frame, frame, ...(placement.image && { image: fillBox(photo, frame, photo.focus) }), ...(band && { captionBand: band }) };
    });
    if (foot > measure.floor) return undefined;
    top = foot + measure.gap;
  }
  // In reading order, as a page's placements are read (the tagged PDF's order, the captions' rows).
  return slots.flatMap((slot) => out[slot] ?? []);
}
