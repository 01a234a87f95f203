import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { MESSAGES } from '../../src/shared/index.js';
import { adminToken, createUser, startTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;

/** One app for the file: the debug tool on, and the per-IP limit lowered so it is quick to reach. */
const PER_IP = 12;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_DEBUG: 'true', LOGIN_MAX_FAILURES_PER_IP: String(PER_IP) } });
});
afterAll(() => t.close());

const login = (app: TestApp['app'], username: string, password: string, ip = '10.0.0.1', url = '/api/login') =>
  app.inject({ method: 'POST', url, remoteAddress: ip, payload: { username, password } });

describe('failed-login limits', () => {
  it('defaults to 10 per (IP, username) and 100 per IP in 15 minutes', () => {
    expect(loadConfig({}).loginLimits).toEqual({ perUsername: 10, perIp: 100, windowMs: 15 * MINUTE });
  });

  it('gives an unknown username the same answer as a wrong password', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const wrong = await login(t.app, input.username, 'not-the-password', '10.0.0.9');
    const unknown = await login(t.app, 'nobody-here', 'not-the-password', '10.0.0.9');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: MESSAGES.errors.invalidCredentials, code: 'INVALID_CREDENTIALS' });
  });

  it('blocks the 11th attempt for a username from one IP, even with the right password, with Retry-After', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    for (let i = 0; i < 10; i += 1) {
      expect((await login(t.app, input.username, `wrong-${i}`, '10.0.0.2')).statusCode).toBe(401);
    }
    const blocked = await login(t.app, input.username, input.password, '10.0.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another IP still gets in with the right password.
    expect((await login(t.app, input.username, input.password, '10.0.0.3')).statusCode).toBe(200);

    // Once the window has passed, the first IP may try again.
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t.app, input.username, input.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts unknown usernames too', async () => {
    for (let i = 0; i < 10; i += 1) await login(t.app, 'ghost-user', `wrong-${i}`, '10.0.0.4');
    expect((await login(t.app, 'ghost-user', 'whatever', '10.0.0.4')).statusCode).toBe(429);
  });

  it('limits the administrator login and the debug test-login the same way', async () => {
    await adminToken(t.app);
    for (let i = 0; i < 10; i += 1) await login(t.app, 'admin', `wrong-${i}`, '10.0.0.5', '/api/admin/auth/login');
    expect((await login(t.app, 'admin', 'admin', '10.0.0.5', '/api/admin/auth/login')).statusCode).toBe(429);
    expect((await login(t.app, 'admin', 'admin', '10.0.0.5', '/api/admin/test-login')).statusCode).toBe(429);
    for (let i = 0; i < 10; i += 1) await login(t.app, 'admin', `wrong-${i}`, '10.0.0.6', '/api/admin/test-login');
    expect((await login(t.app, 'admin', 'admin', '10.0.0.6', '/api/admin/auth/login')).statusCode).toBe(429);
  });

  it('blocks an IP after its per-IP limit across usernames (limit lowered for the test)', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    for (let i = 0; i < PER_IP; i += 1) await login(t.app, `someone-${i}`, 'wrong-password', '10.0.0.7');
    expect((await login(t.app, input.username, input.password, '10.0.0.7')).statusCode).toBe(429);
    expect((await login(t.app, input.username, input.password, '10.0.0.8')).statusCode).toBe(200);
  });
});
