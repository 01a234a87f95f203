/** The seller's orders (issue 36.4, decision 1031), through the app's fetch helper. */
import type { NewOrdersCount, OrderDetail, OrderSummary, UpdateOrderRequest } from '../../../shared/schemas/published.js';
import { apiRequest } from '../../api/http.js';

export type ExportKind = 'xlsx' | 'csv';

export const ordersApi = {
  list: () => apiRequest<OrderSummary[]>('GET', '/api/orders'),
  detail: (id: string) => apiRequest<OrderDetail>('GET', `/api/orders/${encodeURIComponent(id)}`),
  update: (id: string, patch: UpdateOrderRequest) => apiRequest<OrderDetail>('PATCH', `/api/orders/${encodeURIComponent(id)}`, { body: patch }),
  newCount: () => apiRequest<NewOrdersCount>('GET', '/api/orders/new-count'),
};

/** Downloads answered by the server as files (one row per colourway and size). */
export const exportPaths = {
  link: (linkId: string, kind: ExportKind) => `/api/orders/export.${kind}?link=${encodeURIComponent(linkId)}`,
  order: (id: string, kind: ExportKind) => `/api/orders/${encodeURIComponent(id)}/export.${kind}`,
};

export const ordersKeys = {
  all: ['/api/orders'] as const,
  detail: (id: string) => ['/api/orders', id] as const,
  newCount: ['/api/orders/new-count'] as const,
};
