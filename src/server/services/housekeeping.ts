/** Drops rows that no longer count: expired sessions and idempotency keys, old login failures. */
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loginFailures, sessions } from '../db/schema.js';
import type { ServiceContext } from './context.js';
import { deleteExpiredIdempotencyKeys } from './idempotency.js';

const EVERY_MS = 60 * 60 * 1000;

export async function deleteExpiredRows(ctx: ServiceContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await ctx.db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - ctx.config.loginLimits.windowMs)));
  await deleteExpiredIdempotencyKeys(ctx.db, now);
}

/** Runs once an hour (the timer does not keep the process alive); returns the stop function. */
export function startHousekeeping(ctx: ServiceContext, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    deleteExpiredRows(ctx).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
