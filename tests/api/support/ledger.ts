/** Reads balances, logs and the credit ledger straight from the database to reconcile them. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.js';
import { catalogLogs, creditLedger, users } from '../../../src/server/db/schema.js';

export interface Reconciliation {
  balance: number;
  granted: number;
  charged: number;
  logged: number;
}

export async function reconcile(db: Db, userId: string): Promise<Reconciliation> {
  const [user] = await db.select({ crediti: users.crediti }).from(users).where(eq(users.id, userId));
  const [grants] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.creditsTo} - ${creditLedger.creditsFrom}), 0)` })
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} AND ${creditLedger.reason} = 'admin_grant'`);
  const [charges] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.creditsFrom} - ${creditLedger.creditsTo}), 0)` })
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} AND ${creditLedger.reason} = 'catalog_charge' AND ${creditLedger.catalogLogId} IS NOT NULL`);
  const logged = await db.$count(catalogLogs, eq(catalogLogs.userId, userId));
  return {
    balance: user?.crediti ?? Number.NaN,
    granted: Number(grants?.total ?? 0),
    charged: Number(charges?.total ?? 0),
    logged,
  };
}
