/**
 * The box each printed photo's sharpness is judged in (the low-resolution warning, issue 11.6),
 * by photo id: a cell of a following page, or the whole page and the hero's block a photo marked
 * 'Pagina intera' or 'In evidenza' prints in (decision 1041).
 */
// The layout module, not the catalogue index: that one would pull pdf-lib into the page's bundle.
import { sharpnessTargets, type TargetLayout } from '../../../../catalog/layout/prepare-target.js';
import type { PrepareTarget } from '../../../../catalog/types.js';
import type { JpegEncoding } from '../../../../shared/index.js';
import type { PrintedPhoto } from './printed-photos.js';

export function sharpnessTargetsById(layout: TargetLayout, printed: readonly PrintedPhoto[], ppi: number, jpeg: JpegEncoding): ReadonlyMap<string, PrepareTarget> {
  const marks = { fullPages: printed.map((photo) => photo.caption?.fullPage === true), heroes: printed.map((photo) => photo.caption?.hero === true) };
  const targets = sharpnessTargets({ ...layout, ...marks }, printed.map((photo) => photo.size), ppi, jpeg);
  return new Map(printed.flatMap((photo, index) => {
    const target = targets[index];
    return target ? [[photo.id, target] as const] : [];
  }));
}
