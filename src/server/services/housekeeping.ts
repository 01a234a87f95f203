/** Drops rows that no longer count: expired sessions and idempotency keys, old login failures, stale pending publications and their files. */
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loginFailures, sessions } from '../db/schema.js';
import type { FileStore } from '../storage/index.js';
import type { ServiceContext } from './context.js';
import { deleteExpiredIdempotencyKeys } from './idempotency.js';
import { deleteStalePublishing } from './publications/cleanup.js';

const EVERY_MS = 60 * 60 * 1000;

export async function deleteExpiredRows(ctx: ServiceContext, store?: FileStore): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await ctx.db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - ctx.config.loginLimits.windowMs)));
  await deleteExpiredIdempotencyKeys(ctx.db, now);
  if (store) await deleteStalePublishing(ctx, store);
}

/** Runs once an hour (the timer does not keep the process alive); returns the stop function. */
export function startHousekeeping(ctx: ServiceContext, store: FileStore, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    deleteExpiredRows(ctx, store).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
