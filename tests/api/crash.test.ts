/**
 * Crash safety of the credit charge: the real server is killed with SIGKILL in the middle of a
 * burst of charges, restarted on the same data, and the books must still balance: credits granted
 * = credits left + catalogues logged, and the ledger agrees. Rounds: VETRINA_CRASH_ROUNDS (default 2;
 * CI runs 25). Each round kills at a different moment of the burst, drawn from a seeded generator so
 * that a failing round can be replayed with VETRINA_CRASH_SEED.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import type { AdminLoginResponse, CatalogLogEntry, LoginResponse, PublicUser } from '../../src/shared/index.js';
import { randomSource } from '../fixtures/seeded-random.js';
import { reconcile } from './support/ledger.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { prepareServerDatabase } from './support/test-database.js';

const ROUNDS = Number(process.env.VETRINA_CRASH_ROUNDS ?? 2);
const SEED = Number(process.env.VETRINA_CRASH_SEED ?? 20261123);
const GRANTED = 10_000;
const BURST = 80;

let env: Record<string, string>;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ env, dispose } = await prepareServerDatabase('vetrina-crash-'));
});
afterAll(() => dispose());

async function api<T>(server: ServerProcess, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Fires BURST charges at once and kills the server once `killAfter` of them have succeeded. */
async function burstThenCrash(server: ServerProcess, token: string, killAfter: number): Promise<number> {
  let succeeded = 0;
  let crashing: Promise<void> | undefined;
  const charges = Array.from({ length: BURST }, async () => {
    try {
      const { status } = await api(server, 'POST', '/api/generate-catalog', token, { numeroImmagini: 4 });
      if (status === 200) succeeded += 1;
    } catch {
      // The connection died with the server: the charge may or may not have committed.
    }
    if (succeeded >= killAfter) crashing ??= server.crash();
  });
  await Promise.all(charges);
  await (crashing ?? server.crash());
  return succeeded;
}

it(`keeps the books balanced across ${ROUNDS} kill -9 rounds at random moments (seed ${SEED})`, { timeout: 60_000 + ROUNDS * 45_000 }, async () => {
  let server = await startServerProcess(env);
  await api(server, 'POST', '/api/admin/init');
  const admin = (await api<AdminLoginResponse>(server, 'POST', '/api/admin/auth/login', undefined, { username: 'admin', password: 'admin' })).json.token;
  const created = await api<PublicUser>(server, 'POST', '/api/admin/users', admin, {
    username: 'crash-test',
    password: 'password-sicura',
    nomeAzienda: 'Moda Srl',
    nomePersona: 'Giulia Rossi',
    telefono: '+39 02 1234567',
    email: 'crash@example.com',
    crediti: GRANTED,
  });
  const userId = created.json.id;
  const token = (await api<LoginResponse>(server, 'POST', '/api/login', undefined, { username: 'crash-test', password: 'password-sicura' })).json.token;

  const random = randomSource(SEED);
  let answeredSuccesses = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // From the first success to well past the middle of the burst.
    const killAfter = 1 + Math.floor(random() * (BURST * 0.6));
    answeredSuccesses += await burstThenCrash(server, token, killAfter);
    server = await startServerProcess(env);
    const users = await api<PublicUser[]>(server, 'GET', '/api/admin/users', admin);
    const left = users.json.find((u) => u.id === userId)?.crediti ?? Number.NaN;
    const logs = await api<CatalogLogEntry[]>(server, 'GET', '/api/admin/catalog-logs', admin);
    const logged = logs.json.filter((log) => log.userId === userId).length;
    expect(left + logged).toBe(GRANTED);
    expect(logged).toBeGreaterThanOrEqual(answeredSuccesses);
  }
  await server.stop();

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    const books = await reconcile(database.db, userId);
    expect(books.granted).toBe(GRANTED);
    expect(books.balance + books.logged).toBe(GRANTED);
    expect(books.charged).toBe(books.logged);
  } finally {
    await database.close();
  }
});
