/**
 * Sessions (DECISIONS "Accounts and sessions"): opaque tokens stored as SHA-256 hashes; user
 * sessions slide for 30 days, administrator sessions end 12 hours after login.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { sessions } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared.js';
import { newSessionToken, sha256Hex } from './tokens.js';

const MINUTE_MS = 60 * 1000;
export const USER_SESSION_IDLE_MS = 30 * 24 * 60 * MINUTE_MS;
export const ADMIN_SESSION_MS = 12 * 60 * MINUTE_MS;
/** The last-use write happens at most once a minute, so GETs stay fast. */
const SLIDE_EVERY_MS = MINUTE_MS;

export type SessionOwner = { kind: 'user'; userId: string } | { kind: 'admin'; adminId: string };
export type ResolvedSession = SessionOwner & { sessionId: string; expiresAt: Date; slid: boolean };
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

const sessionByHash = preparedPerDb((db) =>
  db.select().from(sessions).where(eq(sessions.tokenHash, sql.placeholder('hash'))).limit(1).prepare('vetrina_session_by_hash'),
);

export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionLookup> {
  const [row] = await sessionByHash(db).execute({ hash: sha256Hex(token) });
  if (!row) return { status: 'unknown' };
  if (row.expiresAt.getTime() <= now.getTime()) {
    // Session bookkeeping, like the last-use update: an expired token is forgotten at once.
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return { status: 'expired' };
  }
  let expiresAt = row.expiresAt;
  let slid = false;
  if (row.userId && now.getTime() - row.lastUsedAt.getTime() >= SLIDE_EVERY_MS) {
    expiresAt = new Date(now.getTime() + USER_SESSION_IDLE_MS);
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.id));
    slid = true;
  }
  const base = { sessionId: row.id, expiresAt, slid };
  if (row.userId) return { status: 'valid', session: { ...base, kind: 'user', userId: row.userId } };
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
