/**
 * Issue 27.6 on a listening server, over raw sockets: whatever the spelling of the request, the
 * answer is in our shape with our headers. The router, the no-store rule and the guards read one
 * normalised target (decision 0920), and Node's own bare answers (no Host, an unknown Expect) are
 * replaced by ours.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '../../src/shared/index.js';
import { exchange, parseAnswer } from './support/raw-http.js';
import { adminToken, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const { input } = await createUser(t.app, await adminToken(t.app));
  token = await userToken(t.app, input.username, input.password);
});
afterAll(() => t.close());

async function ask(request: string) {
  return parseAnswer((await exchange(port, request)).response);
}

/** Our error shape, with the security headers and no-store. */
function expectOurError(answer: Awaited<ReturnType<typeof ask>>, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers).toContain('content-type: application/json');
  expect(answer.body).toEqual({ error: expect.any(String), code });
  expect(ERROR_CODES).toContain(code);
  expectOurHeaders(answer.headers);
}

function expectOurHeaders(headers: string) {
  expect(headers).toContain('cache-control: no-store');
  expect(headers).toContain("content-security-policy: default-src 'self'");
  expect(headers).toContain('x-content-type-options: nosniff');
  expect(headers).toContain('strict-transport-security:');
}

describe('targets the router reads one way and a plugin another', () => {
  it('answers a broken escape under /api with our 400 and our headers', async () => {
    expectOurError(await ask('GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
  });

  it('keeps a signed-in answer out of caches however its path is spelled', async () => {
    for (const path of ['/%61pi/user', '/%61%70%69/user', 'http://x/api/user']) {
      const answer = await ask(`GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toMatchObject({ username: expect.any(String) });
      expectOurHeaders(answer.headers);
    }
  });

  it('serves an absolute-form target as its path, with no-store', async () => {
    const answer = await ask('GET http://x/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok' });
    expectOurHeaders(answer.headers);
  });

  it('answers /api without a slash as an API 404 with no-store', async () => {
    expectOurError(await ask('GET /api HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 404, 'NOT_FOUND');
    expectOurError(await ask('GET /api?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 404, 'NOT_FOUND');
  });

  it('refuses a target that is neither origin- nor absolute-form', async () => {
    for (const target of ['*', 'ftp://x/api/health', 'api/health']) {
      expectOurError(await ask(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 400, 'BAD_REQUEST');
    }
  });

  it('answers an id over the router length limit as an unknown one', async () => {
    const answer = await ask(`GET /api/admin/users/${'a'.repeat(150)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expectOurError(answer, 404, 'NOT_FOUND');
  });
});

describe("Node's bare answers", () => {
  it('answers an HTTP/1.1 request without Host with our 400', async () => {
    const answer = await ask('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectOurError(answer, 400, 'BAD_REQUEST');
    expect(answer.body).toEqual({ error: MESSAGES.errors.badRequest, code: 'BAD_REQUEST' });
  });

  it('refuses two Host headers and still serves HTTP/1.0 without one', async () => {
    expectOurError(await ask('GET /api/health HTTP/1.1\r\nHost: x\r\nHost: y\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
    expect((await ask('GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers an unknown Expect with our 417 in Italian', async () => {
    const answer = await ask('GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: banana\r\nConnection: close\r\n\r\n');
    expectOurError(answer, 417, 'EXPECTATION_FAILED');
    expect(answer.body).toEqual({ error: MESSAGES.errors.expectationFailed, code: 'EXPECTATION_FAILED' });
  });

  it('still honours Expect: 100-continue', async () => {
    const body = JSON.stringify({ username: 'nessuno', password: 'sbagliata' });
    const { response } = await exchange(
      port,
      `POST /api/login HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    // The interim 100 comes first, then the login's own answer.
    expect(response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    const answer = parseAnswer(response.slice(response.indexOf('\r\n\r\n') + 4));
    expectOurError(answer, 401, 'INVALID_CREDENTIALS');
  });

  it('gives the answers written on the raw socket our headers too', async () => {
    expectOurError(await ask('NOT AN HTTP REQUEST\r\n\r\n'), 400, 'BAD_REQUEST');
  });
});
