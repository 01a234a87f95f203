import { TriangleAlert } from 'lucide-react';
import type { Size } from '../../../../catalog/layout/geometry.js';
import type { PrepareTarget } from '../../../../catalog/types.js';
import { UI_TEXTS } from '../../../../shared/index.js';
import { coverPpi, type PrintBox } from './cover-ppi.js';

interface CoverResolutionProps {
  /** The cover photo's upright pixel size, once read. */
  size: Size | undefined;
  /** What the cover is prepared for (coverTargetFor): the pixels the PDF will hold. */
  target: PrepareTarget;
  /** Where it prints, from the described cover page; until then the prepared-for box. */
  printed: PrintBox | undefined;
}

/** Issue 25.2: the cover's ppi under its photo, in the photo cards' amber under 150 ppi. */
export function CoverResolution({ size, target, printed }: CoverResolutionProps) {
  if (!size) return null;
  const { ppi, low } = coverPpi(size, target, printed);
  if (low) {
    return (
      <p className="-mt-1 flex items-center gap-1 text-xs font-medium text-amber-800" title={UI_TEXTS.generator.coverLowResolutionHint} data-testid="cover-resolution" role="status">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {UI_TEXTS.generator.lowResolution(ppi)}
      </p>
    );
  }
  return (
    <p className="-mt-1 text-xs text-muted" data-testid="cover-resolution" role="status">
      {UI_TEXTS.generator.coverResolution(ppi)}
    </p>
  );
}
