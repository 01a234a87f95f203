import { UI_TEXTS } from '../../../shared/index.js';
import { Spinner } from '../../ui/Spinner.js';
import { useLiveValue, type LiveValue } from './live-value.js';

/** Spec 4: the overlay while generating, with a real progress bar (issue 4); publishing says its own step (issue 36.1). */
export function GenerationOverlay({ progress, title = UI_TEXTS.generator.overlayTitle, detail = UI_TEXTS.generator.overlayWait }: { progress: LiveValue<number>; title?: string; detail?: string }) {
  const percent = Math.round(useLiveValue(progress) * 100);
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-stone-950/70 px-6" role="dialog" aria-modal="true" aria-labelledby="generation-title">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-2xl">
        <Spinner className="size-8 text-accent" />
        <p id="generation-title" className="mt-4 font-display text-2xl">
          {title}
        </p>
        <p className="mt-1 text-sm text-muted">{detail}</p>
        <div
          role="progressbar"
          aria-label="Avanzamento della generazione"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-6 h-2 overflow-hidden rounded-full bg-accent-soft"
        >
          <div className="h-full rounded-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-xs tabular-nums text-muted">{percent}%</p>
      </div>
    </div>
  );
}
