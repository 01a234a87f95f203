/** The seller's orders (issue 36, decision 1031): list, badge count, detail, status, deletion, exports. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NewOrdersCount, OrderDetail, OrderStatus, OrderSummary, UpdateOrderRequest, MESSAGES } from '../../shared/index.js';
import { requireSession, userIdOf } from '../plugins/authentication.js';
import { ordersCsv, ordersWorkbook, type ExportedOrder } from '../services/orders/order-export.js';
import { deleteOrder, detailOf, listOrders, newOrdersCount, orderRows, ownOrder, setOrderStatus } from '../services/orders/seller-orders.js';
import { RANDOM_ID } from '../services/publications/ids.js';
import type { RouteDeps } from './deps.js';

const Filter = z.strictObject({
  link: z.string().regex(RANDOM_ID, { error: MESSAGES.validation.invalidId }).optional(),
  status: OrderStatus.optional(),
});
const ById = z.strictObject({ id: z.uuid({ error: MESSAGES.validation.invalidId }) });

type Row = Awaited<ReturnType<typeof orderRows>>[number];
const exported = ({ row, linkTitle }: Row): ExportedOrder => ({
  number: row.number,
  createdAt: new Date(row.createdAt),
  status: row.status,
  catalogue: linkTitle ?? '',
  currency: row.currency,
  buyer: row.buyer as ExportedOrder['buyer'],
  lines: row.lines as ExportedOrder['lines'],
});

async function sendExport(reply: FastifyReply, rows: Row[], format: 'csv' | 'xlsx', base: string) {
  reply.header('content-disposition', `attachment; filename="${base}.${format}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(ordersCsv(rows.map(exported)));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(await ordersWorkbook(rows.map(exported))));
}

export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession(ctx, 'user'));

  app.get('/api/orders', { schema: { querystring: Filter, response: { 200: z.array(OrderSummary) } } }, async (request) =>
    listOrders(ctx.db, userIdOf(request), { linkId: request.query.link, status: request.query.status }),
  );

  app.get('/api/orders/new-count', { schema: { response: { 200: NewOrdersCount } } }, async (request) => ({ count: await newOrdersCount(ctx.db, userIdOf(request)) }));

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`/api/orders/export.${format}`, { schema: { querystring: Filter } }, async (request, reply) => {
      const rows = await orderRows(ctx.db, userIdOf(request), { linkId: request.query.link, status: request.query.status });
      return sendExport(reply, rows, format, 'ordini');
    });
    app.get(`/api/orders/:id/export.${format}`, { schema: { params: ById } }, async (request, reply) => {
      const found = await ownOrder(ctx.db, userIdOf(request), request.params.id);
      return sendExport(reply, [found], format, `ordine-${found.row.number}`);
    });
  }

  app.get('/api/orders/:id', { schema: { params: ById, response: { 200: OrderDetail } } }, async (request) => {
    const { row, linkTitle } = await ownOrder(ctx.db, userIdOf(request), request.params.id);
    return detailOf(row, linkTitle);
  });

  app.patch('/api/orders/:id', { schema: { params: ById, body: UpdateOrderRequest, response: { 200: OrderDetail } } }, async (request) =>
    setOrderStatus(ctx.db, userIdOf(request), request.params.id, request.body.status, ctx.now()),
  );

  app.delete('/api/orders/:id', { schema: { params: ById } }, async (request, reply) => {
    await deleteOrder(ctx.db, userIdOf(request), request.params.id);
    return reply.code(204).send();
  });
};
