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
 * 'Riempi': their shape is the first companion's (the catalogue's frame), each photo cropped to it around its focal point.
 * 'Adatta' (`whole`): each photo whole at its own shape, the row one height (decision 1125); before, it held one companion.
 */
export function companionRow<T extends RowPlacement & { index: number }>(placements: readonly T[], hero: T, room: RowRoom, photoOf: (index: number) => (Size & { focus?: Focus }) | undefined, whole = false): T[] {
  const start = rightOf(hero.frame) + room.gutter;
  const companions = placements.filter((placement) => placement !== hero && placement.frame.x >= rightOf(hero.frame)).sort((a, b) => a.index - b.index);
  const [first] = companions;
  if (!first) return [...placements];
  const ratioOf = (placement: T) => {
    const photo = whole ? photoOf(placement.index) : undefined;
    return photo ? photo.width / photo.height : first.frame.width / first.frame.height;
  };
  const ratios = companions.map(ratioOf);
  // One height for the row: the room's width shared among the plates, no plate larger than the grid's frame.
  const widths = ratios.reduce((sum, ratio) => sum + ratio, 0);
  const height = Math.min((room.right - start - (companions.length - 1) * room.gutter) / widths, room.largest.height, ...ratios.map((ratio) => room.largest.width / ratio));
  const foot = hero.frame.y + hero.frame.height;
  let x = start;
  const placed = new Map(
    companions.map((placement, at) => {
      const width = height * (ratios[at] ?? 1);
      const frame = { x, y: foot - height, width, height };
      x += width + room.gutter;
      const photo = photoOf(placement.index);
      const band = placement.captionBand && { ...placement.captionBand, x: frame.x, width };
      const cell = { ...frame, height: (band ? band.y + band.height : foot) - frame.y };
      const image = photo && !whole ? { image: fillBox(photo, frame, photo.focus) } : {};
      return [placement, { ...placement, cell, box: frame, frame, ...image, ...(band && { captionBand: band }) }] as const;
    }),
  );
  return placements.map((placement) => placed.get(placement) ?? placement);
}
