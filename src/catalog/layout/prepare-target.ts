/**
 * How large a photo needs to be for the current layout: at most 300 ppi at its printed size
 * (DECISIONS "PDF"), never upscaled.
 */
import { LIMITS, type CatalogLayoutKind, type ImagesPerPage, type Orientation } from '../../shared/index.js';
import type { PrepareTarget } from '../types.js';
import { POINTS_PER_INCH, gridCells, photoArea } from './geometry.js';
import { lineSheetGeometry } from './line-sheet.js';

/**
 * The one re-encoding quality. Calibrated with the realistic fixtures (docs/decisions
 * 0203-jpeg-quality.md) so that 36 photos at 4 per page stay under 4 MiB and 100 under 11 MiB.
 */
export const JPEG_QUALITY = 0.8;

/**
 * `captions`: some photo has a caption, so the photos print smaller above their caption band.
 * `maxPpi`: the quality's ceiling (QUALITY_PRESETS: 300 for 'Stampa', 150 for 'Web').
 */
export function prepareTargetFor(
  layout: { orientation: Orientation; imagesPerPage: ImagesPerPage; captions?: boolean; layout?: CatalogLayoutKind },
  maxPpi: number = LIMITS.printPpi,
): PrepareTarget {
  if (layout.layout === 'line-sheet') {
    const { thumbnail } = lineSheetGeometry(layout.orientation);
    return { boxWidthPt: thumbnail.width, boxHeightPt: thumbnail.height, maxPpi };
  }
  // Every cell of a page has the same size, so the first one speaks for all.
  const [cell] = gridCells(layout.orientation, layout.imagesPerPage);
  if (!cell) throw new Error('A layout has at least one cell');
  const { box } = photoArea(cell, layout.captions === true);
  return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi };
}

/**
 * The pixel size to prepare a photo at: the photo fitted in the box, at no more than maxPpi,
 * and never larger than the photo itself.
 */
export function fitPixelSize(widthPx: number, heightPx: number, target: PrepareTarget): { width: number; height: number } {
  const maxWidthPx = (target.boxWidthPt / POINTS_PER_INCH) * target.maxPpi;
  const maxHeightPx = (target.boxHeightPt / POINTS_PER_INCH) * target.maxPpi;
  const scale = Math.min(1, maxWidthPx / widthPx, maxHeightPx / heightPx);
  if (scale === 1) return { width: widthPx, height: heightPx };
  return { width: Math.max(1, Math.floor(widthPx * scale)), height: Math.max(1, Math.floor(heightPx * scale)) };
}
