import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminLoginResponse, type LoginResponse } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name);
}

describe('user sessions', () => {
  it('logs in with a token in the body and an HttpOnly Lax cookie on /, never a password or hash', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app), { crediti: 3 });
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: input.username, password: input.password } });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: input.username, crediti: 3 });
    expect(response.body).not.toMatch(/password|hash|argon/i);
    const cookie = response.cookies.find((c) => c.name === 'vetrina_session');
    expect(cookie).toMatchObject({ value: body.token, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const token = await adminToken(proxied.app);
      const { input } = await createUser(proxied.app, token);
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: input.username, password: input.password },
      });
      expect(cookieOf(response, 'vetrina_session')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('answers GET /api/user by cookie and by bearer token, and 401 without a session', async () => {
    const { input, user } = await createUser(t.app, await adminToken(t.app));
    const token = await userToken(t.app, input.username, input.password);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: token } });
    expect(byCookie.json()).toMatchObject({ id: user.id });
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(byBearer.json()).toMatchObject({ id: user.id });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: MESSAGES.errors.unauthorized, code: 'UNAUTHORIZED' });
  });

  it('lets a bearer token win, and an invalid bearer token is 401 with no fallback to the cookie', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const token = await userToken(t.app, input.username, input.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer('not-a-real-token'),
      cookies: { vetrina_session: token },
    });
    expect(response.statusCode).toBe(401);
  });

  it('revokes the session on the server at logout', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const token = await userToken(t.app, input.username, input.password);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { vetrina_session: token } });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout, 'vetrina_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('slides for 30 days of inactivity and then expires', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const token = await userToken(t.app, input.username, input.password);
    t.clock.advance(29 * DAY);
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(stillIn.statusCode).toBe(200);
    t.clock.advance(29 * DAY);
    const slid = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(slid.statusCode).toBe(200);
    t.clock.advance(30 * DAY + 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED', error: MESSAGES.errors.sessionExpired });
  });

  it('refuses a cookie-carried state change from a foreign Origin, and accepts our own or none', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app), { crediti: 5 });
    const token = await userToken(t.app, input.username, input.password);
    const charge = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/generate-catalog',
        headers,
        cookies: { vetrina_session: token },
        payload: { numeroImmagini: 1 },
      });
    const foreign = await charge({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((await charge({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await charge({ origin: 'null' })).statusCode).toBe(403);
    expect((await charge({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await charge({})).statusCode).toBe(200);
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(user.json()).toMatchObject({ crediti: 3 });
  });
});

describe('administrator sessions', () => {
  it('sets an HttpOnly Strict cookie scoped to /api/admin', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username: 'admin', password: 'admin' } });
    const body = response.json<AdminLoginResponse>();
    expect(body.admin.username).toBe('admin');
    expect(response.body).not.toMatch(/password|hash/i);
    expect(cookieOf(response, 'vetrina_admin_session')).toMatchObject({
      value: body.token,
      path: '/api/admin',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', cookies: { vetrina_admin_session: body.token } });
    expect(me.json()).toMatchObject({ username: 'admin' });
  });

  it('ends 12 hours after login however active it is', async () => {
    const token = await adminToken(t.app);
    t.clock.advance(11 * HOUR);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(HOUR);
    const expired = await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(token) });
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('never lets a user session open an administrator route, nor the reverse', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const user = await userToken(t.app, input.username, input.password);
    const fresh = await adminToken(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(user) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', cookies: { vetrina_session: user } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(fresh) })).statusCode).toBe(403);
  });

  it('revokes on logout', async () => {
    const token = await adminToken(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});
