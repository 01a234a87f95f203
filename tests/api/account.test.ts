/**
 * Issue 6.8, the user's own account: changing the password (other sessions end, this one stays,
 * wrong guesses count as failed logins) and the history of catalogues and credits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, type AccountHistoryResponse, type PublicUser } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'password-nuova-2026';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/** A fresh user with `sessions` signed-in tokens. */
async function userWithSessions(sessions: number, crediti = 0) {
  const { input, user } = await createUser(t.app, admin, { crediti });
  const tokens: string[] = [];
  for (let i = 0; i < sessions; i += 1) tokens.push(await userToken(t.app, input.username, input.password));
  return { input, user, tokens };
}

const changePassword = (token: string, payload: unknown, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(token), payload: payload as Record<string, unknown>, remoteAddress });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
const login = (username: string, password: string, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
const history = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/user/history${query}`, headers: bearer(token) });
const charge = (token: string, numeroImmagini: number) =>
  t.app.inject({ method: 'POST', url: '/api/generate-catalog', headers: bearer(token), payload: { numeroImmagini } });

describe('changing one’s own password', () => {
  it('keeps the calling session, ends every other one, and only the new password signs in', async () => {
    const { input, tokens } = await userWithSessions(3);
    const [current, other, byCookie] = tokens as [string, string, string];
    const response = await changePassword(current, { currentPassword: input.password, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect(response.body).not.toMatch(/password|hash|argon/i);

    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const cookieCall = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: byCookie } });
    expect(cookieCall.statusCode).toBe(401);

    expect((await login(input.username, input.password)).statusCode).toBe(401);
    expect((await login(input.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works for a session carried by the cookie, which stays signed in', async () => {
    const { input, tokens } = await userWithSessions(2);
    const [current, other] = tokens as [string, string];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      cookies: { vetrina_session: current },
      payload: { currentPassword: input.password, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: current } })).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with a clear Italian 400 on that field, and changes nothing', async () => {
    const { input, tokens } = await userWithSessions(2);
    const [current, other] = tokens as [string, string];
    const response = await changePassword(current, { currentPassword: 'non-è-questa', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: ACCOUNT_MESSAGES.currentPasswordWrong,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }],
    });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(input.username, input.password, '10.1.0.2')).statusCode).toBe(200);
    expect((await login(input.username, NEW_PASSWORD, '10.1.0.2')).statusCode).toBe(401);
  });

  it('counts wrong current passwords with the failed-login limit of that IP and username', async () => {
    const { input, tokens } = await userWithSessions(1);
    const [current] = tokens as [string];
    const ip = '10.1.0.3';
    for (let i = 0; i < 10; i += 1) {
      expect((await changePassword(current, { currentPassword: `sbagliata-${i}`, newPassword: NEW_PASSWORD }, ip)).statusCode).toBe(400);
    }
    // Blocked: even the right password, here and at the login from that IP.
    const blocked = await changePassword(current, { currentPassword: input.password, newPassword: NEW_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(input.username, input.password, ip)).statusCode).toBe(429);
    // The session itself is untouched, and another address is not blocked.
    expect((await me(current)).statusCode).toBe(200);
    expect((await login(input.username, input.password, '10.1.0.4')).statusCode).toBe(200);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await changePassword(current, { currentPassword: input.password, newPassword: NEW_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('applies the password rules of the administrator’s user creation to the new password', async () => {
    const { input, tokens } = await userWithSessions(1);
    const [current] = tokens as [string];
    const detailFor = async (newPassword: unknown) => {
      const response = await changePassword(current, { currentPassword: input.password, newPassword });
      expect(response.statusCode).toBe(400);
      return response.json<{ code: string; details: { path: string; message: string }[] }>().details;
    };
    /** What the administrator's user creation says about the same password, as said of `newPassword`. */
    const creationDetailsFor = async (password: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin), payload: { ...input, username: 'altro-nome', password } });
      expect(response.statusCode).toBe(400);
      const details = response.json<{ details: { path: string; message: string }[] }>().details;
      return details.filter((d) => d.path === 'password').map((d) => ({ path: 'newPassword', message: d.message }));
    };
    for (const weak of ['corta', '', 'x'.repeat(201), 'con\u0000nul-byte']) {
      const expected = await creationDetailsFor(weak);
      expect(expected.length).toBeGreaterThan(0);
      expect(await detailFor(weak)).toEqual(expected);
    }
    expect(await detailFor('corta')).toEqual([{ path: 'newPassword', message: MESSAGES.validation.tooShort(8) }]);
    expect(await detailFor(input.password)).toEqual([{ path: 'newPassword', message: ACCOUNT_MESSAGES.samePassword }]);
    expect(await detailFor(12345678)).toHaveLength(1);

    const missing = await changePassword(current, { newPassword: NEW_PASSWORD });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordRequired }] });
    const extra = await changePassword(current, { currentPassword: input.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ message: MESSAGES.validation.unknownField('confirmPassword') }] });
    // None of the refusals changed anything.
    expect((await login(input.username, input.password, '10.1.0.5')).statusCode).toBe(200);
  });

  it('lets only one of two racing changes from the same current password win', async () => {
    const { input, tokens } = await userWithSessions(2);
    const [first, second] = tokens as [string, string];
    const answers = await Promise.all([
      changePassword(first, { currentPassword: input.password, newPassword: 'password-della-prima' }, '10.1.0.6'),
      changePassword(second, { currentPassword: input.password, newPassword: 'password-della-seconda' }, '10.1.0.6'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'password-della-prima' : 'password-della-seconda';
    const loser = winner === 'password-della-prima' ? 'password-della-seconda' : 'password-della-prima';
    expect((await login(input.username, winner, '10.1.0.7')).statusCode).toBe(200);
    expect((await login(input.username, loser, '10.1.0.7')).statusCode).toBe(401);
  });
});

describe('one’s own history', () => {
  it('lists only the user’s own catalogues and credit changes, newest first, without who granted them', async () => {
    const owner = await userWithSessions(1, 3);
    const [token] = owner.tokens as [string];
    const stranger = await userWithSessions(1, 5);
    t.clock.advance(MINUTE);
    expect((await charge(token, 4)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await charge(stranger.tokens[0] as string, 9)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await charge(token, 7)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const lowered = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${owner.user.id}/credits`, headers: bearer(admin), payload: { crediti: 0 } });
    expect(lowered.json<PublicUser>().crediti).toBe(0);

    const response = await history(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<AccountHistoryResponse>();
    expect(body.catalogs).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(body.catalogs.items.map((item) => item.numeroImmagini)).toEqual([7, 4]);
    expect(new Date(body.catalogs.items[0]?.dataGenerazione ?? '').getTime()).toBeGreaterThan(new Date(body.catalogs.items[1]?.dataGenerazione ?? '').getTime());
    expect(body.credits).toMatchObject({ page: 1, pageSize: 10, total: 4 });
    expect(body.credits.items.map(({ creditsFrom, creditsTo, reason }) => ({ creditsFrom, creditsTo, reason }))).toEqual([
      { creditsFrom: 1, creditsTo: 0, reason: 'admin_grant' },
      { creditsFrom: 2, creditsTo: 1, reason: 'catalog_charge' },
      { creditsFrom: 3, creditsTo: 2, reason: 'catalog_charge' },
      { creditsFrom: 0, creditsTo: 3, reason: 'admin_grant' },
    ]);
    expect(response.body).not.toMatch(/adminId|username|userId|password|hash/i);
  });

  it('pages each list on its own, and an empty page past the end', async () => {
    const { tokens } = await userWithSessions(1, 12);
    const [token] = tokens as [string];
    for (let i = 1; i <= 12; i += 1) {
      t.clock.advance(MINUTE);
      expect((await charge(token, i)).statusCode).toBe(200);
    }
    const first = (await history(token)).json<AccountHistoryResponse>();
    expect(first.catalogs.items.map((item) => item.numeroImmagini)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(first.credits.total).toBe(13);

    const second = (await history(token, '?catalogsPage=2&creditsPage=2')).json<AccountHistoryResponse>();
    expect(second.catalogs).toMatchObject({ page: 2, total: 12 });
    expect(second.catalogs.items.map((item) => item.numeroImmagini)).toEqual([2, 1]);
    expect(second.credits.items.map((item) => [item.creditsFrom, item.creditsTo])).toEqual([[11, 10], [12, 11], [0, 12]]);

    const mixed = (await history(token, '?creditsPage=2')).json<AccountHistoryResponse>();
    expect(mixed.catalogs.page).toBe(1);
    expect(mixed.credits.page).toBe(2);
    const past = (await history(token, '?catalogsPage=9')).json<AccountHistoryResponse>();
    expect(past.catalogs).toMatchObject({ page: 9, total: 12, items: [] });
  });

  it('refuses page numbers that are not plain positive integers, and unknown parameters', async () => {
    const { tokens } = await userWithSessions(1);
    const [token] = tokens as [string];
    for (const query of ['?catalogsPage=0', '?catalogsPage=-1', '?creditsPage=1e3', '?creditsPage=%207', '?creditsPage=0x10', '?catalogsPage=1.5', '?catalogsPage=', '?catalogsPage=1&catalogsPage=2', '?catalogsPage=99999999', '?pagina=2']) {
      const response = await history(token, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('starts empty for a new user without credits', async () => {
    const { tokens } = await userWithSessions(1);
    const body = (await history(tokens[0] as string)).json<AccountHistoryResponse>();
    expect(body).toEqual({
      catalogs: { items: [], page: 1, pageSize: 10, total: 0 },
      credits: { items: [], page: 1, pageSize: 10, total: 0 },
    });
  });
});
