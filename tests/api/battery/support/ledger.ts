/**
 * What the battery checks in the database after an attack, a crash or a stampede: every balance
 * equals the sum of its ledger entries, and each catalogue charge is one ledger row and one log.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../src/server/db/client.js';
import { catalogLogs, creditLedger, users } from '../../../../src/server/db/schema.js';

export interface LedgerMismatch {
  userId: string;
  crediti: number;
  ledgerSum: number;
}

/** Users whose balance differs from the sum of (to - from) of their ledger rows. */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const rows = await db
    .select({
      userId: users.id,
      crediti: users.crediti,
      ledgerSum: sql<number>`coalesce(sum(${creditLedger.creditsTo} - ${creditLedger.creditsFrom}), 0)::int`,
    })
    .from(users)
    .leftJoin(creditLedger, eq(creditLedger.userId, users.id))
    .groupBy(users.id);
  return rows.filter((row) => row.crediti !== Number(row.ledgerSum));
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ crediti: users.crediti }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.crediti;
}

/** How many catalogue charges the ledger and the log hold for a user. */
export async function chargesOf(db: Db, userId: string): Promise<{ ledger: number; logs: number }> {
  const [ledger] = await db
    .select({ n: count() })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'catalog_charge')));
  const [logs] = await db.select({ n: count() }).from(catalogLogs).where(eq(catalogLogs.userId, userId));
  return { ledger: ledger?.n ?? 0, logs: logs?.n ?? 0 };
}

export async function ledgerRowCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creditLedger);
  return row?.n ?? 0;
}
