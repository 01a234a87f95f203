/**
 * Issue 5, attack battery: every POST and PATCH route takes thousands of hostile bodies (fixed
 * seed) without a 5xx, every refusal has the one error shape (DECISIONS "Errors and validation"),
 * the server stays alive and no rejected request moves a credit.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmptyBody, ErrorResponse, type GenerateCatalogResponse, type PublicUser } from '../../../src/shared/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from '../support/test-app.js';
import { hostileBody, type HostileBody } from './support/hostile-bodies.js';
import { balanceOf, chargesOf, ledgerMismatches } from './support/ledger.js';
import { apiRoutes } from './support/route-inventory.js';

const SEED = 20_261_122;
/** At least 3,000 bodies per route on PGlite (issue 5); FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const START_CREDITS = 1_000_000;
/** Logins are fuzzed from their own address, so the failed-login limit never blocks the set-up's sign-ins. */
const FUZZ_IP = '10.66.0.1';

type Auth = 'none' | 'user' | 'admin';

interface FuzzTarget {
  method: 'POST' | 'PATCH';
  route: string;
  keys: readonly string[];
  auth: Auth;
  /** Routes whose valid body signs out or wipes data: valid bodies are left to the functional tests. */
  destructive?: boolean;
}

const USER_KEYS = ['username', 'password', 'nomeAzienda', 'nomePersona', 'telefono', 'email', 'crediti'] as const;
const CREDENTIALS = ['username', 'password'] as const;

/** Ordered so that the session-ending routes come last, the database reset at the very end. */
const TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', route: '/api/login', keys: CREDENTIALS, auth: 'none' },
  { method: 'POST', route: '/api/admin/auth/login', keys: CREDENTIALS, auth: 'none' },
  { method: 'POST', route: '/api/admin/test-login', keys: CREDENTIALS, auth: 'none' },
  { method: 'POST', route: '/api/admin/init', keys: [], auth: 'none' },
  { method: 'POST', route: '/api/generate-catalog', keys: ['numeroImmagini'], auth: 'user' },
  { method: 'POST', route: '/api/translate', keys: ['text', 'targetLanguage'], auth: 'user' },
  { method: 'POST', route: '/api/admin/users', keys: USER_KEYS, auth: 'admin' },
  { method: 'PATCH', route: '/api/admin/users/:id/credits', keys: ['crediti'], auth: 'admin' },
  { method: 'PATCH', route: '/api/admin/settings/max_images_per_catalog', keys: ['valore', 'descrizione'], auth: 'admin' },
  { method: 'POST', route: '/api/logout', keys: [], auth: 'user', destructive: true },
  { method: 'POST', route: '/api/admin/auth/logout', keys: [], auth: 'admin', destructive: true },
  { method: 'PATCH', route: '/api/admin/auth/credentials', keys: CREDENTIALS, auth: 'admin' },
  { method: 'POST', route: '/api/admin/reset-database', keys: [], auth: 'admin', destructive: true },
];

/** A body the empty-body routes would accept (and so sign out or reset): not an attack. */
function wouldBeAccepted(body: HostileBody): boolean {
  if (body.payload.trim() === '') return true;
  try {
    return EmptyBody.safeParse(JSON.parse(body.payload)).success;
  } catch {
    return false;
  }
}

let t: TestApp;
let admin: string;
let user: string;
let userPassword: string;
let chargedUser: PublicUser;
let creditedUser: PublicUser;
let chargesAccepted = 0;
let creditedBalance = 0;

beforeAll(async () => {
  t = await startTestApp({
    env: { ADMIN_DEBUG: 'true' },
    translator: { translate: async (text) => `[tradotto] ${text}` },
  });
  admin = await adminToken(t.app);
  const charged = await createUser(t.app, admin, { crediti: START_CREDITS });
  chargedUser = charged.user;
  userPassword = charged.input.password;
  user = await userToken(t.app, charged.input.username, userPassword);
  creditedUser = (await createUser(t.app, admin, { crediti: 7 })).user;
  creditedBalance = 7;
});
afterAll(() => t?.close());

