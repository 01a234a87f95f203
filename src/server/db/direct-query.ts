/**
 * The statements on the path of every request (issue 5 load targets), sent to the driver itself.
 * Drizzle's PGlite session passes a map of type parsers with every query and PGlite copies it each
 * time: measured here, 40 % of a one-row indexed read. On PostgreSQL the statement is named, so
 * each pooled connection parses it once.
 *
 * Inside a transaction the statement goes through Drizzle on the transaction's own connection
 * (PGlite runs one transaction at a time: a query on the bare client from inside one would wait
 * for it forever). There Drizzle's PGlite driver leaves timestamps as text, so a statement that
 * may run in a transaction selects no timestamps.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * Runs `query` and returns its rows; `name` is its PostgreSQL prepared-statement name, unique per
 * statement text. Columns are aliased to the row's camelCase keys in the SQL itself.
 */
export async function directRows<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query<Row>(text, params)).rows;
  }
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  // Both drivers answer with their own result object; each carries the rows.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
