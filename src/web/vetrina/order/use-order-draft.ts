import { useCallback, useEffect, useState } from 'react';
import type { BuyerDetails } from '../../../shared/schemas/published.js';
import { EMPTY_DRAFT, draftKey, loadDraft, saveDraft, withQuantity, type OrderDraft } from './order-draft.js';

export interface OrderDraftState {
  draft: OrderDraft;
  setQuantity: (key: string, size: string, pieces: number) => void;
  setBuyer: (field: keyof BuyerDetails, value: string) => void;
  clear: () => void;
}

/**
 * The draft in React state, written to localStorage on every change. It is read from the device
 * only after the first render: the server renders the page without a draft, and the first render
 * in the browser must be that very markup to hydrate it (decision 1042).
 */
export function useOrderDraft(linkId: string, version: number): OrderDraftState {
  const key = draftKey(linkId, version);
  // undefined until read: nothing is written back before the stored draft has been read.
  const [stored, setDraft] = useState<OrderDraft | undefined>(undefined);
  useEffect(() => {
    setDraft(loadDraft(localStorage, key));
  }, [key]);
  useEffect(() => {
    if (stored) saveDraft(localStorage, key, stored);
  }, [key, stored]);
  const setQuantity = useCallback((colourway: string, size: string, pieces: number) => setDraft((current = EMPTY_DRAFT) => ({ ...current, quantities: withQuantity(current.quantities, colourway, size, pieces) })), []);
  const setBuyer = useCallback((field: keyof BuyerDetails, value: string) => setDraft((current = EMPTY_DRAFT) => ({ ...current, buyer: { ...current.buyer, [field]: value } })), []);
  const clear = useCallback(() => setDraft(EMPTY_DRAFT), []);
  return { draft: stored ?? EMPTY_DRAFT, setQuantity, setBuyer, clear };
}
