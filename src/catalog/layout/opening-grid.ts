/**
 * The opening page's grid under its header (decisions 1057, 1065): the catalogue's frames where
 * they fit, or frames of the same shape sized to the room page 1's header leaves, so that page 1's
 * rows fill its zone rather than stopping a row short above a band of white.
 */
import type { Orientation } from '../../shared/index.js';
import type { CellGrid } from './balanced-cells.js';
import type { FrameShape } from './frame-shape.js';
import { captionBandHeight, pageZones, type Rect } from './geometry.js';
import { gridLook, type PageLook } from './looks.js';

/** The frames' width in a grid: the look's share of its cells. */
export const frameWidthOf = (grid: CellGrid, share: number) => grid.size.width * share;

/**
 * The least share of a following page's frame width page 1's frames keep when page 1 holds every
 * row of the grid in smaller frames (the art director's review after decision 1063: 'not absurdly
 * small', about 80 %). Below it page 1 holds one row fewer, in frames as large as its zone holds.
 * 9 per page in landscape keeps 77-78 % in three looks; its one row of five cannot grow (the
 * page's width binds it), so holding it left 27 % of the page white under it.
 */
export const OPENING_FRAMES_KEEP = 0.75;

/**
 * The opening page's grid: `rows` rows of frames `frameWidth` wide (the following pages' frames
 * unless told), the following pages' white across and down, centred across the opening page's grid
 * zone; columns spread wider than its zone come closer, as far as it needs. Its cells are the look's
 * own share around the frames (a landscape following page sets the frames in a wider share of its
 * cells, decision 1041), so its rows step by the following page's cell height and the frames'
 * difference in height.
 */
export function openingFrom(following: CellGrid, rows: number, orientation: Orientation, ownLook: PageLook, frame: FrameShape, frameWidth?: number): CellGrid {
  const { grid } = pageZones(orientation, ownLook, 'opening');
  const share = ownLook.photoShare;
  const followingWidth = frameWidthOf(following, gridLook(ownLook, orientation, 'following').photoShare);
  const width = frameWidth ?? followingWidth;
  const grown = width - followingWidth;
  const size = { width: width / share, height: (width / frame.ratio + captionBandHeight(frame)) / share };
  const { columns } = following;
  const pitch = columns > 1 ? Math.min(following.pitch + grown, (grid.width - size.width) / (columns - 1)) : following.pitch;
  const blockWidth = (columns - 1) * pitch + size.width;
  // Its rows start under the header, as a following page's start under its running head: a row
  // centred in the zone's white floated between 42 mm under the header and 70 mm over the footer
  // (Classico at 6 per page in portrait, the art director's review after decision 1062).
  return { columns, rows, size, pitch, rowPitch: following.rowPitch + grown / frame.ratio, origin: { x: grid.x + (grid.width - blockWidth) / 2, y: grid.y } };
}

/**
 * The width of the largest frames `rows` rows of which fill the opening page's zone down without
 * spilling across, keeping the following pages' white across and down. Both sums are linear in the
 * frame's width f: down, (rows - 1) row pitches and one cell; across, (columns - 1) pitches and one cell.
 */
function fillingWidth(following: CellGrid, rows: number, zone: Rect, share: number, followingWidth: number, frame: FrameShape): number {
  const band = captionBandHeight(frame);
  const down = (zone.height - (rows - 1) * (following.rowPitch - followingWidth / frame.ratio) - band / share) / ((rows - 1) / frame.ratio + 1 / (frame.ratio * share));
  const { columns } = following;
  const across = (zone.width - (columns - 1) * (following.pitch - followingWidth)) / (columns - 1 + 1 / share);
  return Math.min(down, across);
}

/**
 * Page 1 under its header where it cannot hold every row of the catalogue's frames (decision 1057
 * held one row fewer, and left 23-34 % of the page white under it: the art director's first finding
 * after decision 1063). Every row, in frames of the same shape as large as the zone holds, where
 * they keep OPENING_FRAMES_KEEP of the following pages' width (4 and 6 per page in portrait); one
 * row fewer otherwise, its frames grown to fill the zone's height as far as its width lets them
 * (6 per page in landscape), never smaller than the following pages'.
 */
export function fittedOpening(following: CellGrid, fullRows: number, orientation: Orientation, ownLook: PageLook, frame: FrameShape): CellGrid {
  const { grid } = pageZones(orientation, ownLook, 'opening');
  const share = ownLook.photoShare;
  const followingWidth = frameWidthOf(following, gridLook(ownLook, orientation, 'following').photoShare);
  const every = fillingWidth(following, fullRows, grid, share, followingWidth, frame);
  if (every >= OPENING_FRAMES_KEEP * followingWidth) return openingFrom(following, fullRows, orientation, ownLook, frame, Math.min(every, followingWidth));
  const fewer = fillingWidth(following, fullRows - 1, grid, share, followingWidth, frame);
  return openingFrom(following, fullRows - 1, orientation, ownLook, frame, Math.max(fewer, followingWidth));
}
