/**
 * The fuzz battery's targets and driver (issue 5). The routes are split over two test files so
 * that vitest runs them on both cores; each file has its own app and database.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { EmptyBody, ErrorResponse, type GenerateCatalogResponse, type PublicUser } from '../../../../src/shared/index.js';
import { reconcile } from '../../support/ledger.js';
import { testDatabaseKind } from '../../support/test-database.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from '../../support/test-app.js';
import { hostileBody, type HostileBody } from './hostile-bodies.js';
import { ledgerMismatches } from './ledger.js';

export const FUZZ_SEED = 20_261_122;
/**
 * At least 3,000 bodies per route on PGlite (issue 5). PostgreSQL runs half as many so that its
 * file stays near a minute on two cores (each request is a network round trip there; the bodies
 * are the same, it is the database behind them that differs). FUZZ_RUNS sets both for a longer hunt.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (testDatabaseKind() === 'postgres' ? 1_500 : 3_000));
const START_CREDITS = 1_000_000;
/** Logins are fuzzed from their own address, so the failed-login limit never blocks the set-up's sign-ins. */
const FUZZ_IP = '10.66.0.1';

type Auth = 'none' | 'user' | 'admin';

export interface FuzzTarget {
  method: 'POST' | 'PATCH' | 'DELETE';
  route: string;
  keys: readonly string[];
  auth: Auth;
  /** Routes whose valid body signs out or wipes data: valid bodies are left to the functional tests. */
  destructive?: boolean;
}

const USER_KEYS = ['username', 'password', 'nomeAzienda', 'nomePersona', 'telefono', 'email', 'crediti'] as const;
const CREDENTIALS = ['username', 'password'] as const;
const DETAIL_KEYS = ['username', 'nomeAzienda', 'nomePersona', 'telefono', 'email'] as const;

/** The signed-out and user-facing routes (fuzz-public.test.ts), session-ending ones last. */
export const PUBLIC_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', route: '/api/login', keys: CREDENTIALS, auth: 'none' },
  { method: 'POST', route: '/api/admin/auth/login', keys: CREDENTIALS, auth: 'none' },
  { method: 'POST', route: '/api/admin/test-login', keys: CREDENTIALS, auth: 'none' },
  { method: 'POST', route: '/api/admin/init', keys: [], auth: 'none' },
  { method: 'POST', route: '/api/generate-catalog', keys: ['numeroImmagini'], auth: 'user' },
  { method: 'POST', route: '/api/translate', keys: ['text', 'targetLanguage'], auth: 'user' },
  // Wrong guesses count as failed logins: after ten, the rest are refused with 429 before any hashing.
  { method: 'POST', route: '/api/user/password', keys: ['currentPassword', 'newPassword'], auth: 'user' },
  { method: 'PATCH', route: '/api/admin/settings/max_images_per_catalog', keys: ['valore', 'descrizione'], auth: 'admin' },
  // Issue 36: publishing, the owner's links and orders, and the public side.
  { method: 'POST', route: '/api/publications', keys: ['linkId'], auth: 'user' },
  { method: 'POST', route: '/api/publications/pending/:pendingId/commit', keys: ['settings', 'covers', 'photos', 'pdf', 'logo', 'coverPhoto'], auth: 'user' },
  { method: 'PATCH', route: '/api/publications/:id', keys: ['enabled', 'expiresAt', 'accessCode', 'priceDisplay', 'allowIndexing'], auth: 'user' },
  { method: 'DELETE', route: '/api/publications/:id', keys: [], auth: 'user' },
  { method: 'PATCH', route: '/api/orders/:id', keys: ['status'], auth: 'user' },
  { method: 'DELETE', route: '/api/orders/:id', keys: [], auth: 'user' },
  { method: 'POST', route: '/api/v/:id/access', keys: ['code'], auth: 'none' },
  { method: 'POST', route: '/api/v/:id/orders', keys: ['buyer', 'quantities', 'termsAccepted'], auth: 'none' },
  { method: 'POST', route: '/api/logout', keys: [], auth: 'user', destructive: true },
];

/** The administrator's routes (fuzz-admin.test.ts), the database reset at the very end. */
export const ADMIN_TARGETS: readonly FuzzTarget[] = [
  { method: 'POST', route: '/api/admin/users', keys: USER_KEYS, auth: 'admin' },
  { method: 'PATCH', route: '/api/admin/users/:id/credits', keys: ['crediti'], auth: 'admin' },
  { method: 'PATCH', route: '/api/admin/users/:id', keys: DETAIL_KEYS, auth: 'admin' },
  { method: 'POST', route: '/api/admin/users/:id/password', keys: ['password'], auth: 'admin' },
  { method: 'POST', route: '/api/admin/users/:id/disable', keys: [], auth: 'admin' },
  { method: 'POST', route: '/api/admin/users/:id/enable', keys: [], auth: 'admin' },
  // An accepted body would delete the user whose balance the ledger check follows.
  { method: 'DELETE', route: '/api/admin/users/:id', keys: [], auth: 'admin', destructive: true },
  { method: 'POST', route: '/api/admin/auth/logout', keys: [], auth: 'admin', destructive: true },
  { method: 'PATCH', route: '/api/admin/auth/credentials', keys: CREDENTIALS, auth: 'admin' },
  { method: 'POST', route: '/api/admin/notifications/seen', keys: ['until'], auth: 'admin' },
  { method: 'PATCH', route: '/api/admin/publications/:id', keys: ['blocked'], auth: 'admin' },
  { method: 'PATCH', route: '/api/admin/publish-limits', keys: ['liveLinks', 'storageMb', 'photos', 'pdfMb', 'photoMb'], auth: 'admin' },
  { method: 'POST', route: '/api/admin/reset-database', keys: [], auth: 'admin', destructive: true },
];

