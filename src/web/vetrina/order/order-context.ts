/** The order in progress, shared by the product view's quantities, the order bar and the order form. */
import { createContext, useContext } from 'react';
import type { OrderDraftState } from './use-order-draft.js';

export const OrderContextValue = createContext<OrderDraftState | null>(null);

/** The order, or null when the catalogue takes no orders. */
export function useOrder(): OrderDraftState | null {
  return useContext(OrderContextValue);
}