function tokenFor(auth: Auth): string | undefined {
  return auth === 'user' ? user : auth === 'admin' ? admin : undefined;
}

/** The path of a route, with `:id` drawn mostly from a real user and sometimes from garbage. */
function pathOf(target: FuzzTarget): fc.Arbitrary<string> {
  if (!target.route.includes(':id')) return fc.constant(target.route);
  const id = fc.oneof(
    { weight: 8, arbitrary: fc.constant(creditedUser.id) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
  );
  return id.map((value) => target.route.replace(':id', value));
}

async function send(target: FuzzTarget, url: string, body: HostileBody) {
  const token = tokenFor(target.auth);
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}) };
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  const options: InjectOptions = { method: target.method, url, headers, payload: body.payload, remoteAddress: FUZZ_IP };
  return t.app.inject(options);
}

/** A destructive route that still accepted a body: sign back in so the run goes on. */
async function restoreSession(target: FuzzTarget): Promise<void> {
  if (target.auth === 'user') {
    user = await userToken(t.app, chargedUser.username, userPassword);
  } else {
    admin = await adminToken(t.app);
  }
}

/** Follows what an accepted request did, so the ledger check can tell accepted from rejected. */
function recordAccepted(target: FuzzTarget, url: string, payload: unknown): void {
  if (target.route === '/api/generate-catalog') {
    chargesAccepted += 1;
    expect((payload as GenerateCatalogResponse).creditiRimanenti).toBe(START_CREDITS - chargesAccepted);
  }
  if (target.route.endsWith('/credits') && url.includes(creditedUser.id)) creditedBalance = (payload as PublicUser).crediti;
}

describe.sequential(`fuzzing every POST and PATCH route (${testDatabaseKind()}, ${RUNS} bodies each, seed ${SEED})`, () => {
  it('covers every POST and PATCH route the app registers', () => {
    const fuzzed = TARGETS.map((target) => `${target.method} ${target.route}`).sort();
    expect(fuzzed).toEqual(apiRoutes(t.app, ['POST', 'PATCH']));
  });

  for (const target of TARGETS.filter((candidate) => candidate.route !== '/api/admin/reset-database')) {
    it(`${target.method} ${target.route}: no 5xx, one error shape`, async () => {
      await fuzzRoute(target);
    });
  }

  it('stays alive, and no rejected request moved a credit (ledger, balances, logs)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    expect(await balanceOf(t.database.db, chargedUser.id)).toBe(START_CREDITS - chargesAccepted);
    expect(await chargesOf(t.database.db, chargedUser.id)).toEqual({ ledger: chargesAccepted, logs: chargesAccepted });
    expect(await balanceOf(t.database.db, creditedUser.id)).toBe(creditedBalance);
    // Parsed bodies never reached the prototype chain.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('POST /api/admin/reset-database: no 5xx, one error shape, and the server still answers', async () => {
    const reset = TARGETS.find((candidate) => candidate.route === '/api/admin/reset-database');
    if (!reset) throw new Error('reset target missing');
    await fuzzRoute(reset);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

async function fuzzRoute(target: FuzzTarget): Promise<void> {
  const cpu0 = process.cpuUsage(); try { await fuzzRoute0(target); } finally { const c = process.cpuUsage(cpu0); console.info("CPU", target.route, Math.round((c.user + c.system) / 1000)); }
}
async function fuzzRoute0(target: FuzzTarget): Promise<void> {
  const bodies = target.destructive ? hostileBody(target.keys).filter((body) => !wouldBeAccepted(body)) : hostileBody(target.keys);
  await fc.assert(
    fc.asyncProperty(pathOf(target), bodies, async (url, body) => {
      const response = await send(target, url, body);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(ErrorResponse.safeParse(response.json()).success, response.body).toBe(true);
        return;
      }
      recordAccepted(target, url, response.json());
      if (target.destructive) await restoreSession(target);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
}
