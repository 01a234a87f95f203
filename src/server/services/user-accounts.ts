/**
 * The administrator's per-user tools (issue 6.9, docs/decisions/0610-administrator-user-tools.md):
 * edit details, set a password, disable and re-enable, delete, and read the credit history.
 * Whatever must end a user's sessions does so in the same transaction as the change itself.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { creditChangeKind, MESSAGES, usernameKey, type AdminUser, type CreditHistoryEntry, type UpdateUserDetailsRequest } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { admins, catalogLogs, creditLedger, loginFailures, pendingPublications, publications, publicationViews, publishedFiles, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from './db-errors.js';
import { hashPassword } from './passwords.js';
import { toAdminUser } from './public-views.js';
import { revokeUserSessions } from './sessions.js';

type UserRow = typeof users.$inferSelect;

const userNotFound = () => new AppError('NOT_FOUND', MESSAGES.errors.userNotFound);

/** The user's row, locked until the transaction ends; 404 when there is none. */
async function lockUser(tx: Db, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw userNotFound();
  return row;
}

export async function updateUserDetails(
  db: Db,
  options: { userId: string; changes: UpdateUserDetailsRequest; now: Date },
): Promise<AdminUser> {
  const { changes } = options;
  // A rename takes the new name's key: a name another account holds in another case is taken.
  const key = changes.username === undefined ? {} : { usernameKey: usernameKey(changes.username) };
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, ...key, updatedAt: options.now })
      .where(eq(users.id, options.userId))
      .returning();
    if (!row) throw userNotFound();
    return toAdminUser(row);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

/** A new password ends every session of the user: whoever held the old one is signed out. */
export async function setUserPassword(db: Db, options: { userId: string; password: string; now: Date }): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    await tx.update(users).set({ passwordHash, updatedAt: options.now }).where(eq(users.id, options.userId));
    await revokeUserSessions(tx, options.userId);
  });
}

/** No sign-in and no session from now on; credits, logs and ledger stay. Disabling twice keeps the first date. */
export async function disableUser(db: Db, options: { userId: string; now: Date }): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, options.userId);
    await revokeUserSessions(tx, options.userId);
    if (current.disabledAt) return toAdminUser(current);
    const [row] = await tx
      .update(users)
      .set({ disabledAt: options.now, updatedAt: options.now })
      .where(eq(users.id, options.userId))
      .returning();
    if (!row) throw userNotFound();
    return toAdminUser(row);
  });
}

export async function enableUser(db: Db, options: { userId: string; now: Date }): Promise<AdminUser> {
  const [row] = await db
    .update(users)
    .set({ disabledAt: null, updatedAt: options.now })
    .where(eq(users.id, options.userId))
    .returning();
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

/**
 * Deletes a user on request. The catalogue logs stay without personal data (user_id becomes null
 * through the foreign key, the username a neutral label), the ledger rows stay with user_id null,
 * sessions and idempotency keys go with the user (cascade); the failed-login counters under the
 * username go too. One transaction: no log is left named after a user that no longer exists.
 */
/**
 * Deletes the user; their links, pending publications and orders go with them (issue 36). Returns
 * the ids of their links, whose stored files the caller removes once the deletion is committed.
 */
export async function deleteUser(db: Db, options: { userId: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, options.userId);
    await tx.update(catalogLogs).set({ username: MESSAGES.userAccounts.deletedUserLabel }).where(eq(catalogLogs.userId, options.userId));
    await tx.delete(loginFailures).where(eq(loginFailures.username, user.username));
    const links = [
      ...(await tx.select({ id: publications.id }).from(publications).where(eq(publications.userId, options.userId))),
      ...(await tx.select({ id: pendingPublications.linkId }).from(pendingPublications).where(eq(pendingPublications.userId, options.userId))),
    ].map((row) => row.id);
    if (links.length > 0) {
      await tx.delete(publishedFiles).where(inArray(publishedFiles.linkId, links));
      await tx.delete(publicationViews).where(inArray(publicationViews.linkId, links));
    }
    await tx.delete(users).where(eq(users.id, options.userId));
    return [...new Set(links)];
  });
}

/**
 * Called by the user's sign-in, in the transaction that creates the session. FOR SHARE waits for
 * a disable or a new password being committed meanwhile, so no session can outlive either: a
 * disabled account is refused, and a password changed since it was checked is a wrong password.
 */
export async function assertSignInAllowed(tx: Db, verified: { id: string; passwordHash: string }): Promise<void> {
  const [row] = await tx
    .select({ passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, verified.id))
    .for('share');
  if (!row || row.passwordHash !== verified.passwordHash) throw new AppError('INVALID_CREDENTIALS');
  if (row.disabledAt) throw new AppError('ACCOUNT_DISABLED');
}

interface LedgerRow {
  id: string;
  createdAt: Date;
  creditsFrom: number;
  creditsTo: number;
  reason: CreditHistoryEntry['reason'];
  adminUsername: string | null;
  numeroImmagini: number | null;
}

function toCreditHistoryEntry(row: LedgerRow): CreditHistoryEntry {
  const texts = MESSAGES.userAccounts;
  const kind = creditChangeKind(row);
  const why = kind === 'charge' ? texts.catalogueCharged(row.numeroImmagini) : kind === 'raise' ? texts.creditsAdded : texts.creditsRemoved;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    who: kind === 'charge' ? texts.catalogueActor : (row.adminUsername ?? texts.formerAdmin),
    creditsFrom: row.creditsFrom,
    creditsTo: row.creditsTo,
    reason: row.reason,
    why,
  };
}

/** Every change of the user's credits from the ledger, newest first. */
export async function creditHistory(db: Db, userId: string): Promise<CreditHistoryEntry[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw userNotFound();
  const rows = await db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      creditsFrom: creditLedger.creditsFrom,
      creditsTo: creditLedger.creditsTo,
      reason: creditLedger.reason,
      adminUsername: admins.username,
      numeroImmagini: catalogLogs.numeroImmagini,
    })
    .from(creditLedger)
    .leftJoin(admins, eq(admins.id, creditLedger.adminId))
    .leftJoin(catalogLogs, eq(catalogLogs.id, creditLedger.catalogLogId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id));
  return rows.map(toCreditHistoryEntry);
}
