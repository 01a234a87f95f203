/**
 * Opens the database: PostgreSQL (pg Pool) when DATABASE_URL is set, else PGlite under DATA_DIR
 * (DECISIONS "How it is run"). Both give the same Drizzle interface, and migrations run here.
 */
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/** A database or a transaction: services take either (STYLE 4). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL through a pg Pool; runs the migrations. */
export async function openPostgres(connectionString: string, options: { poolSize?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle client that loses its connection emits 'error'; without a listener it would crash us.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  try {
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** An already open PGlite instance (tests pass an in-memory clone); runs the migrations. */
export async function usePglite(client: PGlite, onClose: () => void = () => undefined): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      onClose();
    },
  };
}

/** PGlite stored under `dataDir`, guarded by the data folder lock. */
export async function openPgliteDir(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    return await usePglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPgliteDir(config.dataDir);
}
