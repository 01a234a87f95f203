/** The seller's orders (issue 36): list with filters, detail, status, deletion, the badge's count. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { MESSAGES, type OrderDetail, type OrderStatus, type OrderSummary } from '../../../shared/index.js';
import type { Db } from '../../db/client.js';
import { orders, publications } from '../../db/schema.js';
import { AppError } from '../../errors.js';

type OrderRow = typeof orders.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

export interface OrderFilter {
  linkId?: string | undefined;
  status?: OrderStatus | undefined;
}

function where(userId: string, filter: OrderFilter): SQL | undefined {
  return and(eq(orders.userId, userId), filter.linkId ? eq(orders.linkId, filter.linkId) : undefined, filter.status ? eq(orders.status, filter.status) : undefined);
}

function summaryOf(row: OrderRow, linkTitle: string | null): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    linkId: row.linkId,
    linkTitle: linkTitle ?? '',
    shop: (row.buyer as { shop: string }).shop,
    pieces: row.pieces,
    total: Number(row.total),
    currency: row.currency,
    status: row.status,
    createdAt: iso(row.createdAt),
  };
}

export async function orderRows(db: Db, userId: string, filter: OrderFilter): Promise<{ row: OrderRow; linkTitle: string | null }[]> {
  return db
    .select({ row: orders, linkTitle: publications.title })
    .from(orders)
    .leftJoin(publications, eq(publications.id, orders.linkId))
    .where(where(userId, filter))
    .orderBy(desc(orders.createdAt))
    .limit(5000);
}

export async function listOrders(db: Db, userId: string, filter: OrderFilter): Promise<OrderSummary[]> {
  return (await orderRows(db, userId, filter)).map(({ row, linkTitle }) => summaryOf(row, linkTitle));
}

export function detailOf(row: OrderRow, linkTitle: string | null): OrderDetail {
  return {
    ...summaryOf(row, linkTitle),
    version: row.version,
    buyer: row.buyer as OrderDetail['buyer'],
    lines: row.lines as OrderDetail['lines'],
    unpricedPieces: row.unpricedPieces,
    updatedAt: iso(row.updatedAt),
  };
}

export async function ownOrder(db: Db, userId: string, id: string): Promise<{ row: OrderRow; linkTitle: string | null }> {
  const [found] = await db
    .select({ row: orders, linkTitle: publications.title })
    .from(orders)
    .leftJoin(publications, eq(publications.id, orders.linkId))
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.publications.orderNotFound);
  return found;
}

export async function setOrderStatus(db: Db, userId: string, id: string, status: OrderStatus, now: Date): Promise<OrderDetail> {
  await ownOrder(db, userId, id);
  await db.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, id));
  const { row, linkTitle } = await ownOrder(db, userId, id);
  return detailOf(row, linkTitle);
}

export async function deleteOrder(db: Db, userId: string, id: string): Promise<void> {
  await ownOrder(db, userId, id);
  await db.delete(orders).where(eq(orders.id, id));
}

export async function newOrdersCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), eq(orders.status, 'new')));
  return Number(row?.n ?? 0);
}
