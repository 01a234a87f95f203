/**
 * Issue 13.1: the failed-login limits hold under concurrency. Every guess of a burst arrives at
 * once; at most 10 passwords are checked per (IP, username) and 100 per IP, exactly, on each route.
 * A checked guess answers 401 (200 with success false on the debug tool), a refused one 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createUser, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_DEBUG: 'true' } });
  await adminToken(t.app);
});
afterAll(() => t.close());

const ROUTES = [
  { url: '/api/login', checked: 401 },
  { url: '/api/admin/auth/login', checked: 401 },
  { url: '/api/admin/test-login', checked: 200 },
] as const;

/** Sends every guess at once from `ip`; returns how many were checked and how many refused. */
async function burst(url: string, ip: string, guesses: { username: string; password: string }[], checkedStatus: number) {
  const statuses = await Promise.all(
    guesses.map(async (payload) => (await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload })).statusCode),
  );
  const checked = statuses.filter((status) => status === checkedStatus).length;
  const refused = statuses.filter((status) => status === 429).length;
  expect(checked + refused).toBe(guesses.length);
  return { checked, refused };
}

describe.each(ROUTES)('a burst of wrong passwords on $url', ({ url, checked: checkedStatus }) => {
  it('checks exactly 10 of 60 concurrent guesses for one username from one IP', async () => {
    const username = url === '/api/login' ? (await createUser(t.app, await adminToken(t.app))).input.username : 'admin';
    const ip = `10.13.${ROUTES.findIndex((route) => route.url === url)}.1`;
    const guesses = Array.from({ length: 60 }, (_, i) => ({ username, password: `sbagliata-${i}` }));
    expect(await burst(url, ip, guesses, checkedStatus)).toEqual({ checked: 10, refused: 50 });
  });

  it('checks exactly 100 of 300 concurrent guesses for different usernames from one IP', async () => {
    const ip = `10.13.${ROUTES.findIndex((route) => route.url === url)}.2`;
    const guesses = Array.from({ length: 300 }, (_, i) => ({ username: `tentativo-${i}`, password: 'sbagliata' }));
    expect(await burst(url, ip, guesses, checkedStatus)).toEqual({ checked: 100, refused: 200 });
  });
});

describe('a burst after earlier failures', () => {
  it('checks exactly one more guess when the IP stands at 99 failures', async () => {
    const ip = '10.13.9.1';
    const first = Array.from({ length: 99 }, (_, i) => ({ username: `prima-${i}`, password: 'sbagliata' }));
    expect(await burst('/api/login', ip, first, 401)).toEqual({ checked: 99, refused: 0 });
    const { input } = await createUser(t.app, await adminToken(t.app));
    const second = Array.from({ length: 300 }, (_, i) => ({ username: input.username, password: `sbagliata-${i}` }));
    expect(await burst('/api/login', ip, second, 401)).toEqual({ checked: 1, refused: 299 });
  });

  it('lets the right password in when it arrives within the limit, and clears the pair', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const ip = '10.13.9.2';
    const right = { username: input.username, password: input.password };
    const guesses = [...Array.from({ length: 5 }, (_, i) => ({ username: input.username, password: `sbagliata-${i}` })), right];
    const statuses = await Promise.all(
      guesses.map(async (payload) => (await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload })).statusCode),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    // Cleared: ten more wrong guesses are checked before the pair is blocked again.
    const again = Array.from({ length: 12 }, (_, i) => ({ username: input.username, password: `ancora-${i}` }));
    expect(await burst('/api/login', ip, again, 401)).toEqual({ checked: 10, refused: 2 });
  });
});
