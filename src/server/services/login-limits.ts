/**
 * Failed-login limits (DECISIONS "Accounts and sessions"): per (IP, username) and per IP within a
 * window, counted in the database so that several instances share them. While blocked, even the
 * right password is refused from that IP.
 *
 * An attempt is reserved before its password is checked (docs/decisions/0700): the reservation
 * counts as a failure at once, atomically with the check of the counts, so a burst of concurrent
 * guesses cannot all pass between a read and a later write. A right password clears the pair.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, usernameKey } from '../../shared/index.js';
import { directRows } from '../db/direct-query.js';
import { loginFailures } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from './context.js';

export interface LoginAttempt {
  ip: string;
  username: string;
}

/** Spellings of one account share a counter (its key), so casing cannot bypass the limit. */
const counterName = usernameKey;

/**
 * Reserves one password check for `attempt`, or throws 429 RATE_LIMITED with Retry-After while the
 * IP or the (IP, username) pair is blocked. The reservation stays as a failure unless
 * clearLoginFailures follows a right password.
 */
export async function reserveLoginAttempt(ctx: ServiceContext, attempt: LoginAttempt): Promise<void> {
  const now = ctx.now();
  const { windowMs, perIp, perUsername } = ctx.config.loginLimits;
  const since = new Date(now.getTime() - windowMs);
  const [outcome] = await directRows<{ reserved: boolean; oldestMs: number | null }>(
    ctx.db,
    'vetrina_reserve_login',
    sql`SELECT reserved, (extract(epoch FROM oldest) * 1000)::float8 AS "oldestMs"
        FROM vetrina_reserve_login(${attempt.ip}::text, ${counterName(attempt.username)}::text, ${now.toISOString()}::timestamptz,
                                   ${since.toISOString()}::timestamptz, ${perUsername}::int, ${perIp}::int)`,
  );
  if (!outcome) throw new Error('vetrina_reserve_login returned no row');
  if (outcome.reserved) return;
  const oldestMs = outcome.oldestMs ?? now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldestMs + windowMs - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', MESSAGES.errors.rateLimited(Math.ceil(retryAfterSeconds / 60)), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export async function clearLoginFailures(ctx: ServiceContext, attempt: LoginAttempt): Promise<void> {
  await ctx.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip, attempt.ip), eq(loginFailures.username, counterName(attempt.username))));
}
