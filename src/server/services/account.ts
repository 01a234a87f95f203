/**
 * The signed-in user's own account (issue 6.8): changing the password, reading the history.
 * docs/decisions/0620 and 0621 say why the answers and limits are what they are.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  HISTORY_PAGE_SIZE,
  type AccountHistoryResponse,
  type CatalogHistoryEntry,
  type OwnCreditChange,
} from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { catalogLogs, creditLedger, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from './context.js';
import { clearLoginFailures, reserveLoginAttempt } from './login-limits.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeOtherUserSessions } from './sessions.js';

/** 400, not 401: on a signed-in route a 401 means "no session", and the web app would sign the user out. */
function wrongCurrentPassword(): AppError {
  return new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong, {
    details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }],
  });
}

export interface ChangeOwnPasswordOptions {
  userId: string;
  /** The session that asked: it stays signed in, every other session of the user ends. */
  keepSessionId: string;
  ip: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Guessing the current password is guessing a login password, so it shares the failed-login
 * counter of (IP, username): a stolen session cannot be used to brute-force the password.
 */
export async function changeOwnPassword(ctx: ServiceContext, options: ChangeOwnPasswordOptions): Promise<void> {
  const [user] = await ctx.db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  const attempt = { ip: options.ip, username: user.username };
  await reserveLoginAttempt(ctx, attempt);
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) throw wrongCurrentPassword();
  await clearLoginFailures(ctx, attempt);
  const passwordHash = await hashPassword(options.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Only over the hash just verified: when two changes race, the second finds it gone.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now() })
      .where(and(eq(users.id, options.userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!changed) throw wrongCurrentPassword();
    await revokeOtherUserSessions(tx, options.userId, options.keepSessionId);
  });
}

type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

const offsetOf = (page: number) => (page - 1) * HISTORY_PAGE_SIZE;

async function ownCatalogs(db: Db, userId: string, page: number): Promise<Page<CatalogHistoryEntry>> {
  const own = eq(catalogLogs.userId, userId);
  const [counted] = await db.select({ total: count() }).from(catalogLogs).where(own);
  const rows = await db
    .select({ id: catalogLogs.id, dataGenerazione: catalogLogs.dataGenerazione, numeroImmagini: catalogLogs.numeroImmagini })
    .from(catalogLogs)
    .where(own)
    .orderBy(desc(catalogLogs.dataGenerazione), desc(catalogLogs.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset(offsetOf(page));
  const items = rows.map((row) => ({ ...row, dataGenerazione: row.dataGenerazione.toISOString() }));
  return { items, page, pageSize: HISTORY_PAGE_SIZE, total: counted?.total ?? 0 };
}

/** From the credit ledger; which administrator granted is not the user's business and is left out. */
async function ownCredits(db: Db, userId: string, page: number): Promise<Page<OwnCreditChange>> {
  const own = eq(creditLedger.userId, userId);
  const [counted] = await db.select({ total: count() }).from(creditLedger).where(own);
  const rows = await db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      creditsFrom: creditLedger.creditsFrom,
      creditsTo: creditLedger.creditsTo,
      reason: creditLedger.reason,
    })
    .from(creditLedger)
    .where(own)
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset(offsetOf(page));
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, page, pageSize: HISTORY_PAGE_SIZE, total: counted?.total ?? 0 };
}

/** The user's catalogues and credit changes, each list paged on its own. */
export async function readOwnHistory(
  db: Db,
  options: { userId: string; catalogsPage: number; creditsPage: number },
): Promise<AccountHistoryResponse> {
  return {
    catalogs: await ownCatalogs(db, options.userId, options.catalogsPage),
    credits: await ownCredits(db, options.userId, options.creditsPage),
  };
}
