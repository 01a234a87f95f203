import { useState } from 'react';
import { usePage } from '../page-context.js';
import { SaleTerms } from '../SaleTerms.js';
import { BuyerFields } from './BuyerFields.js';
import { EMPTY_DRAFT } from './order-draft.js';
import { useOrder } from './order-context.js';
import { OrderConfirmation } from './OrderConfirmation.js';
import { useOrderTotals } from './order-totals.js';
import { OrderSummary } from './OrderSummary.js';
import type { OrderDraftState } from './use-order-draft.js';
import { usePlaceOrder } from './use-place-order.js';

/** The order form at the page's end (issue 36.3): summary, terms, the buyer's block, 'Invia ordine'. */
export function OrderSection() {
  const { words, fontFamily } = usePage();
  const order = useOrder();
  const totals = useOrderTotals();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const canSend = Boolean(totals && totals.priced.pieces > 0 && totals.checks.length === 0);
  const placing = usePlaceOrder(order ?? NO_ORDER, canSend, termsAccepted);
  if (!order) return null;
  return (
    <section id="ordine" aria-labelledby="ordine-titolo" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-5 py-10">
      <h2 id="ordine-titolo" className="text-3xl font-normal" style={{ fontFamily }}>
        {words.order}
      </h2>
      {placing.placed ? (
        <OrderConfirmation placed={placing.placed} onNewOrder={placing.startOver} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void placing.submit();
          }}
        >
          <OrderSummary />
          <SaleTerms />
          <BuyerFields order={order} errors={placing.problems.fields} />
          <label className="flex items-start gap-2">
            <input type="checkbox" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} required className="mt-1 size-4" />
            <span>{words.acceptTerms}</span>
          </label>
          {placing.problems.message && (
            <p role="alert" className="text-danger">
              {placing.problems.message}
            </p>
          )}
          <button type="submit" disabled={placing.sending || !termsAccepted} aria-disabled={!canSend} className="self-start rounded bg-(--accent) px-6 py-3 text-lg font-medium text-(--on-accent) disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink">
            {placing.sending ? words.sending : words.sendOrder}
          </button>
        </form>
      )}
    </section>
  );
}

/** Hooks run before the early return: without ordering they run on a draft that is never sent. */
const NO_ORDER: OrderDraftState = { draft: EMPTY_DRAFT, setQuantity: () => undefined, setBuyer: () => undefined, clear: () => undefined };
