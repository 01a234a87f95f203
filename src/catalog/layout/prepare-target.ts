/**
 * How large a photo needs to be for the current layout: at most 300 ppi at its printed size
 * (DECISIONS "PDF"), never upscaled.
 */
import { DEFAULT_LINE_SHEET_OPTIONS, LIMITS, STANDARD_JPEG, type CatalogLayoutKind, type ImagesPerPage, type JpegEncoding, type LineSheetOptions, type LookName, type Orientation, type PhotoFit } from '../../shared/index.js';
import type { PrepareTarget } from '../types.js';
import { POINTS_PER_INCH, gridCells, photoArea } from './geometry.js';
import { lineSheetFrame } from './line-sheet.js';
import { pageLook } from './looks.js';

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
  const { box } = photoArea(cell, layout.captions === true, look);
  return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi, jpeg, ...(layout.photoFit === 'fill' && { fill: true }) };
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
