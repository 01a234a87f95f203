/**
 * How sharp a photo will print (issue 11.6, DECISIONS "PDF"): its pixels over the inches it fills
 * in its box. Photos are scaled to fill the box, so a small photo is blown up; under
 * LOW_RESOLUTION_PPI it looks soft on paper and the user is told, never silently.
 */
import type { PrepareTarget } from '../types.js';
import { POINTS_PER_INCH } from './geometry.js';

/** Below this a print looks soft at reading distance; 'Web' quality's own ceiling. */
export const LOW_RESOLUTION_PPI = 150;

/** The photo's pixels per inch when fitted, aspect kept, in the target's box. */
export function effectivePpi(uprightWidthPx: number, uprightHeightPx: number, target: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt'>): number {
  const scale = Math.min(target.boxWidthPt / uprightWidthPx, target.boxHeightPt / uprightHeightPx);
  return POINTS_PER_INCH / scale;
}

/** The effective ppi, rounded, when it is under LOW_RESOLUTION_PPI; undefined for a sharp enough photo. */
export function lowResolutionPpi(uprightWidthPx: number, uprightHeightPx: number, target: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt'>): number | undefined {
  const ppi = effectivePpi(uprightWidthPx, uprightHeightPx, target);
  return ppi < LOW_RESOLUTION_PPI ? Math.floor(ppi) : undefined;
}
