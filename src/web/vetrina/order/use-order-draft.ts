import { useCallback, useEffect, useState } from 'react';
import type { BuyerDetails } from '../../../shared/schemas/published.js';
import { EMPTY_DRAFT, draftKey, loadDraft, saveDraft, withQuantity, type OrderDraft } from './order-draft.js';

export interface OrderDraftState {
  draft: OrderDraft;
  setQuantity: (key: string, size: string, pieces: number) => void;
  setBuyer: (field: keyof BuyerDetails, value: string) => void;
  clear: () => void;
}

/** The draft in React state, written to localStorage on every change. */
export function useOrderDraft(linkId: string, version: number): OrderDraftState {
  const key = draftKey(linkId, version);
  const [draft, setDraft] = useState<OrderDraft>(() => (typeof localStorage === 'undefined' ? EMPTY_DRAFT : loadDraft(localStorage, key)));
  useEffect(() => {
    if (typeof localStorage !== 'undefined') saveDraft(localStorage, key, draft);
  }, [key, draft]);
  const setQuantity = useCallback((colourway: string, size: string, pieces: number) => setDraft((current) => ({ ...current, quantities: withQuantity(current.quantities, colourway, size, pieces) })), []);
  const setBuyer = useCallback((field: keyof BuyerDetails, value: string) => setDraft((current) => ({ ...current, buyer: { ...current.buyer, [field]: value } })), []);
  const clear = useCallback(() => setDraft(EMPTY_DRAFT), []);
  return { draft, setQuantity, setBuyer, clear };
}
