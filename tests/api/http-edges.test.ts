/**
 * Issue 13.2-13.4 on a listening server: requests that arrive too slowly are cut, errors raised
 * before routing keep our shape, and every API answer is `Cache-Control: no-store`.
 */
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../src/shared/index.js';
import { exchange, parseAnswer, stall } from './support/raw-http.js';
import { GUARDED_ADMIN_ROUTES, GUARDED_USER_ROUTES } from './support/routes.js';
import { adminToken, bearer, createUser, startTestApp, type TestApp } from './support/test-app.js';

const REQUEST_TIMEOUT_MS = 1500;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ env: { HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HTTP_HEADERS_TIMEOUT_MS: '1000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Our shape and nothing else: an Italian text and one of our codes, no framework field, no echo. */
function expectOurShape(body: unknown, code: string, forbidden: string[] = []) {
  expect(body).toEqual({ error: expect.any(String), code });
  expect(ERROR_CODES).toContain(code);
  const text = JSON.stringify(body);
  for (const fragment of ['statusCode', 'FST_', 'Bad Request', 'Client Error', ...forbidden]) expect(text).not.toContain(fragment);
}

describe('errors raised before routing', () => {
  it.each([
    { what: 'headers over the limit', request: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431, code: 'HEADERS_TOO_LARGE' },
    { what: 'an oversized URL', request: `GET /api/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: 431, code: 'HEADERS_TOO_LARGE' },
    { what: 'a malformed request line', request: 'NOT AN HTTP REQUEST\r\n\r\n', status: 400, code: 'BAD_REQUEST' },
    { what: 'a broken header line', request: 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n', status: 400, code: 'BAD_REQUEST' },
    { what: 'broken percent-encoding', request: 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: 400, code: 'BAD_REQUEST' },
  ])('answers $what with $status in our shape', async ({ request, status, code }) => {
    const answer = parseAnswer((await exchange(port, request)).response);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    expectOurShape(answer.body, code, ['%E0', 'bbbb']);
  });

  it('words the answers in Italian', async () => {
    const answer = parseAnswer((await exchange(port, 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).response);
    expect(answer.body).toEqual({ error: MESSAGES.errors.badRequest, code: 'BAD_REQUEST' });
  });
});

describe('requests that arrive too slowly', () => {
  it('cuts a stalled body with a 408 in our shape', async () => {
    const partial = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{';
    const { response, closedAfterMs } = await exchange(port, partial);
    // Cut after the request limit, not held open (Node checks once a second).
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 10_000);
    const answer = parseAnswer(response);
    expect(answer.status).toBe(408);
    expectOurShape(answer.body, 'REQUEST_TIMEOUT');
  });

  it('cuts stalled headers', async () => {
    const { response } = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(parseAnswer(response).status).toBe(408);
  });

  it('keeps answering the health call while 300 stalled requests are held', async () => {
    // From three clients, each within its share of connections (issue 27.5).
    const held: Socket[] = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        stall(port, 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{', { localAddress: `127.0.0.${3 + (i % 3)}` }),
      ),
    );
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(held.every((socket) => !socket.destroyed)).toBe(true);
      const cut = held.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
      await Promise.all(cut);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('Cache-Control: no-store', () => {
  it('is sent by both login answers, which carry the token', async () => {
    const admin = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username: 'admin', password: 'admin' } });
    const { input } = await createUser(t.app, await adminToken(t.app));
    const user = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: input.username, password: input.password } });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('is sent by every route that needs a user session', async () => {
    const { input } = await createUser(t.app, await adminToken(t.app));
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: input.username, password: input.password } });
    const token = login.json<{ token: string }>().token;
    for (const route of GUARDED_USER_ROUTES) {
      const response = await t.app.inject({ method: route.method, url: route.url, headers: bearer(token), ...(route.valid ? { payload: route.valid } : {}) });
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });

  it('is sent by every route that needs an administrator session', async () => {
    // The credentials change renames the administrator: last, after the reset has restored the default.
    const routes = [...GUARDED_ADMIN_ROUTES].sort((a, b) => Number(a.url.endsWith('/credentials')) - Number(b.url.endsWith('/credentials')));
    for (const route of routes) {
      const token = await adminToken(t.app);
      const response = await t.app.inject({ method: route.method, url: route.url, headers: bearer(token), ...(route.valid ? { payload: route.valid } : {}) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(response.headers['cache-control'], `${route.method} ${route.url}`).toBe('no-store');
    }
  });
});
