import { TriangleAlert } from 'lucide-react';
import { lowResolutionPpi } from '../../../catalog/layout/effective-ppi.js';
import type { PrepareTarget } from '../../../catalog/types.js';
import { UI_TEXTS } from '../../../shared/index.js';
import type { PhotoState } from '../../engine/index.js';
import type { DraftPhoto } from './draft/catalog-draft.js';

interface NoticeProps {
  photos: readonly DraftPhoto[];
  states: ReadonlyMap<string, PhotoState>;
  /** The box each photo is judged in, by id (sharpness-targets.ts). */
  targets: ReadonlyMap<string, PrepareTarget>;
  /** The cover's photo when it prints under 150 ppi on the cover (issue 25.2). */
  cover?: { name: string; ppi: number } | undefined;
}

/**
 * Issue 11.6: before the click, the photos that would print under 150 ppi in the current layout,
 * listed once beside the generate step (each card says it too). Nothing when every photo is sharp.
 */
export function LowResolutionNotice({ photos, states, targets, cover }: NoticeProps) {
  const low = photos.flatMap((photo) => {
    const size = states.get(photo.id)?.size;
    const target = targets.get(photo.id);
    const ppi = size && target ? lowResolutionPpi(size.width, size.height, target) : undefined;
    return ppi === undefined ? [] : [`${photo.name} (${ppi} ppi)`];
  });
  if (cover) low.unshift(UI_TEXTS.generator.coverLowResolution(cover.name, cover.ppi));
  return (
    <div role="status" aria-live="polite" className="contents">
      {low.length > 0 && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="low-resolution-summary">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {UI_TEXTS.generator.lowResolutionSummary(low.join(', '))}
        </p>
      )}
    </div>
  );
}
