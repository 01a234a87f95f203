/**
 * Every row of every table of the schema, as comparable text, for tests that must prove a request
 * changed nothing. The sessions' last-use and expiry are left out: sliding a user session is the one
 * write a GET may make (DECISIONS "Accounts and sessions").
 */
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../src/server/db/client.js';
import * as schema from '../../../../src/server/db/schema.js';

const SLIDING_COLUMNS = new Set(['lastUsedAt', 'expiresAt']);

export const schemaTables = (): PgTable[] => Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

export async function snapshotTables(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of schemaTables()) {
    const name = getTableConfig(table).name;
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    snapshot[name] = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !(name === 'sessions' && SLIDING_COLUMNS.has(column)))))
      .sort();
  }
  return snapshot;
}
