/**
 * How a file's size ranges were read by a size system (issue 33.1), for the import summary of the
 * CLI and of the web dialog: each distinct cell holding a range, with its sizes; first the ranges
 * the systems read differently ('38-46'), which the choice is about, then the others ('XS-XL').
 * Sizes listed one by one ('S/M/L', '24-25-…-32') read the same in every system and are not shown.
 */
import type { PhotoCaption, SizeSystem } from '../../shared/index.js';
import { expandSizes, hasRange } from '../products/size-run.js';

export interface SizeReading {
  written: string;
  sizes: string[];
}

export function sizeReadings(captions: readonly (PhotoCaption | undefined)[], system: SizeSystem): SizeReading[] {
  const cells = captions.flatMap((caption) => (caption?.sizeList?.length ? caption.sizeList : [caption?.sizes ?? '']));
  const ranges = [...new Set(cells)].filter(hasRange);
  const differs = (written: string) => expandSizes(written, 'clothing').join() !== expandSizes(written, 'shoes').join();
  return [...ranges.filter(differs), ...ranges.filter((written) => !differs(written))].map((written) => ({ written, sizes: expandSizes(written, system) }));
}
