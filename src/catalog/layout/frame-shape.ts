/**
 * Frames shaped like the photos they hold (issue 35.1, decision 0996). When photos fill their
 * frames ('Riempi'), the frames take one of fashion's standard shapes: the one nearest the
 * catalogue's prevailing photo shape, or the one the user chose. The grid's cells are then narrowed
 * (or shortened) around frames of that shape, keeping the look's gutters, and the grid is centred
 * in its zone: a 2:3 photo keeps all of its height instead of losing its head and shoes to a
 * square cell, and no wide empty bands stand between the columns.
 */
import type { FrameRatio } from '../../shared/index.js';
import type { PrepareTarget } from '../types.js';
import { CAPTION_BAND_HEIGHT, type Rect, type Size } from './geometry.js';
import type { PageLook } from './looks.js';

const STANDARD_RATIOS: Record<Exclude<FrameRatio, 'auto'>, number> = { '2:3': 2 / 3, '3:4': 3 / 4, '4:5': 4 / 5, '1:1': 1, '3:2': 3 / 2 };
/** 'auto' also knows 4:3, the shape of most camera and phone photos held sideways. */
const AUTO_RATIOS = [...Object.values(STANDARD_RATIOS), 4 / 3];

/** The standard shape nearest the photos' median shape (nearest as a factor, so 2:3 and 3:2 weigh alike). */
export function prevailingRatio(photos: readonly Size[]): number | undefined {
  const logs = photos.filter((photo) => photo.width > 0 && photo.height > 0).map((photo) => Math.log(photo.width / photo.height));
  if (logs.length === 0) return undefined;
  logs.sort((a, b) => a - b);
  const median = logs[Math.floor((logs.length - 1) / 2)] ?? 0;
  return AUTO_RATIOS.reduce((best, ratio) => (Math.abs(Math.log(ratio) - median) < Math.abs(Math.log(best) - median) ? ratio : best));
}

/** The frames' width-to-height ratio for the settings, or undefined when frames keep the cells' shape. */
export function frameRatioFor(choice: FrameRatio, photos: readonly Size[]): number | undefined {
  return choice === 'auto' ? prevailingRatio(photos) : STANDARD_RATIOS[choice];
}

export interface FrameShape {
  ratio: number;
  /** Every cell keeps a caption band under its photo. */
  captions: boolean;
}

/**
 * The grid's cells resized so that each photo box (the look's share of the cell, less the caption
 * band) has the frame's ratio: the cells narrowed when the frames are taller than the boxes, or
 * shortened when they are wider, the gutters kept, the whole grid centred in its zone.
 */
export function shapedCells(cells: readonly Rect[], grid: Rect, columns: number, look: PageLook, { ratio, captions }: FrameShape): Rect[] {
  const [first] = cells;
  if (!first) return [...cells];
  // The photo's area in a cell: the look's share of it (photoBox), less the caption band (photoArea).
  const share = look.photoShare;
  const band = captions ? CAPTION_BAND_HEIGHT : 0;
  const areaWidth = first.width * share;
  const areaHeight = first.height * share - band;
  if (areaWidth <= 0 || areaHeight <= 0) return [...cells];
  const narrower = areaWidth / areaHeight > ratio;
  const width = narrower ? (areaHeight * ratio) / share : first.width;
  const height = narrower ? first.height : (areaWidth / ratio + band) / share;
  const rows = Math.ceil(cells.length / columns);
  const left = grid.x + (grid.width - columns * width) / 2;
  const top = grid.y + (grid.height - rows * height) / 2;
  return cells.map((_, i) => ({ x: left + (i % columns) * width, y: top + Math.floor(i / columns) * height, width, height }));
}

/**
 * The prepare target with its box narrowed to the frame photos print in: what a photo's sharpness
 * is judged against. Photos are still prepared for the whole box (enough pixels for any frame in
 * it), so a change of the prevailing shape never prepares them again.
 */
export function framedTarget<T extends Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>>(target: T, ratio: number | undefined): T {
  if (!target.fill || !ratio) return target;
  const scale = Math.min(target.boxWidthPt / ratio, target.boxHeightPt);
  return { ...target, boxWidthPt: scale * ratio, boxHeightPt: scale };
}
