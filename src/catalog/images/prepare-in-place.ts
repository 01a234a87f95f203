/**
 * Photos prepared for the cell each one lands in (decision 0995), where every photo is at hand at
 * once (the CLI, the tests): the first page's cells are smaller than the others', and with 'Riempi'
 * the frames take the photos' prevailing shape (decision 0996), so a photo's target depends on its
 * place among the photos that print and on their sizes. The browser engine keeps the same targets
 * up to date as photos arrive (catalog-engine.ts).
 */
import { photoTargets, sameTarget, type TargetLayout } from '../layout/prepare-target.js';
import type { Size } from '../layout/geometry.js';
import type { PreparedPhoto, PrepareTarget } from '../types.js';
import { uprightSize } from './image-header.js';
import { readHeaderWithinLimits, type PhotoHead } from './preparation-plan.js';

/**
 * A photo's upright size from its header; undefined for one its header shows will be refused. Cheap
 * on the main thread: a small file's scan is left to its preparation.
 */
export function headerSize(photo: PhotoHead): Size | undefined {
  try {
    return uprightSize(readHeaderWithinLimits(photo));
  } catch {
    return undefined;
  }
}

export interface PlacedJob {
  index: number;
  target: PrepareTarget;
}

/**
 * `sizes`: each photo's upright size from its header (headerSize), in catalogue order.
 * `prepareAll` prepares the jobs it is given, in any order, and returns each job's photo or
 * undefined for one it refused. A photo refused moves the ones after it: those whose target that
 * changes are prepared once more. Returns the prepared photos in catalogue order.
 */
export async function prepareInPlace(
  layout: TargetLayout,
  sizes: readonly (Size | undefined)[],
  maxPpi: number,
  jpeg: PrepareTarget['jpeg'],
  prepareAll: (jobs: readonly PlacedJob[]) => Promise<(PreparedPhoto | undefined)[]>,
): Promise<PreparedPhoto[]> {
  // The layout's flags are by photo: a subset of the photos takes its own.
  const targetsOf = (indices: readonly number[]) =>
    photoTargets(
      { ...layout, fullPages: indices.map((index) => layout.fullPages?.[index] === true), heroes: indices.map((index) => layout.heroes?.[index] === true) },
      indices.map((index) => sizes[index]),
      maxPpi,
      jpeg,
    );
  const readable = sizes.flatMap((size, index) => (size ? [index] : []));
  const firstTargets = targetsOf(readable);
  const fallback = firstTargets[0] ?? photoTargets(layout, [undefined], maxPpi, jpeg)[0];
  if (!fallback) throw new Error('A layout has at least one target');
  const jobs = sizes.map((_, index) => ({ index, target: firstTargets[readable.indexOf(index)] ?? fallback }));
  const results = await prepareAll(jobs);
  const printed = jobs.flatMap((job, i) => (results[i] ? [job.index] : []));
  const finalTargets = targetsOf(printed);
  const again = printed.flatMap((index, place) => {
    const target = finalTargets[place];
    const job = jobs[index];
    return target && job && !sameTarget(job.target, target) ? [{ index, target }] : [];
  });
  if (again.length > 0) {
    const redone = await prepareAll(again);
    again.forEach((job, i) => {
      const photo = redone[i];
      if (photo) results[job.index] = photo;
    });
  }
  return results.filter((photo): photo is PreparedPhoto => photo !== undefined);
}
