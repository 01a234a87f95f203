/**
 * Failed-login limits (DECISIONS "Accounts and sessions"): per (IP, username) and per IP within a
 * window, counted in the database so that several instances share them. While blocked, even the
 * right password is refused from that IP.
 */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { MESSAGES } from '../../shared/index.js';
import { loginFailures } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from './context.js';

export interface LoginAttempt {
  ip: string;
  username: string;
}

/** Usernames differing only in case share a counter, so casing cannot bypass the limit. */
const counterName = (username: string) => username.toLowerCase();

async function oldestFailureIfBlocked(ctx: ServiceContext, attempt: LoginAttempt, since: Date): Promise<Date | undefined> {
  const { perIp, perUsername } = ctx.config.loginLimits;
  const recentFromIp = and(eq(loginFailures.ip, attempt.ip), gt(loginFailures.failedAt, since));
  const [byPair] = await ctx.db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(recentFromIp, eq(loginFailures.username, counterName(attempt.username))));
  if (byPair && byPair.n >= perUsername && byPair.oldest) return byPair.oldest;
  const [byIp] = await ctx.db.select({ n: count(), oldest: min(loginFailures.failedAt) }).from(loginFailures).where(recentFromIp);
  if (byIp && byIp.n >= perIp && byIp.oldest) return byIp.oldest;
  return undefined;
}

/** Throws 429 RATE_LIMITED with Retry-After while the IP or the (IP, username) pair is blocked. */
export async function assertLoginAllowed(ctx: ServiceContext, attempt: LoginAttempt): Promise<void> {
  const now = ctx.now();
  const { windowMs } = ctx.config.loginLimits;
  const oldest = await oldestFailureIfBlocked(ctx, attempt, new Date(now.getTime() - windowMs));
  if (!oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', MESSAGES.errors.rateLimited(Math.ceil(retryAfterSeconds / 60)), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export async function recordLoginFailure(ctx: ServiceContext, attempt: LoginAttempt): Promise<void> {
  const now = ctx.now();
  await ctx.db.insert(loginFailures).values({ ip: attempt.ip, username: counterName(attempt.username), failedAt: now });
  // Rows older than the window no longer count; dropping them keeps the table small.
  await ctx.db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - ctx.config.loginLimits.windowMs)));
}

export async function clearLoginFailures(ctx: ServiceContext, attempt: LoginAttempt): Promise<void> {
  await ctx.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip, attempt.ip), eq(loginFailures.username, counterName(attempt.username))));
}
