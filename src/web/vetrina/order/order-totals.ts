/** The running total and the terms' checks of the draft, from the order model (issue 33.4, 33.5). */
import { useMemo } from 'react';
import { checkStyles, priceOrder, type PricedOrder, type StyleCheck } from '../../../catalog/order/order-pricing.js';
import { usePage } from '../page-context.js';
import { useOrder } from './order-context.js';

export function useOrderTotals(): { priced: PricedOrder; checks: StyleCheck[] } | null {
  const { model } = usePage();
  const order = useOrder();
  const quantities = order?.draft.quantities;
  return useMemo(() => (quantities ? { priced: priceOrder(model, quantities), checks: checkStyles(model, quantities) } : null), [model, quantities]);
}
