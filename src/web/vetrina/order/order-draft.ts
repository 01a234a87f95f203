/**
 * The buyer's order in progress (issue 36.3): quantities by colourway key and size, as
 * `PlaceOrderRequest` sends them, and the buyer's block; kept on the buyer's device under the
 * link and its version, so a reload keeps it and a new version starts afresh.
 */
import type { OrderQuantities } from '../../../catalog/order/order-pricing.js';
import type { BuyerDetails } from '../../../shared/schemas/published.js';

export interface OrderDraft {
  quantities: Record<string, Record<string, number>>;
  buyer: BuyerDetails;
}

export const EMPTY_BUYER: BuyerDetails = { shop: '', contact: '', email: '', phone: '', vatNumber: '', address: '', notes: '' };
export const EMPTY_DRAFT: OrderDraft = { quantities: {}, buyer: EMPTY_BUYER };

export function draftKey(linkId: string, version: number): string {
  return `vetrina-ordine:${linkId}:${version}`;
}

/** A quantity set: whole pieces, none below zero, a size of 0 and a colourway of none left out. */
export function withQuantity(quantities: OrderQuantities, key: string, size: string, value: number): Record<string, Record<string, number>> {
  const pieces = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  const sizes: Record<string, number> = { ...quantities[key] };
  if (pieces > 0) sizes[size] = pieces;
  else delete sizes[size];
  const next: Record<string, Record<string, number>> = { ...quantities };
  if (Object.keys(sizes).length > 0) next[key] = sizes;
  else delete next[key];
  return next;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored draft, read defensively: anything that is not a draft's shape reads as the empty draft. */
export function loadDraft(storage: Pick<Storage, 'getItem'>, key: string): OrderDraft {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!isRecord(stored) || !isRecord(stored.quantities) || !isRecord(stored.buyer)) return EMPTY_DRAFT;
    const quantities: Record<string, Record<string, number>> = {};
    for (const [colourway, sizes] of Object.entries(stored.quantities)) {
      if (!isRecord(sizes)) continue;
      for (const [size, pieces] of Object.entries(sizes)) if (typeof pieces === 'number') Object.assign(quantities, withQuantity(quantities, colourway, size, pieces));
    }
    const buyer = { ...EMPTY_BUYER };
    for (const field of Object.keys(EMPTY_BUYER) as (keyof BuyerDetails)[]) {
      const value = stored.buyer[field];
      if (typeof value === 'string') buyer[field] = value;
    }
    return { quantities, buyer };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, key: string, draft: OrderDraft): void {
  try {
    const empty = Object.keys(draft.quantities).length === 0 && Object.values(draft.buyer).every((value) => value === '');
    if (empty) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private windows and full storage: the order still works, it just does not survive a reload.
  }
}
