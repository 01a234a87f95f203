import { ImagePlus } from 'lucide-react';
import { preloadLaterParts } from './later-parts.js';
import { useFileDrop } from './use-file-drop.js';
import { useWhenNear } from './use-when-near.js';

/** Spec 5: the picker offers only these; anything else dropped in is refused by the caller (upload-rules.ts). */
const ACCEPT = 'image/jpeg,.jpg,.jpeg,image/png,.png,image/gif,.gif,image/webp,.webp,image/heic,.heic,image/heif,.heif';

interface UploadZoneProps {
  count: number;
  maxImages: number;
  onFiles: (files: File[]) => void;
  /** Runs once the zone comes near, with the later parts' code: what a drop needs is started then. Stable across renders. */
  onNear: () => void;
}

/** Spec 2 section 2: click or drag photos in. */
export function UploadZone({ count, maxImages, onFiles, onNear }: UploadZoneProps) {
  // Every file goes on in the order given, the refused ones too, so one rule decides and says why.
  const { rootProps, inputProps, isDragActive, rootRef } = useFileDrop(onFiles);
  // What the photos need once they are in (their cards, the preview, the product file) is there
  // before the first drop, without weighing on a first screen that does not show this zone.
  useWhenNear(rootRef, preloadLaterParts);
  useWhenNear(rootRef, onNear);
  return (
    <div
      {...rootProps}
      className={`group flex cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors sm:py-16 ${
        isDragActive ? 'border-accent bg-accent-soft' : 'border-line bg-white hover:border-accent hover:bg-accent-soft/40'
      }`}
      aria-label="Carica immagini: trascinale qui o premi per sceglierle"
    >
      <input {...inputProps} accept={ACCEPT} aria-label="Scegli le immagini da caricare" data-testid="upload-input" />
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <ImagePlus aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-xl">{isDragActive ? 'Rilascia qui le immagini' : 'Trascina qui le tue foto'}</p>
      <p className="text-sm text-muted">
        oppure <span className="font-medium text-accent underline underline-offset-4">sfoglia i file</span> · JPG, PNG, GIF, WEBP o HEIC
      </p>
      <p className="text-xs tabular-nums text-muted">
        {count} di {maxImages} immagini
      </p>
    </div>
  );
}
