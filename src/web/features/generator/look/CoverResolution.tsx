import { TriangleAlert } from 'lucide-react';
import { effectivePpi, lowResolutionPpi } from '../../../../catalog/layout/effective-ppi.js';
import type { Size } from '../../../../catalog/layout/geometry.js';
import type { PrepareTarget } from '../../../../catalog/types.js';
import { UI_TEXTS } from '../../../../shared/index.js';

/**
 * Issue 25.2: the cover's photo judged like every photo, for the box it prints in on the cover.
 * A photo larger than the quality needs is scaled down to its ceiling, so that is what it prints at.
 */
export function CoverResolution({ size, target }: { size: Size | undefined; target: PrepareTarget }) {
  if (!size) return null;
  const low = lowResolutionPpi(size.width, size.height, target);
  if (low !== undefined) {
    return (
      <p className="-mt-1 flex items-center gap-1 text-xs font-medium text-amber-800" title={UI_TEXTS.generator.coverLowResolutionHint} data-testid="cover-resolution" role="status">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {UI_TEXTS.generator.lowResolution(low)}
      </p>
    );
  }
  const ppi = Math.floor(Math.min(effectivePpi(size.width, size.height, target), target.maxPpi));
  return (
    <p className="-mt-1 text-xs text-muted" data-testid="cover-resolution" role="status">
      {UI_TEXTS.generator.coverResolution(ppi)}
    </p>
  );
}
