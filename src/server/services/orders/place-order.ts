/**
 * A buyer's order on a live link (DECISIONS 'Published catalogues'): at most 20 per hour per
 * address and link, one per Idempotency-Key on the link (a double click is one order), priced by
 * the server, numbered 'V-<year>-<6 digits>'. The receipt the buyer's confirmation downloads with is
 * an HMAC of the order's id under a server key: replays give it again, only its SHA-256 is stored.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, type PlacedOrder, type PlaceOrderRequest, type PublishedContent } from '../../../shared/index.js';
import { orders, serverSecrets } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { orderingOpen, snapshotOrderModel } from '../publications/public-data.js';
import type { LiveLink } from '../publications/public-link.js';
import { sha256Hex } from '../tokens.js';
import { priceLines } from './order-lines.js';

export const ORDERS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
const RECEIPT_KEY = 'order-receipt-key';

async function receiptKey(ctx: ServiceContext): Promise<string> {
  await ctx.db.insert(serverSecrets).values({ name: RECEIPT_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await ctx.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, RECEIPT_KEY));
  if (!row) throw new Error('the receipt key vanished');
  return row.value;
}

export async function receiptOf(ctx: ServiceContext, orderId: string): Promise<string> {
  return createHmac('sha256', await receiptKey(ctx)).update(orderId).digest('base64url');
}

type OrderRow = typeof orders.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function placedOrder(ctx: ServiceContext, row: OrderRow): Promise<PlacedOrder> {
  return {
    number: row.number,
    receipt: await receiptOf(ctx, row.id),
    currency: row.currency,
    lines: row.lines as PlacedOrder['lines'],
    pieces: row.pieces,
    total: Number(row.total),
    unpricedPieces: row.unpricedPieces,
    createdAt: iso(row.createdAt),
  };
}

export interface PlaceOrderOptions {
  link: LiveLink;
  request: PlaceOrderRequest;
  key: string;
  /** The daily-salted hash of the buyer's address. */
  clientHash: string;
}

/** Places the order; `created` is false for a replay of the same key. */
export async function placeOrder(ctx: ServiceContext, options: PlaceOrderOptions): Promise<{ order: PlacedOrder; row: OrderRow; created: boolean }> {
  const { link, request, key } = options;
  const requestHash = sha256Hex(JSON.stringify(request));
  const [known] = await ctx.db.select().from(orders).where(and(eq(orders.linkId, link.id), eq(orders.idempotencyKey, key)));
  if (known) return replay(ctx, known, requestHash);
  if (!orderingOpen(link)) throw new AppError('FORBIDDEN', MESSAGES.publications.orderingClosed);
  const now = ctx.now();
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.linkId, link.id), eq(orders.clientHash, options.clientHash), gt(orders.createdAt, new Date(now.getTime() - HOUR_MS))));
  if ((recent?.n ?? 0) >= ORDERS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', MESSAGES.publications.ordersRateLimited, { headers: { 'retry-after': String(HOUR_MS / 1000) } });
  }
  const content = link.content as PublishedContent;
  const priced = priceLines(snapshotOrderModel(content), request.quantities);
  const [sequence] = await ctx.db.execute<{ n: string }>(sql`SELECT nextval('order_number_seq')::text AS n`).then((r) => (r as unknown as { rows: { n: string }[] }).rows);
  const number = `V-${now.getUTCFullYear()}-${String(sequence?.n ?? '0').padStart(6, '0')}`;
  const id = randomUUID();
  const inserted = await ctx.db
    .insert(orders)
    .values({
      id,
      number,
      linkId: link.id,
      userId: link.userId,
      version: link.version,
      buyer: request.buyer,
      lines: priced.lines,
      pieces: priced.pieces,
      total: priced.total.toFixed(2),
      currency: content.settings.currency,
      unpricedPieces: priced.unpricedPieces,
      receiptHash: sha256Hex(await receiptOf(ctx, id)),
      idempotencyKey: key,
      requestHash,
      clientHash: options.clientHash,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [orders.linkId, orders.idempotencyKey] })
    .returning();
  const row = inserted[0];
  if (!row) {
    // A concurrent request with the same key won: its order is this one.
    const [winner] = await ctx.db.select().from(orders).where(and(eq(orders.linkId, link.id), eq(orders.idempotencyKey, key)));
    if (!winner) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
    return replay(ctx, winner, requestHash);
  }
  return { order: await placedOrder(ctx, row), row, created: true };
}

async function replay(ctx: ServiceContext, row: OrderRow, requestHash: string) {
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { order: await placedOrder(ctx, row), row, created: false };
}

/** The buyer's order by its number and receipt, for their downloads; 404 for anything else. */
export async function orderByReceipt(ctx: ServiceContext, linkId: string, number: string, receipt: string): Promise<OrderRow> {
  const [row] = await ctx.db.select().from(orders).where(and(eq(orders.linkId, linkId), eq(orders.number, number)));
  if (!row || row.receiptHash !== sha256Hex(receipt)) throw new AppError('NOT_FOUND', MESSAGES.publications.orderNotFound);
  return row;
}
