import { useReducer } from 'react';
import { draftReducer, EMPTY_DRAFT, type CatalogDraft, type DraftAction } from './catalog-draft.js';

/** The generator's one source of truth: settings, photos in print order, captions, quality, brand. */
export function useCatalogDraft(initial: CatalogDraft = EMPTY_DRAFT): [CatalogDraft, (action: DraftAction) => void] {
  return useReducer(draftReducer, initial);
}
