/**
 * A fresh database per test file, chosen by VETRINA_TEST_DB (vitest projects api-pglite and
 * api-postgres). PostgreSQL: a new database with a random name, dropped afterwards. PGlite: an
 * in-memory instance loaded from a migrated template that the first file writes to the temp folder
 * (creating and migrating PGlite takes seconds; loading a dump takes about one).
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPostgres, usePglite, type Database, type DatabaseKind } from '../../../src/server/db/client.js';

export interface TestDatabase extends Database {
  /** PostgreSQL only: the connection string of this file's database (for child processes). */
  url?: string;
}

export function testDatabaseKind(): DatabaseKind {
  return process.env.VETRINA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

const MIGRATIONS = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url));

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A dump of a freshly migrated PGlite database, made once and shared by every test file. */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `vetrina-pglite-template-${migrationsFingerprint()}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const client = await PGlite.create();
  const database = await usePglite(client);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Written aside and renamed: files running in parallel never read half a template.
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
  return new Blob([bytes]);
}

async function freshPglite(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
  return usePglite(client);
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  return url;
}

/** Creates an empty PostgreSQL database; returns its URL and the function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vetrina_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function freshPostgres(): Promise<TestDatabase> {
  const { url, drop } = await createPostgresDatabase();
  const database = await openPostgres(url, { poolSize: 10 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind() === 'postgres' ? freshPostgres() : freshPglite();
}

/**
 * The environment of a server child process on a fresh database of this project's kind: a data
 * folder seeded from the migrated template (sparing PGlite's slow first start), and on PostgreSQL
 * a new database; `dispose` removes both.
 */
export async function prepareServerDatabase(prefix: string): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let drop: (() => Promise<void>) | undefined;
  if (testDatabaseKind() === 'postgres') {
    const created = await createPostgresDatabase();
    env.DATABASE_URL = created.url;
    drop = created.drop;
  } else {
    const seeded = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: await migratedPgliteTemplate() });
    await seeded.close();
  }
  return {
    env,
    dispose: async () => {
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
