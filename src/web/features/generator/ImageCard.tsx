import { AlertCircle, TriangleAlert, X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { UI_TEXTS } from '../../../shared/index.js';
import type { PhotoState } from '../../engine/index.js';
import { Spinner } from '../../ui/Spinner.js';
import { Tooltip } from '../../ui/Tooltip.js';

const STATUS_LABELS = { preparing: 'In preparazione', ready: 'Pronta', failed: 'Non utilizzabile' } as const;

interface ImageCardProps {
  name: string;
  position: number;
  state: PhotoState | undefined;
  onRemove: () => void;
  /** The reordering handle (beyond issue), beside the remove button. */
  handle?: ReactNode;
  /** The caption editor (beyond issue), under the name. */
  children?: ReactNode;
  /** The effective ppi when the photo would print under 150 ppi in the current layout (issue 11.6). */
  lowResolutionPpi?: number;
  /** Drag and drop wiring and its visual state, from the list that orders the cards. */
  itemProps?: ComponentPropsWithRef<'li'> & { [data: `data-${string}`]: string | undefined };
}

/** Spec 2: thumbnail, file name, 'Immagine N' and remove; plus the preparation state (DECISIONS). */
export function ImageCard({ name, position, state, onRemove, handle, children, lowResolutionPpi, itemProps }: ImageCardProps) {
  const status = state?.status ?? 'preparing';
  const { className = '', ...liProps } = itemProps ?? {};
  return (
    <li className={`relative flex overflow-hidden rounded-xl border border-line bg-white [contain-intrinsic-size:auto_30rem] [content-visibility:auto] sm:flex-col ${className}`} data-testid="image-card" data-status={status} {...liProps}>
      <div className="relative flex aspect-square w-24 shrink-0 items-center justify-center bg-paper sm:aspect-[4/5] sm:w-auto">
        {state?.thumbnailUrl ? (
          // Out of the flow, so a tall photo never stretches its card; the bottom strip is the badge's.
          <img src={state.thumbnailUrl} alt={name} draggable={false} className="pointer-events-none absolute inset-0 size-full object-contain p-3 pb-9" />
        ) : status === 'failed' ? (
          <AlertCircle aria-hidden="true" className="size-8 text-danger" />
        ) : (
          <Spinner className="size-6 text-accent" />
        )}
        <span
          className={`absolute bottom-1.5 left-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${
            status === 'failed' ? 'bg-danger text-white' : status === 'ready' ? 'bg-white/90 text-success' : 'bg-white/90 text-muted'
          }`}
        >
          {STATUS_LABELS[status]}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium" title={name}>
              {name}
            </p>
            <p className="text-xs text-muted">Immagine {position}</p>
            {status === 'failed' && state?.error && <p className="mt-1 text-xs text-danger">{state.error}</p>}
            {lowResolutionPpi !== undefined && (
              <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800" title={UI_TEXTS.generator.lowResolutionHint} data-testid="low-resolution">
                <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                {UI_TEXTS.generator.lowResolution(lowResolutionPpi)}
              </p>
            )}
          </div>
          <div className="flex shrink-0 items-center">
            {handle}
            <Tooltip label="Rimuovi immagine">
              <button
                type="button"
                onClick={onRemove}
                aria-label={`Rimuovi ${name}`}
                className="shrink-0 rounded-full p-1.5 text-muted hover:bg-red-50 hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </Tooltip>
          </div>
        </div>
        {/* At the bottom, so the cards of a row line up whatever their photos and names. */}
        {/* One column that may shrink (minmax(0, 1fr)): an implicit grid column grows to a long caption's line and pushed the buttons out of the card. */}
        {children && <div className="mt-auto grid grid-cols-1 gap-2">{children}</div>}
      </div>
    </li>
  );
}
