/**
 * One order attempt (issue 36.3): the draft checked on the page (quantities, the buyer's required
 * fields, the terms), then posted with one Idempotency-Key that lasts until the draft changes, so a
 * double click or a retry after a lost answer is the same order.
 */
import { useEffect, useRef, useState } from 'react';
import type { BuyerDetails, PlacedOrder } from '../../../shared/schemas/published.js';
import { HttpError } from '../../api/http-error.js';
import { usePage } from '../page-context.js';
import { REQUIRED_BUYER_FIELDS } from './BuyerFields.js';
import { placeOrder } from './place-order.js';
import { randomKey } from './random-key.js';
import type { OrderDraftState } from './use-order-draft.js';

export interface OrderProblems {
  /** Said above the button: the whole form's trouble. */
  message?: string;
  fields: Partial<Record<keyof BuyerDetails, string>>;
}

const EMPTY_PROBLEMS: OrderProblems = { fields: {} };

export function usePlaceOrder(order: OrderDraftState, canSend: boolean, termsAccepted: boolean) {
  const { catalogue, words } = usePage();
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<OrderProblems>(EMPTY_PROBLEMS);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    attemptKey.current = null;
  }, [order.draft]);

  async function submit(): Promise<void> {
    if (sending) return;
    const fields: OrderProblems['fields'] = {};
    for (const field of REQUIRED_BUYER_FIELDS) if (!order.draft.buyer[field].trim()) fields[field] = words.required;
    if (!canSend || Object.keys(fields).length > 0 || !termsAccepted) {
      setProblems({ fields, message: canSend ? undefined : words.emptyOrder });
      return;
    }
    attemptKey.current ??= randomKey();
    setSending(true);
    setProblems(EMPTY_PROBLEMS);
    try {
      const result = await placeOrder(catalogue.id, { buyer: order.draft.buyer, quantities: order.draft.quantities, termsAccepted: true }, attemptKey.current);
      setPlaced(result);
      order.clear();
    } catch (error) {
      setProblems(problemsOf(error, words.networkError));
    } finally {
      setSending(false);
    }
  }

  return { sending, problems, placed, submit, startOver: () => setPlaced(null) };
}

/** The server's `{ error, details }`: details on `buyer.<field>` go beside their field. */
function problemsOf(error: unknown, fallback: string): OrderProblems {
  if (!(error instanceof HttpError)) return { message: fallback, fields: {} };
  const fields: OrderProblems['fields'] = {};
  for (const detail of error.details) {
    const [root, field] = detail.path.split('.');
    if (root === 'buyer' && field) fields[field as keyof BuyerDetails] = detail.message;
  }
  return { message: error.serverMessage ?? fallback, fields };
}
