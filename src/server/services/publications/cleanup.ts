/**
 * The housekeeping of published catalogues: a pending publication older than a day (a failed or
 * killed publish, no credits) goes with its files, temporary files left by a crash mid-upload go,
 * and the view salts of past days go (so no view hash can be traced back).
 */
import { and, like, lt, ne } from 'drizzle-orm';
import { pendingPublications, serverSecrets } from '../../db/schema.js';
import type { FileStore } from '../../storage/index.js';
import type { ServiceContext } from '../context.js';
import { PENDING_LIFETIME_MS } from './pending.js';
import { VIEW_SALT_PREFIX, viewDay } from './views.js';

export async function deleteStalePublishing(ctx: ServiceContext, store: FileStore): Promise<number> {
  const before = new Date(ctx.now().getTime() - PENDING_LIFETIME_MS);
  const stale = await ctx.db
    .delete(pendingPublications)
    .where(lt(pendingPublications.createdAt, before))
    .returning({ id: pendingPublications.id, linkId: pendingPublications.linkId });
  // The rows first (their files' rows cascade): nothing can commit them any more, then their files.
  for (const pending of stale) await store.deletePrefix(`${pending.linkId}/${pending.id}/`);
  await store.deleteTemporaryBefore(before);
  await ctx.db.delete(serverSecrets).where(and(like(serverSecrets.name, `${VIEW_SALT_PREFIX}%`), ne(serverSecrets.name, `${VIEW_SALT_PREFIX}${viewDay(ctx.now())}`)));
  return stale.length;
}
