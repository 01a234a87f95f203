import { effectivePpi, printedLowResolutionPpi } from '../../../../catalog/layout/effective-ppi.js';
import type { Size } from '../../../../catalog/layout/geometry.js';
import type { PrepareTarget } from '../../../../catalog/types.js';

export type PrintBox = Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>;

/**
 * Issue 25.2: the cover's ppi where it prints, and whether that is low. A photo larger than the
 * quality needs is scaled down for its prepared-for box (coverTargetFor), so those pixels print.
 */
export function coverPpi(size: Size, target: PrepareTarget, printed: PrintBox = target): { ppi: number; low: boolean } {
  const scale = Math.min(1, target.maxPpi / effectivePpi(size.width, size.height, target));
  const [width, height] = [size.width * scale, size.height * scale];
  const low = printedLowResolutionPpi(width, height, target, printed);
  return low === undefined ? { ppi: Math.floor(effectivePpi(width, height, printed)), low: false } : { ppi: low, low: true };
}

/** The cover for the low-resolution summary beside the generate step, when it prints under 150 ppi. */
export function lowResolutionCover(photo: { name: string; size?: Size } | undefined, target: PrepareTarget, printed?: PrintBox): { name: string; ppi: number } | undefined {
  if (!photo?.size) return undefined;
  const { ppi, low } = coverPpi(photo.size, target, printed);
  return low ? { name: photo.name, ppi } : undefined;
}
