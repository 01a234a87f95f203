/**
 * How large a photo needs to be for the current layout: at most 300 ppi at its printed size
 * (DECISIONS "PDF"), never upscaled.
 */
import { DEFAULT_LINE_SHEET_OPTIONS, LIMITS, STANDARD_JPEG, type CatalogLayoutKind, type ImagesPerPage, type JpegEncoding, type LineSheetOptions, type LookName, type Orientation, type PhotoFit } from '../../shared/index.js';
import type { PrepareTarget } from '../types.js';
import { balancedCells } from './balanced-cells.js';
import { FRAME_SHAPES } from './frame-shape.js';
import { POINTS_PER_INCH, gridCells, photoArea, type Rect } from './geometry.js';
import { lineSheetFrame } from './line-sheet.js';
import { pageLook, type PageLook } from './looks.js';

/**
 * `captions`: some photo has a caption, so the photos print smaller above their caption band.
 * `maxPpi` and `jpeg`: the quality preset's ceiling and encoding (QUALITY_PRESETS).
 */
export function prepareTargetFor(
  layout: { orientation: Orientation; imagesPerPage: ImagesPerPage; captions?: boolean; layout?: CatalogLayoutKind; lineSheet?: Pick<LineSheetOptions, 'rowsPerPage'>; photoFit?: PhotoFit; look?: LookName },
  maxPpi: number = LIMITS.printPpi,
  jpeg: JpegEncoding = STANDARD_JPEG,
): PrepareTarget {
  if (layout.layout === 'line-sheet') {
    const { thumbnail } = lineSheetFrame(layout.orientation, layout.lineSheet?.rowsPerPage ?? DEFAULT_LINE_SHEET_OPTIONS.rowsPerPage);
    return { boxWidthPt: thumbnail.width, boxHeightPt: thumbnail.height, maxPpi, jpeg };
  }
  // Every cell of a page has the same size, and the pages after the first, under their slim head,
  // have the largest (decision 0995): photos are prepared for those, wherever they fall.
  const look = pageLook(layout.look);
  const [cell] = gridCells(layout.orientation, layout.imagesPerPage, look, 'following');
  if (!cell) throw new Error('A layout has at least one cell');
  const captions = layout.captions === true;
  const { box } = photoArea(cell, captions, look);
  if (layout.photoFit !== 'fill') return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi, jpeg };
  // A filled frame takes the photos' shape (decision 0996), which photos still arriving can change:
  // prepared to cover the frames of every shape, a photo never needs preparing again.
  const frames = FRAME_SHAPES.map((ratio) => frameBox(layout, look, ratio));
  return { boxWidthPt: Math.max(box.width, ...frames.map((f) => f.width)), boxHeightPt: Math.max(box.height, ...frames.map((f) => f.height)), maxPpi, jpeg, fill: true };
}

type GridLayout = { orientation: Orientation; imagesPerPage: ImagesPerPage; captions?: boolean };

/** The photo area of a following page's cell, around frames of `ratio` (balanced-cells.ts). */
function frameBox(layout: GridLayout, look: PageLook, ratio: number): Rect {
  const captions = layout.captions === true;
  const [cell] = balancedCells(layout.orientation, layout.imagesPerPage, layout.imagesPerPage, look, 'following', { ratio, captions });
  if (!cell) throw new Error('A layout has at least one cell');
  return photoArea(cell, captions, look).box;
}

/**
 * The target with its box narrowed to the frame a photo prints in, for judging its sharpness (issue
 * 35.1): photos are prepared for every frame shape at once (prepareTargetFor), but print in one.
 */
export function framedTarget<T extends Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>>(target: T, layout: GridLayout & { look?: LookName }, ratio: number | undefined): T {
  if (!target.fill || !ratio) return target;
  const frame = frameBox(layout, pageLook(layout.look), ratio);
  return { ...target, boxWidthPt: frame.width, boxHeightPt: frame.height };
}

/**
 * Points per pixel of a photo in the target's box: fitted whole, or (fill) covering it, where the
 * crop keeps the shorter side.
 */
export function boxScale(widthPx: number, heightPx: number, target: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>): number {
  const across = target.boxWidthPt / widthPx;
  const down = target.boxHeightPt / heightPx;
  return target.fill ? Math.max(across, down) : Math.min(across, down);
}

/**
 * The pixel size to prepare a photo at: the photo fitted in (or covering) the box, at no more than
 * maxPpi, and never larger than the photo itself. A cropped photo keeps its hidden part, so its
 * focal point can move without preparing it again.
 */
export function fitPixelSize(widthPx: number, heightPx: number, target: PrepareTarget): { width: number; height: number } {
  const scale = Math.min(1, (target.maxPpi * boxScale(widthPx, heightPx, target)) / POINTS_PER_INCH);
  if (scale === 1) return { width: widthPx, height: heightPx };
  return { width: Math.max(1, Math.floor(widthPx * scale)), height: Math.max(1, Math.floor(heightPx * scale)) };
}
