/**
 * 'Invia ordine' (issue 36.3): `PlaceOrderRequest` posted with an Idempotency-Key, so a double
 * click or a retry of one attempt is one order; the server prices it and answers `PlacedOrder`,
 * or an error in our shape `{ error, code, details }` in the catalogue's language.
 */
import type { PlaceOrderRequest, PlacedOrder } from '../../../shared/schemas/published.js';
import { HttpError } from '../../api/http-error.js';

export function orderPath(linkId: string): string {
  return `/api/v/${encodeURIComponent(linkId)}/orders`;
}

/** The buyer's copies of the order: the order sheet filled in, and its PDF. */
export function receiptPath(linkId: string, order: Pick<PlacedOrder, 'number' | 'receipt'>, kind: 'xlsx' | 'pdf'): string {
  return `${orderPath(linkId)}/${encodeURIComponent(order.number)}.${kind}?receipt=${encodeURIComponent(order.receipt)}`;
}

export async function placeOrder(linkId: string, request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
  const response = await fetch(orderPath(linkId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, response.statusText, text);
  return JSON.parse(text) as PlacedOrder;
}
