/**
 * A hero beside the rows of photos on its page (decision 1050). Where a hero's page kept the spec's
 * cells (4 per page, whose hero block is the left column; a landscape opening page at 6, whose block is
 * two by two beside one column), the hero's frame stood in the middle of its block and the frames
 * beside it in the middle of theirs: a 2:3 hero on a landscape opening page left white either side
 * of it and of its two narrow neighbours, and at 4 per page it was barely larger than they were.
 * Here they are drawn together, as a designer sets them: the hero as tall as the rows of frames
 * beside it (its top on the first row's top, its caption's foot on the last row's), the gutters the
 * grid's own, the group as large as the zone allows, centred across it and on the page's optical
 * centre. Nine per page in landscape sets the five photos beside a hero in two rows the same way.
 */
import { centredTop } from './balanced-cells.js';
import { captionBandHeight, type Rect, type Size } from './geometry.js';
import type { FrameShape } from './frame-shape.js';

/** The cell whose photo area (its `share`, less the caption band) is exactly `frame` with its band under it. */
function cellAround(frame: Rect, band: number, share: number): Rect {
  const width = frame.width / share;
  const height = (frame.height + band) / share;
  return { x: frame.x - (width - frame.width) / 2, y: frame.y - (height - frame.height - band) / 2, width, height };
}

/**
 * The hero's cell, then `others` cells in `rows` rows to its right, in reading order, a last row
 * left short centred across its places. `heroRatio` and the frame's ratio are width over height;
 * `gutter` is the grid's space between two photo areas across and down.
 */
export function heroBesideRows(grid: Rect, pageHeight: number, share: number, gutter: Size, heroRatio: number, frame: FrameShape, others: number, rows: number): Rect[] {
  const band = captionBandHeight(frame);
  const columns = Math.ceil(others / rows);
  const room = { width: grid.width - gutter.width, height: grid.height - gutter.height };
  // The rows' frames are as tall as the hero's frame and band, less their own bands and gutters, shared out.
  const rowFrame = (heroHeight: number) => (heroHeight + band - (rows - 1) * gutter.height) / rows - band;
  const offset = rowFrame(0);
  const heroHeight = Math.min(room.height - band, (room.width - columns * gutter.width - columns * frame.ratio * offset) / (heroRatio + (columns * frame.ratio) / rows));
  const height = rowFrame(heroHeight);
  const hero = { width: heroRatio * heroHeight, height: heroHeight };
  const size = { width: frame.ratio * height, height };
  const pitch = size.width + gutter.width;
  const left = grid.x + (grid.width - hero.width - columns * pitch) / 2;
  const top = centredTop(heroHeight + band + gutter.height, grid, pageHeight) + gutter.height / 2;
  const placed = Array.from({ length: others }, (_, slot) => {
    const row = Math.floor(slot / columns);
    const inRow = Math.min(columns, others - row * columns);
    return { x: left + hero.width + gutter.width + ((columns - inRow) * pitch) / 2 + (slot % columns) * pitch, y: top + row * (height + band + gutter.height), ...size };
  });
  return [{ x: left, y: top, ...hero }, ...placed].map((frameRect) => cellAround(frameRect, band, share));
}
