/**
 * A hero beside one column of photos (decision 1050). Where a hero's page keeps the spec's cells
 * (4 per page, whose hero block is the left column; a landscape opening page at 6, whose block is
 * two by two beside one column), the hero's frame stood in the middle of its block and the frames
 * beside it in the middle of theirs: a 2:3 hero on a landscape opening page left white either side
 * of it and of its two narrow neighbours, and at 4 per page it was barely larger than they were.
 * Here the three are drawn together, as a designer sets them: the hero as tall as the column of
 * frames beside it (its top on the first one's top, its caption's foot on the last one's), the
 * gutters the grid's own, the group as large as the zone allows, centred across it and on the
 * page's optical centre.
 */
import { centredTop } from './balanced-cells.js';
import { CAPTION_BAND_HEIGHT, type Rect, type Size } from './geometry.js';
import type { FrameShape } from './frame-shape.js';

/** The cell whose photo area (its `share`, less the caption band) is exactly `frame` with its band under it. */
function cellAround(frame: Rect, band: number, share: number): Rect {
  const width = frame.width / share;
  const height = (frame.height + band) / share;
  return { x: frame.x - (width - frame.width) / 2, y: frame.y - (height - frame.height - band) / 2, width, height };
}

/**
 * The hero's cell, then `others` cells stacked in one column to its right, in reading order.
 * `heroRatio` and the frame's ratio are width over height; `gutter` is the grid's space between
 * two photo areas across and down.
 */
export function heroBesideColumn(grid: Rect, pageHeight: number, share: number, gutter: Size, heroRatio: number, frame: FrameShape, others: number): Rect[] {
  const band = frame.captions ? CAPTION_BAND_HEIGHT : 0;
  const room = { width: grid.width - gutter.width, height: grid.height - gutter.height };
  // The column's frames are as tall as the hero's frame and band, less their own bands and gutters, shared out.
  const columnFrame = (heroHeight: number) => (heroHeight + band - (others - 1) * gutter.height) / others - band;
  const offset = columnFrame(0);
  const heroHeight = Math.min(room.height - band, (room.width - gutter.width - frame.ratio * offset) / (heroRatio + frame.ratio / others));
  const height = columnFrame(heroHeight);
  const hero = { width: heroRatio * heroHeight, height: heroHeight };
  const column = { width: frame.ratio * height, height };
  const left = grid.x + (grid.width - hero.width - gutter.width - column.width) / 2;
  const top = centredTop(heroHeight + band + gutter.height, grid, pageHeight) + gutter.height / 2;
  const heroFrame = { x: left, y: top, ...hero };
  const columnFrames = Array.from({ length: others }, (_, row) => ({ x: left + hero.width + gutter.width, y: top + row * (height + band + gutter.height), ...column }));
  return [heroFrame, ...columnFrames].map((placed) => cellAround(placed, band, share));
}
