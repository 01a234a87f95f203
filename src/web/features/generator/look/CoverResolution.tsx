import { TriangleAlert } from 'lucide-react';
import { effectivePpi, printedLowResolutionPpi } from '../../../../catalog/layout/effective-ppi.js';
import type { Size } from '../../../../catalog/layout/geometry.js';
import type { PrepareTarget } from '../../../../catalog/types.js';
import { UI_TEXTS } from '../../../../shared/index.js';

type Box = Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt'>;

interface CoverResolutionProps {
  /** The cover photo's upright pixel size, once read. */
  size: Size | undefined;
  /** What the cover is prepared for (coverTargetFor): the pixels the PDF will hold. */
  target: PrepareTarget;
  /** Where it prints, from the described cover page; until then the prepared-for box. */
  printed: Box | undefined;
}

/**
 * Issue 25.2: the cover's photo judged like every photo, in the box it prints in. A photo larger
 * than the quality needs is scaled down for its prepared-for box, so those pixels are what print.
 */
export function CoverResolution({ size, target, printed = target }: CoverResolutionProps) {
  if (!size) return null;
  const scale = Math.min(1, target.maxPpi / effectivePpi(size.width, size.height, target));
  const [width, height] = [size.width * scale, size.height * scale];
  const low = printedLowResolutionPpi(width, height, target, printed);
  if (low !== undefined) {
    return (
      <p className="-mt-1 flex items-center gap-1 text-xs font-medium text-amber-800" title={UI_TEXTS.generator.coverLowResolutionHint} data-testid="cover-resolution" role="status">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {UI_TEXTS.generator.lowResolution(low)}
      </p>
    );
  }
  return (
    <p className="-mt-1 text-xs text-muted" data-testid="cover-resolution" role="status">
      {UI_TEXTS.generator.coverResolution(Math.floor(effectivePpi(width, height, printed)))}
    </p>
  );
}
