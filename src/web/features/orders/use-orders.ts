import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../shared/schemas/published.js';
import { messageOf } from '../../api/http.js';
import { toast } from '../../ui/toast-store.js';
import { ordersApi, ordersKeys } from './orders-api.js';
import { ORDERS_TEXTS } from './orders-texts.js';

export function useOrders() {
  return useQuery({ queryKey: ordersKeys.all, queryFn: ordersApi.list });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: ordersKeys.detail(id), queryFn: () => ordersApi.detail(id) });
}

/** A status change refreshes the list, the detail and the header's badge. */
export function useOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => ordersApi.update(id, { status }),
    onSuccess: () => {
      toast({ title: ORDERS_TEXTS.saved, variant: 'success' });
      return client.invalidateQueries({ queryKey: ordersKeys.all });
    },
    onError: (error) => toast({ title: ORDERS_TEXTS.saveFailed, description: messageOf(error, ORDERS_TEXTS.saveFailed), variant: 'destructive' }),
  });
}
