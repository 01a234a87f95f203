/**
 * The whole-database form of the ledger check (tests/api/support/ledger.ts reconciles one user):
 * after an attack, a crash or a stampede, every balance equals the sum of its ledger entries.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../src/server/db/client.js';
import { creditLedger, users } from '../../../../src/server/db/schema.js';

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
