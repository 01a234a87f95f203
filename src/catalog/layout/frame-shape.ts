/**
 * Frames shaped like the photos they hold (issue 35.1, decision 0996). When photos fill their
 * frames ('Riempi'), the frames take one of fashion's standard shapes: the one nearest the
 * catalogue's prevailing photo shape, or the one the user chose. The grid takes the columns that
 * give such frames the most room, one frame size for the whole catalogue (document-grid.ts): a 2:3 photo
 * keeps all of its height instead of losing its head and shoes to a square cell.
 */
import type { FrameRatio } from '../../shared/index.js';
import { FLOOR_KEPT } from './focal-point.js';
import type { Size } from './geometry.js';

const STANDARD_RATIOS: Record<Exclude<FrameRatio, 'auto'>, number> = { '2:3': 2 / 3, '3:4': 3 / 4, '4:5': 4 / 5, '1:1': 1, '3:2': 3 / 2 };
/** Every shape a frame can take: 'auto' also knows 4:3, the shape of most camera and phone photos held sideways. */
export const FRAME_SHAPES = [...Object.values(STANDARD_RATIOS), 4 / 3];

/** The logarithm of the photos' median width-to-height ratio (so 2:3 and 3:2 weigh alike). */
function medianLogRatio(photos: readonly Size[]): number | undefined {
  const logs = photos.filter((photo) => photo.width > 0 && photo.height > 0).map((photo) => Math.log(photo.width / photo.height));
  if (logs.length === 0) return undefined;
  logs.sort((a, b) => a - b);
  return logs[Math.floor((logs.length - 1) / 2)];
}

/** The standard shape nearest the photos' median shape (nearest as a factor, so 2:3 and 3:2 weigh alike). */
export function prevailingRatio(photos: readonly Size[]): number | undefined {
  const median = medianLogRatio(photos);
  if (median === undefined) return undefined;
  return FRAME_SHAPES.reduce((best, ratio) => (Math.abs(Math.log(ratio) - median) < Math.abs(Math.log(best) - median) ? ratio : best));
}

/**
 * The least share of its width a photo keeps in a frame (issue 35.1): a figure's sides, and the
 * rule under which a wide photo spans two cells (decision 1076).
 */
export const MIN_KEPT_SHARE = 0.75;

/**
 * The least share of its height a photo of the photos' median shape keeps in an 'Automatico' frame
 * wider than it (issue 35, decisions 1077, 1103): the headroom over a figure, never its shoes or
 * the floor under them (focal-point.ts `FLOOR_KEPT`). 88 % let Classico and Galleria take 3:4
 * frames for 2:3 photos, whose crops ended at 93 % of the height (the eighth review, finding 1).
 */
export const MIN_HEIGHT_KEPT = FLOOR_KEPT;

/**
 * How much more of the photos another shape must show than their own to win: a frame a fifth
 * larger that cuts a fifth off a figure's height (a 2:3 photo in a 4:5 frame keeps 83 % of it)
 * shows no more of the photo, only its middle larger, and loses heads and shoes (the independent
 * review of issue 35).
 */
const OWN_SHAPE_PREFERENCE = 1.1;

/** The share of a page after the first its frames should cover at 4 and 6 per page (issue 35.2). */
export const MIN_PAGE_COVER = 0.4;

/**
 * The frames' width-to-height ratio for the settings, or undefined when frames keep the cells' shape.
 * 'Automatico' weighs each standard shape in which a photo of the photos' median shape keeps at
 * least MIN_HEIGHT_KEPT of its height and MIN_KEPT_SHARE of its width by how much of that photo its frames show: the
 * share of a page after the first they cover (`cover`) times the share of the photo they keep. The
 * photos' own shape stays unless another shows clearly more (OWN_SHAPE_PREFERENCE), or its frames
 * cover less than `floor` of the page, which the shape nearest the photos' that reaches it then
 * takes, or, where none does, the one covering the most, or the photos' own shape widened to MIN_HEIGHT_KEPT
 * where that covers more still. Without `cover`, it is the prevailing shape.
 * `widest`: the shape covering the most of those the photos keep enough of (a look's `widestFrames`).
 */
