/**
 * Issue 5, real server processes: the PGlite folder lock refuses a second process on one DATA_DIR
 * (DECISIONS "How it is run"), and two instances on one PostgreSQL share sessions, login limits and
 * the credit balance (docs/operations.md, several instances).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/server/db/client.js';
import type { AdminLoginResponse, LoginResponse, PublicUser } from '../../../src/shared/index.js';
import { reconcile } from '../support/ledger.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { createPostgresDatabase, testDatabaseKind } from '../support/test-database.js';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CHARGES = 1_000;

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

/**
 * This one process stands for hundreds of clients at once (its bursts open up to 500 connections
 * to each instance), so each instance lets one address hold all its connections (issue 27.5).
 */
const MANY_CLIENTS_AS_ONE = { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '800' };

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ LOG_LEVEL: 'info', ...MANY_CLIENTS_AS_ONE, ...env });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Runs the server to its end (a refusal to start); returns its exit code and what it wrote. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function api<T>(server: ServerProcess, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, json: (await response.json()) as T };
}

if (testDatabaseKind() === 'pglite') {
  describe('the PGlite data folder lock', () => {
    it('refuses a second process on the same DATA_DIR, and a folder left by a killed process starts again', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'vetrina-lock-battery-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const first = await start({ DATA_DIR: dataDir });

      const second = await runToExit({ DATA_DIR: dataDir });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain('already in use by another Vetrina process');
      expect(second.output).toContain(`pid ${first.child.pid}`);
      expect(second.output).not.toMatch(/\n\s+at /);
      expect((await api(first, 'GET', '/api/health')).status).toBe(200);

      await first.crash();
      const third = await start({ DATA_DIR: dataDir });
      expect((await api(third, 'GET', '/api/health')).json).toEqual({ status: 'ok', database: 'pglite' });
      // Three server processes, each creating or opening a PGlite folder (about 8 s on a quiet
      // machine): on a loaded one they take well past the suite's minute.
    }, 180_000);
  });
}

if (testDatabaseKind() === 'postgres') {
  describe('two instances on one PostgreSQL', () => {
    it('share sessions, login limits and the balance: exactly 10 of 1,000 charges split across both pass', async () => {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      const dataDir = mkdtempSync(join(tmpdir(), 'vetrina-two-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      // Started one after the other: both run the migrations, the second finds nothing to do.
      const a = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      const b = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir });

      await api(a, 'POST', '/api/admin/init');
      const admin = (await api<AdminLoginResponse>(a, 'POST', '/api/admin/auth/login', { body: { username: 'admin', password: 'admin' } })).json.token;
      const credentials = { username: 'due-istanze', password: 'password-sicura' };
      const created = await api<PublicUser>(b, 'POST', '/api/admin/users', {
        token: admin,
        body: { ...credentials, nomeAzienda: 'Moda Srl', nomePersona: 'Giulia Rossi', telefono: '+39 02 1234567', email: 'due@example.com', crediti: 10 },
      });
      expect(created.status).toBe(201);

      // Signed in on A, signed in on B; signed out on B, signed out on A.
      const token = (await api<LoginResponse>(a, 'POST', '/api/login', { body: credentials })).json.token;
      expect((await api<PublicUser>(b, 'GET', '/api/user', { token })).json.username).toBe(credentials.username);
      const other = (await api<LoginResponse>(b, 'POST', '/api/login', { body: credentials })).json.token;
      expect((await api(b, 'POST', '/api/logout', { token: other })).status).toBe(200);
      expect((await api(a, 'GET', '/api/user', { token: other })).status).toBe(401);

      // Failed logins counted on A block the same (IP, username) on B.
      for (let i = 0; i < 10; i += 1) {
        expect((await api(a, 'POST', '/api/login', { body: { username: 'bersaglio', password: 'sbagliata' } })).status).toBe(401);
      }
      expect((await api(b, 'POST', '/api/login', { body: { username: 'bersaglio', password: 'sbagliata' } })).status).toBe(429);

      const statuses = await Promise.all(
        Array.from({ length: CHARGES }, async (_, i) => (await api(i % 2 === 0 ? a : b, 'POST', '/api/generate-catalog', { token, body: { numeroImmagini: 3 } })).status),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 402)).toHaveLength(CHARGES - 10);

      const direct = await openPostgres(database.url, { poolSize: 1 });
      try {
        expect(await reconcile(direct.db, created.json.id)).toEqual({ balance: 0, granted: 10, charged: 10, logged: 10 });
      } finally {
        await direct.close();
      }
    });

    it('hold the failed-login ceilings together under a burst split across both (issue 13.1)', async () => {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      const dataDir = mkdtempSync(join(tmpdir(), 'vetrina-two-bursts-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const a = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      const b = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      const guess = async (i: number, username: string) =>
        (await api(i % 2 === 0 ? a : b, 'POST', '/api/login', { body: { username, password: `sbagliata-${i}` } })).status;

      const onePair = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i, 'bersaglio')));
      expect(onePair.filter((status) => status === 401)).toHaveLength(10);
      expect(onePair.filter((status) => status === 429)).toHaveLength(50);

      const manyNames = await Promise.all(Array.from({ length: 300 }, (_, i) => guess(i, `nome-${i}`)));
      // The ten failures of the first burst count for the IP too.
      expect(manyNames.filter((status) => status === 401)).toHaveLength(90);
      expect(manyNames.filter((status) => status === 429)).toHaveLength(210);
    });
  });
}
