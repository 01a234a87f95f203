/**
 * 'Adatta': a width-bound grid on the page's optical centre (the twelfth review, finding A4;
 * decision 1129). At 6 per page in portrait three columns of whole 2:3 photos are bound by the live
 * width, so the rows end 75-114 pt above the foot line and the grid sits high under a band of
 * white. A designer gives part of that white to the top: the block a buyer reads, the photos with
 * their captions (decision 1132: with the photos alone it sat low, the thirteenth review's A1),
 * stands where the white under it is about OPTICAL_RATIO times the white over it, the rows keeping
 * the grid's gap, and the photos still start in the slim head's share of the page (issue 35.3).
 */
import type { Orientation } from '../../shared/index.js';
import { bottomOf, placementMovedDown, type Rect } from './geometry.js';

/** White under a block standing on the optical centre, over the white above it. */
const OPTICAL_RATIO = 1.2;

/** Issue 35.3: on the pages after the first the photos start within this share of the page's height. */
export const SLIM_HEAD_SHARE: Record<Orientation, number> = { portrait: 0.12, landscape: 0.14 };

/** Under this, in pt, a drop is floating-point rounding of a grid that fills its field. */
const STILL = 0.1;

/** Vertical extents on a grid page, in pt from the top. */
export interface GridSpan {
  /** Where the grid's zone starts (the header's foot) and ends (the footer's top). */
  field: { top: number; foot: number };
  /** The photos of a full grid page: the first row's top, the last row's foot. */
  photos: { top: number; foot: number };
  /** Where the last row's caption band ends, the block's foot: it never passes the field's foot. */
  lowest: number;
  /** The lowest line the photos may start on (`SLIM_HEAD_SHARE` of the page's height). */
  startsBy: number;
}

/**
 * How far a catalogue's row lines move down so its photos with their caption bands stand on the
 * field's optical centre: 0 where the grid fills its field (height-bound grids), and never so far
 * that the last caption band passes the field's foot or the photos start under `startsBy`.
 */
export function opticalDrop({ field, photos, lowest, startsBy }: GridSpan): number {
  const over = photos.top - field.top;
  const under = field.foot - lowest;
  const centred = (under - OPTICAL_RATIO * over) / (1 + OPTICAL_RATIO);
  const drop = Math.min(centred, field.foot - lowest, startsBy - photos.top);
  // A grid that fills its field leaves a rounding's worth of room, not a move.
  return drop >= STILL ? drop : 0;
}

/** A grid page's placements moved down by the catalogue's `drop`, or as far as their lowest caption band stays over `floor`. */
export function droppedPage<Placement extends { cell: Rect; box: Rect; frame: Rect; image?: Rect; captionBand?: Rect }>(placements: readonly Placement[], drop: number, floor: number): Placement[] {
  const lowest = Math.max(...placements.map((placement) => bottomOf(placement.captionBand ?? placement.frame)));
  const dy = Math.min(drop, floor - lowest);
  return dy > 0 ? placements.map((placement) => placementMovedDown(placement, dy)) : [...placements];
}
