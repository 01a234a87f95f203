/**
 * Sessions (DECISIONS "Accounts and sessions"): opaque tokens stored as SHA-256 hashes; user
 * sessions slide for 30 days, administrator sessions end 12 hours after login.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { directRows } from '../db/direct-query.js';
import { PUBLIC_USER_COLUMNS, type PublicUserRow } from './public-views.js';
import { newSessionToken, sha256Hex } from './tokens.js';

const MINUTE_MS = 60 * 1000;
export const USER_SESSION_IDLE_MS = 30 * 24 * 60 * MINUTE_MS;
export const ADMIN_SESSION_MS = 12 * 60 * MINUTE_MS;
/** The last-use write happens at most once a minute, so GETs stay fast. */
const SLIDE_EVERY_MS = MINUTE_MS;

export type SessionOwner = { kind: 'user'; userId: string } | { kind: 'admin'; adminId: string };
/** `user`: the signed-in user's row, when asked for with `withUser` (GET /api/user, one read). */
export type ResolvedSession = SessionOwner & { sessionId: string; expiresAt: Date; slid: boolean; user?: PublicUserRow };
export type SessionLookup = { status: 'valid'; session: ResolvedSession } | { status: 'unknown' | 'expired' };

export async function createSession(db: Db, owner: SessionOwner, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + (owner.kind === 'user' ? USER_SESSION_IDLE_MS : ADMIN_SESSION_MS));
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId: owner.kind === 'user' ? owner.userId : null,
    adminId: owner.kind === 'admin' ? owner.adminId : null,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

type SessionRow = Pick<typeof sessions.$inferSelect, 'userId' | 'adminId' | 'lastUsedAt' | 'expiresAt'> & { sessionId: string };
/** An administrator's session joins no user: its user columns are all null. */
type SessionWithUserRow = SessionRow & (PublicUserRow | { id: null });

const SESSION_COLUMNS = sql.raw(
  's.id AS "sessionId", s.user_id AS "userId", s.admin_id AS "adminId", s.last_used_at AS "lastUsedAt", s.expires_at AS "expiresAt"',
);

/** Never inside a transaction: the timestamps arrive as Dates. */
async function findSession(db: Db, token: string, withUser: boolean): Promise<{ row: SessionRow; user?: PublicUserRow } | undefined> {
  const hash = sha256Hex(token);
  if (!withUser) {
    const [row] = await directRows<SessionRow>(
      db,
      'vetrina_session_by_hash',
      sql`SELECT ${SESSION_COLUMNS} FROM ${sessions} s WHERE s.token_hash = ${hash} LIMIT 1`,
    );
    return row && { row };
  }
  const [row] = await directRows<SessionWithUserRow>(
    db,
    'vetrina_session_with_user_by_hash',
    sql`SELECT ${SESSION_COLUMNS}, ${PUBLIC_USER_COLUMNS} FROM ${sessions} s LEFT JOIN ${users} u ON u.id = s.user_id
        WHERE s.token_hash = ${hash} LIMIT 1`,
  );
  if (!row) return undefined;
  return row.id === null ? { row } : { row, user: row };
}

export async function resolveSession(db: Db, token: string, now: Date, options: { withUser?: boolean } = {}): Promise<SessionLookup> {
  const found = await findSession(db, token, options.withUser ?? false);
  if (!found) return { status: 'unknown' };
  const { row, user } = found;
  if (row.expiresAt.getTime() <= now.getTime()) {
    // Session bookkeeping, like the last-use update: an expired token is forgotten at once.
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return { status: 'expired' };
  }
  let expiresAt = row.expiresAt;
  let slid = false;
  if (row.userId && now.getTime() - row.lastUsedAt.getTime() >= SLIDE_EVERY_MS) {
    expiresAt = new Date(now.getTime() + USER_SESSION_IDLE_MS);
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.sessionId));
    slid = true;
  }
  const base = { sessionId: row.sessionId, expiresAt, slid };
  if (row.userId) return { status: 'valid', session: { ...base, kind: 'user', userId: row.userId, ...(user ? { user } : {}) } };
  if (row.adminId) return { status: 'valid', session: { ...base, kind: 'admin', adminId: row.adminId } };
  return { status: 'unknown' };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

/** Changing the administrator's credentials ends every other session of it (DECISIONS). */
export async function revokeOtherAdminSessions(db: Db, adminId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId)));
}

/** A user changing their own password ends every other session of theirs (DECISIONS). */
export async function revokeOtherUserSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** A new password set by the administrator, a disabled account: every session of the user ends. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
