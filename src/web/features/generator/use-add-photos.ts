import { startTransition, useEffect, useRef } from 'react';
import { UI_TEXTS } from '../../../shared/index.js';
import type { CatalogEngine } from '../../engine/index.js';
import { toast } from '../../ui/toast-store.js';
import type { DraftAction, DraftPhoto } from './draft/catalog-draft.js';
import { limitMessage, newImageId, planUpload } from './upload-rules.js';

interface AddPhotosInput {
  engine: CatalogEngine | null;
  photos: readonly DraftPhoto[];
  maxImages: number;
  dispatch: (action: DraftAction) => void;
}

/**
 * The longest a drop's cards wait for its headers: a drop read from a slow disk shows its cards
 * all the same, and its photos are prepared as their headers come.
 */
const CARDS_WAIT_MS = 400;

/**
 * Photos chosen or dropped go to the engine at once and onto the page once their headers are read
 * (decision 1111). The photo lanes start only when a drop's headers are in (decision 1088), and in
 * WebKit the header worker's file reads take turns on the page's thread: rendering 100 cards first
 * held them 0.8-1.3 s, against 0.16-0.28 s read first.
 */
export function useAddPhotos({ engine, photos, maxImages, dispatch }: AddPhotosInput) {
  // Photos given to the engine whose cards are not on the page yet: they count against the limit.
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    for (const photo of photos) waiting.current.delete(photo.id);
  }, [photos]);

  return (files: File[]) => {
    if (!engine) return;
    const plan = planUpload(files, photos.length + waiting.current.size, maxImages);
    for (const file of plan.unsupported) {
      toast({ title: UI_TEXTS.generator.unsupportedTitle, description: UI_TEXTS.generator.unsupported(file.name), variant: 'destructive' });
    }
    if (plan.overLimit.length > 0) {
      // A notice, not an error: what fitted was added; it says how many were left out.
      toast({ title: UI_TEXTS.generator.limitTitle, description: limitMessage(maxImages, plan.accepted.length, plan.overLimit.length) });
    }
    if (plan.accepted.length === 0) return;
    const added = plan.accepted.map((file) => ({ id: newImageId(), name: file.name, file }));
    for (const { id } of added) waiting.current.add(id);
    const headersRead = engine.add(added);
    void Promise.race([headersRead, new Promise((resolve) => setTimeout(resolve, CARDS_WAIT_MS))]).then(() =>
      // A drop of 100 photos changes every part of the page that counts them (the layout, the
      // estimate, the preview): rendered as a transition, in slices, not as one long task (37.4).
      startTransition(() => dispatch({ type: 'addPhotos', photos: added })),
    );
  };
}
