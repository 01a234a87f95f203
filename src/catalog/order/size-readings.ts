/**
 * How a file's size cells were read by a size system (issue 33.1), for the import summary of the
 * CLI and of the web dialog: each distinct cell that gives more than one size, with its sizes.
 */
import type { PhotoCaption, SizeSystem } from '../../shared/index.js';
import { expandSizes } from '../products/size-run.js';

export interface SizeReading {
  written: string;
  sizes: string[];
}

export function sizeReadings(captions: readonly (PhotoCaption | undefined)[], system: SizeSystem): SizeReading[] {
  const cells = captions.flatMap((caption) => (caption?.sizeList?.length ? caption.sizeList : [caption?.sizes ?? '']));
  return [...new Set(cells)].flatMap((written) => {
    const sizes = expandSizes(written, system);
    return sizes.length > 1 ? [{ written, sizes }] : [];
  });
}
