/** The owner's view of links (PublicationSummary): settings, storage, views and orders. */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MESSAGES, type PublicationSummary } from '../../../shared/index.js';
import type { Db } from '../../db/client.js';
import { orders, publications, publicationViews } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { linkPath } from './ids.js';

type PublicationRow = typeof publications.$inferSelect;

/** What the owner and the public see of a link's state: an administrator's block wins. */
export const visibleStatus = (row: Pick<PublicationRow, 'status' | 'blocked'>): PublicationSummary['status'] =>
  row.blocked ? 'blocked' : row.status === 'disabled' ? 'disabled' : 'live';

async function countsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return { views: new Map<string, number>(), orders: new Map<string, { all: number; fresh: number }>() };
  const viewRows = await db
    .select({ linkId: publicationViews.linkId, n: sql<number>`count(*)::int` })
    .from(publicationViews)
    .where(inArray(publicationViews.linkId, ids))
    .groupBy(publicationViews.linkId);
  const orderRows = await db
    .select({ linkId: orders.linkId, all: sql<number>`count(*)::int`, fresh: sql<number>`(count(*) FILTER (WHERE ${orders.status} = 'new'))::int` })
    .from(orders)
    .where(inArray(orders.linkId, ids))
    .groupBy(orders.linkId);
  return {
    views: new Map(viewRows.map((row) => [row.linkId, Number(row.n)])),
    orders: new Map(orderRows.map((row) => [row.linkId, { all: Number(row.all), fresh: Number(row.fresh) }])),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function summaryOf(row: PublicationRow, counts: Awaited<ReturnType<typeof countsOf>>): PublicationSummary {
  const placed = counts.orders.get(row.id);
  return {
    id: row.id,
    path: linkPath(row.id),
    title: row.title,
    version: row.version,
    status: visibleStatus(row),
    expiresAt: row.expiresAt ? iso(row.expiresAt) : null,
    hasAccessCode: row.accessCodeHash !== null,
    priceDisplay: row.priceDisplay,
    allowIndexing: row.allowIndexing,
    storageBytes: row.storageBytes,
    views: counts.views.get(row.id) ?? 0,
    orders: placed?.all ?? 0,
    newOrders: placed?.fresh ?? 0,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function publicationSummary(db: Db, id: string): Promise<PublicationSummary> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  if (!row || row.status === 'deleted') throw new AppError('NOT_FOUND', MESSAGES.publications.notFound);
  return summaryOf(row, await countsOf(db, [id]));
}

/** The owner's links, newest first (deleted ones are gone for the owner). */
export async function listPublications(db: Db, userId: string): Promise<PublicationSummary[]> {
  const rows = await db
    .select()
    .from(publications)
    .where(and(eq(publications.userId, userId), ne(publications.status, 'deleted')))
    .orderBy(desc(publications.createdAt));
  const counts = await countsOf(db, rows.map((row) => row.id));
  return rows.map((row) => summaryOf(row, counts));
}
