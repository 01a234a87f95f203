import { formatPrice } from '../../../catalog/texts/caption-texts.js';
import { usePage } from '../page-context.js';
import { useOrderTotals } from './order-totals.js';

/** The running total, always in sight on a phone once something is ordered (issue 36.3). */
export function OrderBar() {
  const { words, prices } = usePage();
  const totals = useOrderTotals();
  if (!totals || totals.priced.pieces === 0) return null;
  return (
    <div className="sticky bottom-0 z-10 border-t border-line bg-white/95 px-5 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)]">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p aria-live="polite" data-testid="order-total">
          {words.pieces(totals.priced.pieces)} · <strong>{formatPrice(totals.priced.amount, prices)}</strong>
        </p>
        <a href="#ordine" className="rounded bg-(--accent) px-4 py-2 font-medium text-(--on-accent) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink">
          {words.goToOrder}
        </a>
      </div>
    </div>
  );
}
