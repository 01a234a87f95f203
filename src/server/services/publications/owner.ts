/** The owner's changes to a link: enable or disable, expiry, access code, prices shown, indexing, deletion. */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { MESSAGES, type PublicationStats, type PublicationSummary, type UpdatePublicationRequest } from '../../../shared/index.js';
import { orders, publications, publicationViews, publishedFiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/index.js';
import type { ServiceContext } from '../context.js';
import { hashPassword } from '../passwords.js';
import { publicationSummary } from './summaries.js';

const notFound = () => new AppError('NOT_FOUND', MESSAGES.publications.notFound);

async function ownLink(ctx: ServiceContext, userId: string, id: string) {
  const [row] = await ctx.db.select().from(publications).where(and(eq(publications.id, id), eq(publications.userId, userId), ne(publications.status, 'deleted')));
  if (!row) throw notFound();
  return row;
}

export async function updatePublication(ctx: ServiceContext, userId: string, id: string, change: UpdatePublicationRequest): Promise<PublicationSummary> {
  await ownLink(ctx, userId, id);
  const set: Partial<typeof publications.$inferInsert> = { updatedAt: ctx.now() };
  if (change.enabled !== undefined) set.status = change.enabled ? 'live' : 'disabled';
  if (change.expiresAt !== undefined) set.expiresAt = change.expiresAt === null ? null : new Date(change.expiresAt);
  if (change.accessCode !== undefined) set.accessCodeHash = change.accessCode === null ? null : await hashPassword(change.accessCode);
  if (change.priceDisplay !== undefined) set.priceDisplay = change.priceDisplay;
  if (change.allowIndexing !== undefined) set.allowIndexing = change.allowIndexing;
  await ctx.db.update(publications).set(set).where(eq(publications.id, id));
  return publicationSummary(ctx.db, id);
}

/**
 * Deletes a link: its row stays as 'deleted' (the id is never handed out again and answers 404),
 * its content, file rows and views go, then its files leave the store. Its orders stay for the
 * seller until deleted one by one.
 */
export async function deletePublication(ctx: ServiceContext, store: FileStore, userId: string, id: string): Promise<void> {
  await ownLink(ctx, userId, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(publications)
      .set({ status: 'deleted', content: {}, title: '', accessCodeHash: null, storageBytes: 0, updatedAt: ctx.now() })
      .where(eq(publications.id, id));
    await tx.delete(publishedFiles).where(and(eq(publishedFiles.linkId, id), eq(publishedFiles.live, true)));
    await tx.delete(publicationViews).where(eq(publicationViews.linkId, id));
  });
  await store.deletePrefix(`${id}/`);
}

/** Views by day (the last 90 days), and the link's orders with their pieces and total (cancelled ones left out). */
export async function publicationStats(ctx: ServiceContext, userId: string, id: string): Promise<PublicationStats> {
  await ownLink(ctx, userId, id);
  const since = new Date(ctx.now().getTime() - 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const days = await ctx.db
    .select({ day: publicationViews.day, views: sql<number>`count(*)::int` })
    .from(publicationViews)
    .where(and(eq(publicationViews.linkId, id), gte(publicationViews.day, since)))
    .groupBy(publicationViews.day)
    .orderBy(publicationViews.day);
  const [placed] = await ctx.db
    .select({ n: sql<number>`count(*)::int`, pieces: sql<number>`coalesce(sum(${orders.pieces}), 0)::int`, total: sql<string>`coalesce(sum(${orders.total}), 0)` })
    .from(orders)
    .where(and(eq(orders.linkId, id), ne(orders.status, 'cancelled')));
  return {
    views: days.map((row) => ({ day: String(row.day), views: Number(row.views) })),
    orders: Number(placed?.n ?? 0),
    pieces: Number(placed?.pieces ?? 0),
    total: Number(placed?.total ?? 0),
  };
}
