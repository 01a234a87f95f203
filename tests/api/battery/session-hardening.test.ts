/**
 * Issue 5, sessions (DECISIONS "Accounts and sessions"): tokens carry at least 128 random bits and
 * are never stored raw (every table, and on PGlite every file of the data folder, is searched for
 * them); user sessions slide for 30 days, administrator sessions end 12 hours after login; logout
 * and a credential change revoke.
 */
import { readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { openPgliteDir } from '../../../src/server/db/client.js';
import { sha256Hex } from '../../../src/server/services/tokens.js';
import type { AdminLoginResponse } from '../../../src/shared/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { adminToken, bearer, createUser, startTestApp, userToken, TestClock, type TestApp } from '../support/test-app.js';
import { snapshotTables } from './support/table-snapshot.js';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The forms a leaked token could take at rest: as sent, its raw bytes in hex, standard base64. */
function tokenForms(token: string): string[] {
  const raw = Buffer.from(token, 'base64url');
  return [token, raw.toString('hex'), raw.toString('base64').replace(/=+$/, '')];
}

async function signedInUser(crediti = 1) {
  const { input, user } = await createUser(t.app, await adminToken(t.app), { crediti });
  return { input, user, token: await userToken(t.app, input.username, input.password) };
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
const adminMe = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(token) });

describe('session tokens', () => {
  it('carry at least 128 random bits, never repeat, and are stored only as hashes in every table', async () => {
    const { input } = await signedInUser();
    const tokens: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      tokens.push(await userToken(t.app, input.username, input.password));
      tokens.push(await adminToken(t.app));
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    const everything = JSON.stringify(await snapshotTables(t.database.db));
    for (const token of tokens) {
      // The control: the search does see what the database holds (the hash).
      expect(everything).toContain(sha256Hex(token));
      for (const form of tokenForms(token)) expect(everything).not.toContain(form);
    }
  });
});

// PGlite keeps its data in a folder: the raw token bytes must not be in any of its files either.
if (testDatabaseKind() === 'pglite') {
  describe('the PGlite data folder', () => {
    it('holds no raw token bytes in any file, though the token hashes are found there', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'vetrina-token-scan-'));
      try {
        const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
        const database = await openPgliteDir(dataDir);
        const app = await buildApp({ config, database, now: new TestClock().now, logger: false, webRoot: 'tests/api/no-web-build' });
        const admin = await adminToken(app);
        const { input } = await createUser(app, admin);
        const user = await userToken(app, input.username, input.password);
        await app.close();
        await database.close();

        const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
        expect(files.length).toBeGreaterThan(10);
        const contents = files.map((entry) => readFileSync(join(entry.parentPath, entry.name)));
        for (const token of [admin, user]) {
          expect(contents.some((bytes) => bytes.includes(sha256Hex(token)))).toBe(true);
          const needles = [...tokenForms(token).map((form) => Buffer.from(form)), Buffer.from(token, 'base64url')];
          for (const needle of needles) expect(contents.some((bytes) => bytes.includes(needle))).toBe(false);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}

describe('expiry with the injectable clock', () => {
  it('slides a user session for 30 days from its last use, and ends it at 30 days without use', async () => {
    const { token } = await signedInUser();
    t.clock.advance(29 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(29 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(30 * DAY - SECOND);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // Gone for good: the next call does not even know the token.
    expect((await me(token)).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('ends an administrator session 12 hours after login however often it is used, cookie included', async () => {
    const token = await adminToken(t.app);
    for (let hour = 1; hour < 12; hour += 1) {
      t.clock.advance(HOUR);
      expect((await adminMe(token)).statusCode).toBe(200);
    }
    t.clock.advance(HOUR - SECOND);
    expect((await adminMe(token)).statusCode).toBe(200);
    t.clock.advance(SECOND);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', cookies: { vetrina_admin_session: token } });
    expect(byCookie.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(byCookie.cookies.find((cookie) => cookie.name === 'vetrina_admin_session')?.value).toBe('');
  });
});

describe('revocation', () => {
  it('ends a user session at logout for the bearer token and the cookie alike', async () => {
    const { input, token } = await signedInUser();
    const second = await userToken(t.app, input.username, input.password);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { vetrina_session: token } })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: token } })).statusCode).toBe(401);
    // Another device's session stays.
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends an administrator session at logout', async () => {
    const token = await adminToken(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', cookies: { vetrina_admin_session: token } })).statusCode).toBe(200);
    expect((await adminMe(token)).statusCode).toBe(401);
  });

  it('ends every other administrator session when the credentials change, and the old password stops working', async () => {
    const fresh = await startTestApp();
    try {
      const kept = await adminToken(fresh.app);
      const other = await adminToken(fresh.app);
      const change = await fresh.app.inject({
        method: 'PATCH',
        url: '/api/admin/auth/credentials',
        headers: bearer(kept),
        payload: { username: 'direzione', password: 'una-password-nuova' },
      });
      expect(change.statusCode).toBe(200);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(other) })).statusCode).toBe(401);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(kept) })).statusCode).toBe(200);
      const old = await fresh.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username: 'admin', password: 'admin' } });
      expect(old.statusCode).toBe(401);
      const renewed = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: 'direzione', password: 'una-password-nuova' },
      });
      expect(renewed.json<AdminLoginResponse>().token).toBeTruthy();
    } finally {
      await fresh.close();
    }
  });
});