export function frameRatioFor(choice: FrameRatio, photos: readonly Size[], cover?: (ratio: number) => number, floor = 0, widest = false): number | undefined {
  if (choice !== 'auto') return STANDARD_RATIOS[choice];
  const prevailing = prevailingRatio(photos);
  const median = medianLogRatio(photos);
  if (prevailing === undefined || median === undefined || !cover) return prevailing;
  // What a photo of the median shape keeps of its height or width in a frame of this ratio.
  const kept = (ratio: number) => keptIn(ratio, Math.exp(median));
  const least = (ratio: number) => (Math.log(ratio) > median ? MIN_HEIGHT_KEPT : MIN_KEPT_SHARE);
  const shown = (ratio: number) => cover(ratio) * kept(ratio);
  // Nearest the photos' shape first, so that on a tie the photos keep the most.
  const shapes = FRAME_SHAPES.filter((ratio) => kept(ratio) >= least(ratio) - 1e-9).sort((a, b) => kept(b) - kept(a));
  const covering = shapes.filter((ratio) => cover(ratio) >= floor - 1e-9);
  // Where no shape reaches the floor, the one that comes nearest it: 2:3 frames kept 29 % of a landscape page at 6 per page with colours and sizes, 4:5 ones 35 % (decision 1065).
  const nearest = shapes.reduce((most, ratio) => (cover(ratio) > cover(most) + 1e-9 ? ratio : most), shapes[0] ?? prevailing);
  if (widest) return nearest;
  // Where no standard shape reaches the floor, the photos' own shape widened until they keep only
  // MIN_HEIGHT_KEPT of their height, where it covers more: Classico's 2:3 frames at 4 per page in
  // portrait covered 39.4 % of the page, 0.687 ones 40.6 % (decision 1103).
  const widened = Math.exp(median) / MIN_HEIGHT_KEPT;
  const fallback = covering.length === 0 && Math.log(widened) > median && cover(widened) > cover(nearest) + 1e-9 ? widened : nearest;
  const candidates = covering.length > 0 ? covering : [fallback];
  let best = candidates[0] ?? prevailing;
  for (const ratio of candidates) if (shown(ratio) > shown(best) * (best === prevailing ? OWN_SHAPE_PREFERENCE : 1.001)) best = ratio;
  return best;
}

/**
 * The least share of the width of a photo of the photos' median shape an 'Automatico' frame keeps
 * where it grows taller than its standard shape (`stretchedRatio`): a figure's sides, never its head
 * or shoes.
 */
export const STRETCH_KEPT_SHARE = 0.85;
const STRETCH_STEP = 0.995;

/** The share of its width or height a photo of `photoRatio` (width over height) keeps in a frame of `frameRatio`. */
export function keptIn(frameRatio: number, photoRatio: number): number {
  return Math.exp(-Math.abs(Math.log(frameRatio / photoRatio)));
}

/**
 * `ratio` or a taller frame, where the page's width binds the frames and leaves white under them:
 * at 6 per page in portrait three 2:3 frames across left 55-77 pt of white under the last caption
 * (the art director's item 3, decision 1073). The frame grows down as far as `cover` (the share of
 * a following page the frames cover) grows, a photo of the median shape keeping at least
 * STRETCH_KEPT_SHARE of its width, and every photo `ratio` kept MIN_KEPT_SHARE of still keeping it:
 * frames of 0.576 cut the review's 4:5 photos to 72 % of their width (decision 1076). Where the
 * page's height already binds, it stays `ratio`.
 */
export function stretchedRatio(ratio: number, photos: readonly Size[], cover: (ratio: number) => number): number {
  const median = medianLogRatio(photos);
  if (median === undefined) return ratio;
  const shapes = photos.filter((photo) => photo.width > 0 && photo.height > 0).map((photo) => photo.width / photo.height);
  const kept = shapes.filter((shape) => keptIn(ratio, shape) >= MIN_KEPT_SHARE - 1e-9);
  const keepsAll = (candidate: number) => kept.every((shape) => keptIn(candidate, shape) >= MIN_KEPT_SHARE - 1e-9);
  let best = ratio;
  for (let candidate = ratio * STRETCH_STEP; Math.exp(Math.log(candidate) - median) >= STRETCH_KEPT_SHARE - 1e-9 && keepsAll(candidate); candidate *= STRETCH_STEP) if (cover(candidate) > cover(best) * 1.001) best = candidate;
  return best;
}

export interface FrameShape {
  ratio: number;
  /** Every cell keeps a caption band under its photo. */
  captions: boolean;
  /** The captions have colours or sizes: their bands are taller (decision 1058). */
  variants?: boolean;
}
