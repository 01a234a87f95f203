import { useEffect, useRef } from 'react';
import { UI_TEXTS } from '../../../shared/index.js';
import type { CatalogEngine } from '../../engine/index.js';
import { dismissToast, toast } from '../../ui/toast-store.js';
import type { DraftAction, DraftPhoto } from './draft/catalog-draft.js';

interface RemoveAllInput {
  engine: CatalogEngine | null;
  photos: readonly DraftPhoto[];
  dispatch: (action: DraftAction) => void;
}

/**
 * 'Rimuovi Tutte' at once, with 'Annulla' in its toast (docs/decisions/0792): the photos come back
 * with their captions, in their order, and are prepared again. The offer lasts while the toast
 * does and ends as soon as the list holds photos again.
 */
export function useRemoveAll({ engine, photos, dispatch }: RemoveAllInput) {
  const undoable = useRef<{ photos: DraftPhoto[]; toastId: number } | null>(null);

  // New photos after the removal make the old list a different catalogue: the undo goes away.
  useEffect(() => {
    if (photos.length === 0 || !undoable.current) return;
    dismissToast(undoable.current.toastId);
    undoable.current = null;
  }, [photos.length]);

  const restore = () => {
    const removed = undoable.current;
    if (!removed || !engine) return;
    undoable.current = null;
    void engine.add(removed.photos);
    dispatch({ type: 'restorePhotos', photos: removed.photos });
  };

  return () => {
    if (!engine || photos.length === 0) return;
    const removed = [...photos];
    engine.clear();
    dispatch({ type: 'clearPhotos' });
    const toastId = toast({
      title: UI_TEXTS.generator.removedAllTitle,
      description: UI_TEXTS.generator.removedAll(removed.length),
      action: { label: UI_TEXTS.generator.undo, altText: UI_TEXTS.generator.undoAlt, onAction: restore },
    });
    undoable.current = { photos: removed, toastId };
  };
}
