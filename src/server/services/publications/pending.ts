/**
 * Steps 1 and 2 of publishing (decision 1031): a pending publication is reserved (with a new link's
 * id, or for a new version of the owner's link), then its files are streamed to the store one by one.
 * Nothing of it is visible until the commit; the housekeeping removes it within a day otherwise.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { MESSAGES, type PendingPublication } from '../../../shared/index.js';
import { pendingPublications, publications, publishedFiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/index.js';
import type { ServiceContext } from '../context.js';
import { checkFile, kindOf } from './file-check.js';
import { FileInspector, FileTooLarge } from './file-inspector.js';
import { linkPath, newRandomId, storageKey } from './ids.js';
import { getPublishLimits, mb } from './limits.js';

const notFound = () => new AppError('NOT_FOUND', MESSAGES.publications.notFound);

/** Links that count against the owner's limit: every one not deleted. */
export async function countLinks(ctx: ServiceContext, userId: string): Promise<number> {
  return ctx.db.$count(publications, and(eq(publications.userId, userId), ne(publications.status, 'deleted')));
}

/** Bytes of the owner's live versions, but `exceptLink`'s (a new version replaces it). */
export async function storageInUse(ctx: ServiceContext, userId: string, exceptLink?: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${publications.storageBytes}), 0)` })
    .from(publications)
    .where(and(eq(publications.userId, userId), ne(publications.status, 'deleted'), exceptLink ? ne(publications.id, exceptLink) : undefined));
  return Number(row?.total ?? 0);
}

export async function reservePending(ctx: ServiceContext, userId: string, linkId: string | undefined): Promise<PendingPublication> {
  const limits = await getPublishLimits(ctx.db);
  if (linkId !== undefined) {
    const [link] = await ctx.db.select({ status: publications.status }).from(publications).where(and(eq(publications.id, linkId), eq(publications.userId, userId)));
    if (!link || link.status === 'deleted') throw notFound();
  } else if ((await countLinks(ctx, userId)) >= limits.liveLinks) {
    throw new AppError('FORBIDDEN', MESSAGES.publications.tooManyLinks(limits.liveLinks));
  }
  const pendingId = newRandomId();
  const id = linkId ?? newRandomId();
  await ctx.db.insert(pendingPublications).values({ id: pendingId, userId, linkId: id, isNewLink: linkId === undefined, createdAt: ctx.now() });
  return { pendingId, linkId: id, path: linkPath(id) };
}

export type PendingRow = typeof pendingPublications.$inferSelect;

/** The caller's pending publication, younger than a day; 404 otherwise. */
export async function ownPending(ctx: ServiceContext, userId: string, pendingId: string): Promise<PendingRow> {
  const [pending] = await ctx.db
    .select()
    .from(pendingPublications)
    .where(and(eq(pendingPublications.id, pendingId), eq(pendingPublications.userId, userId)));
  if (!pending || pending.createdAt.getTime() < ctx.now().getTime() - PENDING_LIFETIME_MS) throw new AppError('NOT_FOUND', MESSAGES.publications.pendingNotFound);
  return pending;
}

export const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ReceivedFile {
  name: string;
  bytes: number;
  width: number | null;
  height: number | null;
}

/**
 * Streams one file to the store under a temporary name, checks it, then gives it its key and its
 * row. The same file sent twice is kept once.
 */
export async function receiveFile(ctx: ServiceContext, store: FileStore, options: { userId: string; pendingId: string; name: string; body: Readable }): Promise<ReceivedFile> {
  const pending = await ownPending(ctx, options.userId, options.pendingId);
  const limits = await getPublishLimits(ctx.db);
  const maxMb = kindOf(options.name) === 'pdf' ? limits.pdfMb : limits.photoMb;
  const inspector = new FileInspector(mb(maxMb));
  // The limit may trip while the store is still opening its file: the store's pipeline reports it.
  inspector.on('error', () => undefined);
  // pipe() does not pass an error on: a body cut short (the client gone, the upload idle too long)
  // would leave the store waiting for the rest, its temporary file open, and this call hanging.
  options.body.once('error', (error) => inspector.destroy(error));
  let temporary;
  try {
    temporary = await store.writeTemporary(options.body.pipe(inspector));
  } catch (error) {
    options.body.resume();
    if (error instanceof FileTooLarge || inspector.bytes > mb(maxMb)) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.publications.fileTooLarge(maxMb));
    // Nobody is left to read the answer; the log says what happened, not a server error.
    if (options.body.readableAborted) throw new AppError('BAD_REQUEST');
    throw error;
  }
  try {
    const checked = checkFile(options.name, inspector.digest(), inspector.head());
    const used = (await storageInUse(ctx, options.userId, pending.isNewLink ? undefined : pending.linkId)) + pending.bytesUploaded + temporary.bytes;
    if (used > mb(limits.storageMb)) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.publications.storageFull(limits.storageMb));
    const [known] = await ctx.db
      .select({ bytes: publishedFiles.bytes, width: publishedFiles.width, height: publishedFiles.height })
      .from(publishedFiles)
      .where(and(eq(publishedFiles.pendingId, pending.id), eq(publishedFiles.name, options.name)));
    if (known) {
      await temporary.discard();
      return { name: options.name, ...known };
    }
    await temporary.commit(storageKey(pending.linkId, pending.id, options.name));
    await ctx.db.transaction(async (tx) => {
      const key = storageKey(pending.linkId, pending.id, options.name);
      await tx.insert(publishedFiles).values({ linkId: pending.linkId, pendingId: pending.id, name: options.name, storageKey: key, bytes: temporary.bytes, ...checked, createdAt: ctx.now() });
      await tx
        .update(pendingPublications)
        .set({ bytesUploaded: sql`${pendingPublications.bytesUploaded} + ${temporary.bytes}` })
        .where(eq(pendingPublications.id, pending.id));
    });
    return { name: options.name, bytes: temporary.bytes, ...checked };
  } catch (error) {
    await temporary.discard().catch(() => undefined);
    throw error;
  }
}
