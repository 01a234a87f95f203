import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { MESSAGES, type PublicUser, type SetupStatusResponse } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, newUserInput, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const status = async (app: TestApp['app']) => (await app.inject({ method: 'GET', url: '/api/admin/setup-status' })).json<SetupStatusResponse>();

describe('administrator bootstrap', () => {
  it('creates the default administrator once, then answers 409', async () => {
    expect(await status(t.app)).toEqual({
      adminExists: false,
      defaultCredentialsActive: false,
      defaultUsername: 'admin',
      defaultPassword: 'admin',
      debugEnabled: false,
    });
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/init' });
    expect(first.json()).toEqual({ message: MESSAGES.success.adminCreated });
    const second = await t.app.inject({ method: 'POST', url: '/api/admin/init' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: MESSAGES.errors.adminExists, code: 'ADMIN_EXISTS' });
    expect(await status(t.app)).toMatchObject({ adminExists: true, defaultCredentialsActive: true });
  });

  it('changes the credentials, ends the defaults and revokes the other sessions', async () => {
    const current = await adminToken(t.app);
    const other = await adminToken(t.app);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/auth/credentials',
      headers: bearer(current),
      payload: { username: 'direzione', password: 'nuova-password-1' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ message: MESSAGES.success.credentialsUpdated, admin: { username: 'direzione' } });
    expect(change.body).not.toMatch(/password/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(current) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(other) })).statusCode).toBe(401);
    expect(await status(t.app)).toEqual({
      adminExists: true,
      defaultCredentialsActive: false,
      defaultUsername: null,
      defaultPassword: null,
      debugEnabled: false,
    });
    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username: 'admin', password: 'admin' } });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('resets the database only for a signed-in administrator, and recreates the defaults', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reset-database' })).statusCode).toBe(401);
    const token = await adminToken(t.app, { username: 'direzione', password: 'nuova-password-1' });
    await createUser(t.app, token, { crediti: 2 });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/max_images_per_catalog',
      headers: bearer(token),
      payload: { valore: '12' },
    });
    const reset = await t.app.inject({ method: 'POST', url: '/api/admin/reset-database', headers: bearer(token) });
    expect(reset.json()).toEqual({ message: MESSAGES.success.databaseReset });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(401);
    expect(await status(t.app)).toMatchObject({ adminExists: true, defaultCredentialsActive: true, defaultUsername: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/max-images' })).json()).toEqual({ maxImages: 36 });
    const fresh = await adminToken(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(fresh) })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/catalog-logs', headers: bearer(fresh) })).json()).toEqual([]);
  });
});

describe('configured defaults', () => {
  it('never reveals a password that came from ADMIN_PASSWORD', async () => {
    const configured = await startTestApp({ env: { ADMIN_USERNAME: 'titolare', ADMIN_PASSWORD: 'segreto-di-fabbrica' } });
    try {
      expect(await status(configured.app)).toMatchObject({ defaultUsername: 'titolare', defaultPassword: null });
      const token = await adminToken(configured.app, { username: 'titolare', password: 'segreto-di-fabbrica' });
      expect(token).toBeTruthy();
      expect(await status(configured.app)).toMatchObject({ defaultCredentialsActive: true, defaultPassword: null });
    } finally {
      await configured.close();
    }
  });

  it('offers test-login only with ADMIN_DEBUG=true', async () => {
    const off = await t.app.inject({ method: 'POST', url: '/api/admin/test-login', payload: { username: 'admin', password: 'admin' } });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ code: 'DEBUG_DISABLED' });
    const debug = await startTestApp({ env: { ADMIN_DEBUG: 'true' } });
    try {
      expect(await status(debug.app)).toMatchObject({ debugEnabled: true });
      await debug.app.inject({ method: 'POST', url: '/api/admin/init' });
      const ok = await debug.app.inject({ method: 'POST', url: '/api/admin/test-login', payload: { username: 'admin', password: 'admin' } });
      expect(ok.json()).toEqual({ success: true, debug: { username: 'admin', passwordLength: 5, adminExists: true, passwordMatch: true } });
      const wrong = await debug.app.inject({ method: 'POST', url: '/api/admin/test-login', payload: { username: 'admin', password: 'nope' } });
      expect(wrong.json()).toMatchObject({ success: false, error: MESSAGES.errors.invalidCredentials, debug: { passwordMatch: false } });
      expect(ok.headers['set-cookie']).toBeUndefined();
    } finally {
      await debug.close();
    }
  });
});

describe('user management', () => {
  it('creates users, refuses a duplicate username, and lists them without secrets', async () => {
    const token = await adminToken(t.app);
    const { input, user } = await createUser(t.app, token, { crediti: 7 });
    expect(user).toMatchObject({ username: input.username, crediti: 7, nomeAzienda: input.nomeAzienda });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(token),
      payload: newUserInput({ username: input.username }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: MESSAGES.errors.usernameTaken, code: 'USERNAME_TAKEN' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(list.json<PublicUser[]>().map((u) => u.username)).toContain(input.username);
    expect(list.body).not.toMatch(/password|hash|argon/i);
  });

  it('gives new users 0 credits by default and stores passwords as argon2id at OWASP parameters', async () => {
    const token = await adminToken(t.app);
    const input = newUserInput();
    const { crediti: _omitted, ...withoutCredits } = input;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(token), payload: withoutCredits });
    expect(created.json()).toMatchObject({ crediti: 0 });
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, input.username));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
