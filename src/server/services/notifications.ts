/**
 * The administrator's notifications (issue 6.10): what happened since the last visit - catalogues
 * generated, users whose last credit went to a catalogue, users a catalogue left close to running
 * out. Read from the log and the credit ledger; see docs/decisions/0617-admin-notifications.md.
 */
import { and, asc, between, count, desc, eq, exists, gt, isNull, lte, sql } from 'drizzle-orm';
import { LOW_CREDITS_THRESHOLD, type AdminNotifications } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { admins, catalogLogs, creditLedger, users } from '../db/schema.js';
import { AppError } from '../errors.js';

/** A first visit (nothing marked seen yet) looks back a week, or to the administrator's creation if later. */
export const FIRST_VISIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

interface Window {
  since: Date;
  until: Date;
}

async function windowFor(db: Db, adminId: string, now: Date): Promise<Window> {
  const [admin] = await db.select({ seenAt: admins.notificationsSeenAt, createdAt: admins.createdAt }).from(admins).where(eq(admins.id, adminId));
  // On the day of installation the panel says 'Novità dal' that day, not a week before it.
  const weekAgo = new Date(now.getTime() - FIRST_VISIT_WINDOW_MS);
  const since = admin?.seenAt ?? (admin && admin.createdAt > weekAgo ? admin.createdAt : weekAgo);
  // A seen mark ahead of this clock (a clock set back) shows nothing rather than a negative window.
  return { since: since < now ? since : now, until: now };
}

const inWindow = (column: typeof catalogLogs.createdAt | typeof creditLedger.createdAt, window: Window) =>
  and(gt(column, window.since), lte(column, window.until));

/** Catalogues per user; a deleted user's logs (no user any more) count under the name they kept. */
function newCatalogs(db: Db, window: Window) {
  return db
    .select({
      userId: catalogLogs.userId,
      username: sql<string>`coalesce(${users.username}, min(${catalogLogs.username}))`,
      nomeAzienda: users.nomeAzienda,
      catalogs: count(),
    })
    .from(catalogLogs)
    .leftJoin(users, eq(users.id, catalogLogs.userId))
    .where(inWindow(catalogLogs.createdAt, window))
    .groupBy(catalogLogs.userId, users.username, users.nomeAzienda)
    .orderBy(desc(count()), asc(users.username));
}

/**
 * Active users whose balance is now within [low, high] and whom a catalogue charged into that range
 * during the window: news, not a standing list (a top-up since then takes them off).
 */
function chargedInto(db: Db, window: Window, low: number, high: number) {
  const charge = db
    .select({ one: sql`1` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, users.id),
        eq(creditLedger.reason, 'catalog_charge'),
        between(creditLedger.creditsTo, low, high),
        inWindow(creditLedger.createdAt, window),
      ),
    );
  return db
    .select({ userId: users.id, username: users.username, nomeAzienda: users.nomeAzienda, crediti: users.crediti })
    .from(users)
    .where(and(between(users.crediti, low, high), isNull(users.disabledAt), exists(charge)))
    .orderBy(asc(users.crediti), asc(users.username));
}

export async function getNotifications(db: Db, options: { adminId: string; now: Date }): Promise<AdminNotifications> {
  const window = await windowFor(db, options.adminId, options.now);
  const byUser = await newCatalogs(db, window);
  const outOfCredits = await chargedInto(db, window, 0, 0);
  const lowCredits = await chargedInto(db, window, 1, LOW_CREDITS_THRESHOLD);
  return {
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    newCatalogs: { total: byUser.reduce((sum, entry) => sum + entry.catalogs, 0), byUser },
    outOfCredits: outOfCredits.map(({ crediti: _zero, ...user }) => user),
    lowCredits,
    count: byUser.length + outOfCredits.length + lowCredits.length,
  };
}

/**
 * Marks seen up to `until` (never past now, never backwards), so what arrived after the panel was
 * read stays new.
 */
export async function markNotificationsSeen(db: Db, options: { adminId: string; until?: Date; now: Date }): Promise<Date> {
  const target = (options.until && options.until < options.now ? options.until : options.now).toISOString();
  const [row] = await db
    .update(admins)
    .set({ notificationsSeenAt: sql`greatest(coalesce(${admins.notificationsSeenAt}, ${target}::timestamptz), ${target}::timestamptz)` })
    .where(eq(admins.id, options.adminId))
    .returning({ seenAt: admins.notificationsSeenAt });
  // The session's administrator is gone (a reset in another tab): as for GET /api/admin/auth/user.
  if (!row?.seenAt) throw new AppError('UNAUTHORIZED');
  return row.seenAt;
}