/** A body the empty-body routes would accept (and so sign out, reset or delete): not an attack. */
function wouldBeAccepted(target: FuzzTarget, body: HostileBody): boolean {
  if (body.payload.trim() === '') return true;
  // Fastify reads a DELETE body only when it has a content type; without one it is ignored.
  if (target.method === 'DELETE' && body.contentType === undefined) return true;
  try {
    return EmptyBody.safeParse(JSON.parse(body.payload)).success;
  } catch {
    return false;
  }
}

/** One app with a signed-in administrator and user, and what the accepted requests did. */
export class FuzzSession {
  private admin = '';
  private user = '';
  private userPassword = '';
  private chargedUser!: PublicUser;
  private creditedUser!: PublicUser;
  private chargesAccepted = 0;
  private creditedBalance = 7;

  private constructor(readonly t: TestApp) {}

  static async start(): Promise<FuzzSession> {
    const t = await startTestApp({
      env: { ADMIN_DEBUG: 'true' },
      translator: { translate: async (text) => `[tradotto] ${text}` },
    });
    const session = new FuzzSession(t);
    session.admin = await adminToken(t.app);
    const charged = await createUser(t.app, session.admin, { crediti: START_CREDITS });
    session.chargedUser = charged.user;
    session.userPassword = charged.input.password;
    session.user = await userToken(t.app, charged.input.username, charged.input.password);
    session.creditedUser = (await createUser(t.app, session.admin, { crediti: session.creditedBalance })).user;
    return session;
  }

  close(): Promise<void> {
    return this.t.close();
  }

  /** Sends FUZZ_RUNS hostile bodies: never a 5xx, every refusal in the one error shape. */
  async fuzz(target: FuzzTarget): Promise<void> {
    const bodies = target.destructive ? hostileBody(target.keys).filter((body) => !wouldBeAccepted(target, body)) : hostileBody(target.keys);
    await fc.assert(
      fc.asyncProperty(this.pathOf(target), bodies, async (url, body) => {
        const response = await this.send(target, url, body);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          expect(ErrorResponse.safeParse(response.json()).success, response.body).toBe(true);
          return;
        }
        this.recordAccepted(target, url, response.json());
        if (target.destructive) await this.restoreSession(target);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
  }

  /** The server answers, every balance matches its ledger, and only accepted requests moved credits. */
  async expectIntact(): Promise<void> {
    const { app, database } = this.t;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await ledgerMismatches(database.db)).toEqual([]);
    const charged = this.chargesAccepted;
    expect(await reconcile(database.db, this.chargedUser.id)).toEqual({
      balance: START_CREDITS - charged,
      granted: START_CREDITS,
      charged,
      logged: charged,
    });
    expect((await reconcile(database.db, this.creditedUser.id)).balance).toBe(this.creditedBalance);
    // Parsed bodies never reached the prototype chain.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  }

  /** The path of a route, with `:id` drawn mostly from a real user and sometimes from garbage. */
  private pathOf(target: FuzzTarget): fc.Arbitrary<string> {
    if (!target.route.includes(':id')) return fc.constant(target.route);
    const id = fc.oneof(
      { weight: 8, arbitrary: fc.constant(this.creditedUser.id) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
    );
    return id.map((value) => target.route.replace(':id', value));
  }

  private send(target: FuzzTarget, url: string, body: HostileBody) {
    const token = target.auth === 'user' ? this.user : target.auth === 'admin' ? this.admin : undefined;
    const headers: Record<string, string> = { ...(token ? bearer(token) : {}) };
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    return this.t.app.inject({ method: target.method, url, headers, payload: body.payload, remoteAddress: FUZZ_IP });
  }

  /** Follows what an accepted request did, so the ledger check can tell accepted from rejected. */
  private recordAccepted(target: FuzzTarget, url: string, payload: unknown): void {
    if (target.route === '/api/generate-catalog') {
      this.chargesAccepted += 1;
      expect((payload as GenerateCatalogResponse).creditiRimanenti).toBe(START_CREDITS - this.chargesAccepted);
    }
    if (target.route.endsWith('/credits') && url.includes(this.creditedUser.id)) this.creditedBalance = (payload as PublicUser).crediti;
  }

  /** A destructive route that still accepted a body: sign back in so the run goes on. */
  private async restoreSession(target: FuzzTarget): Promise<void> {
    if (target.auth === 'user') this.user = await userToken(this.t.app, this.chargedUser.username, this.userPassword);
    else this.admin = await adminToken(this.t.app);
  }
}
