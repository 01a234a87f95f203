/**
 * The 6 landscape cover's row of companions (decision 1116): page 1 composed as the 9 landscape cover
 * is, the hero on the grid's left edge and, under the title, a row of plates from the title block's
 * left edge to the grid's right one. Decision 1110 set one companion there, and the header's column
 * right of it stayed white to the margin, 12-27 % of the page (the tenth review, finding 4).
 */
import { fillBox, type Focus } from './focal-point.js';
import type { Rect, Size } from './geometry.js';
import type { RowPlacement } from './justified-rows.js';

/** Where the row runs and what it may not outgrow. */
export interface RowRoom {
  /** The white between two frames of the grid. */
  gutter: number;
  /** The grid's photos' right edge: the row's last frame ends there. */
  right: number;
  /** The grid's own frame on the pages after the first: no plate of the cover is larger. */
  largest: Size;
}

const rightOf = (rect: Rect) => rect.x + rect.width;

/** How many plates of `width` stand a gutter apart from `start` to `right`: the row's length at the companion's size. */
export function platesThatFit(start: number, width: number, { gutter, right }: Pick<RowRoom, 'gutter' | 'right'>): number {
  return width > 0 ? Math.floor((right - start + gutter + 1e-6) / (width + gutter)) : 0;
}

/**
 * The companions right of the hero, in the user's order, a gutter after it and a gutter apart, their
 * feet on the hero's foot line, their captions under them: as wide as the row's room shared among them,
 * so the row ends on the grid's right edge as page 2's rows do, and never larger than the grid's frame.
 * At the companion's own size the row stopped 63-81 pt short of it, more than a gutter and a half.
 * Their shape is the first companion's (the catalogue's frame), each photo cropped to it around its focal point.
 */
export function companionRow<T extends RowPlacement & { index: number }>(placements: readonly T[], hero: T, room: RowRoom, photoOf: (index: number) => (Size & { focus?: Focus }) | undefined): T[] {
  const start = rightOf(hero.frame) + room.gutter;
  const companions = placements.filter((placement) => placement !== hero && placement.frame.x >= rightOf(hero.frame)).sort((a, b) => a.index - b.index);
  const [first] = companions;
  if (!first) return [...placements];
  const ratio = first.frame.width / first.frame.height;
  const count = companions.length;
  const width = Math.min((room.right - start - (count - 1) * room.gutter) / count, room.largest.width, room.largest.height * ratio);
  const foot = hero.frame.y + hero.frame.height;
  const placed = new Map(
    companions.map((placement, at) => {
      const frame = { x: start + at * (width + room.gutter), y: foot - width / ratio, width, height: width / ratio };
      const photo = photoOf(placement.index);
      const band = placement.captionBand && { ...placement.captionBand, x: frame.x, width };
      const cell = { ...frame, height: (band ? band.y + band.height : foot) - frame.y };
      return [placement, { ...placement, cell, box: frame, frame, ...(photo && { image: fillBox(photo, frame, photo.focus) }), ...(band && { captionBand: band }) }] as const;
    }),
  );
  return placements.map((placement) => placed.get(placement) ?? placement);
}
