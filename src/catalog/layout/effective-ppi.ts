/**
 * How sharp a photo will print (issue 11.6, DECISIONS "PDF"): its pixels over the inches it fills
 * in its box. Photos are scaled to fill the box, so a small photo is blown up; under the
 * low-resolution threshold it looks soft on paper and the user is told, never silently.
 */
import type { PrepareTarget } from '../types.js';
import { POINTS_PER_INCH } from './geometry.js';
import { boxScale } from './prepare-target.js';

/** Below this a print looks soft at reading distance; 'Web' quality's own ceiling. */
export const LOW_RESOLUTION_PPI = 150;

/** The photo's pixels per inch when fitted, aspect kept, in the target's box, or cropped to cover it (issue 26.1). */
export function effectivePpi(uprightWidthPx: number, uprightHeightPx: number, target: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>): number {
  return POINTS_PER_INCH / boxScale(uprightWidthPx, uprightHeightPx, target);
}

/**
 * The ppi a photo must reach (issue 27.8): LOW_RESOLUTION_PPI, or the quality's ceiling where that
 * is lower, since a photo printed as sharp as the chosen quality allows is what the user asked for.
 */
export function lowResolutionThreshold(target: Pick<PrepareTarget, 'maxPpi'>): number {
  return Math.min(LOW_RESOLUTION_PPI, target.maxPpi);
}

/**
 * The effective ppi, rounded down, when it is under the threshold; undefined for a sharp enough
 * photo. A photo one pixel short is not flagged: preparing at the ceiling rounds the pixel size
 * down (fitPixelSize), so a photo scaled to exactly 150 ppi comes out at 148-149 by rounding alone.
 */
export function lowResolutionPpi(uprightWidthPx: number, uprightHeightPx: number, target: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'maxPpi' | 'fill'>): number | undefined {
  const threshold = lowResolutionThreshold(target);
  if (effectivePpi(uprightWidthPx + 1, uprightHeightPx + 1, target) >= threshold) return undefined;
  return Math.floor(effectivePpi(uprightWidthPx, uprightHeightPx, target));
}

/**
 * lowResolutionPpi for a photo prepared for one box and printed in a larger one, as the cover is
 * (issue 25.2, decision 0953): judged where it prints, except when it was scaled down to the
 * quality's ceiling for the box it was prepared for. That photo is as sharp as the quality allows,
 * as in lowResolutionThreshold, and is not flagged for the few percent the larger box takes.
 */
export function printedLowResolutionPpi(
  widthPx: number,
  heightPx: number,
  prepared: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'maxPpi' | 'fill'>,
  printed: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>,
): number | undefined {
  if (effectivePpi(widthPx + 1, heightPx + 1, prepared) >= prepared.maxPpi) return undefined;
  return lowResolutionPpi(widthPx, heightPx, { ...printed, maxPpi: prepared.maxPpi });
}
