import type { PlacedOrder } from '../../../shared/schemas/published.js';
import { formatPrice } from '../../../catalog/texts/caption-texts.js';
import { usePage } from '../page-context.js';
import { receiptPath } from './place-order.js';

/** The order as the server priced it: its number, total and the buyer's copies (issue 36.3). */
export function OrderConfirmation({ placed, onNewOrder }: { placed: PlacedOrder; onNewOrder: () => void }) {
  const { catalogue, words, prices } = usePage();
  const link = 'underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ink';
  return (
    <div role="status" className="flex flex-col gap-3 rounded border border-line bg-white p-5">
      <h3 className="text-xl">{words.orderSent}</h3>
      <p className="text-lg font-medium">{words.orderNumber(placed.number)}</p>
      <p>
        {words.pieces(placed.pieces)} · {formatPrice(placed.total, { ...prices, currency: (placed.currency || prices.currency) as typeof prices.currency })}
      </p>
      <p className="flex flex-wrap gap-4">
        <a className={link} href={receiptPath(catalogue.id, placed, 'xlsx')} download>
          {words.downloadExcel}
        </a>
        <a className={link} href={receiptPath(catalogue.id, placed, 'pdf')} download>
          {words.downloadOrderPdf}
        </a>
      </p>
      <button type="button" onClick={onNewOrder} className={`self-start ${link}`}>
        {words.newOrder}
      </button>
    </div>
  );
}
