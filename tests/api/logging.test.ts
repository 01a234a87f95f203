import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.js';
import { adminToken, bearer, createUser, startTestApp, type TestApp } from './support/test-app.js';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  const options = loggerOptions('trace');
  t = await startTestApp({ logger: typeof options === 'object' ? { ...options, stream: sink } : options });
});
afterAll(() => t.close());

it('writes structured log lines without passwords, tokens or cookies', async () => {
  const admin = await adminToken(t.app);
  const { input } = await createUser(t.app, admin);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: input.username, password: input.password } });
  const token = login.json<{ token: string }>().token;
  await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: token } });
  await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: input.username, password: 'sbagliata-123' } });
  const newPassword = 'password-cambiata-123';
  const change = { currentPassword: input.password, newPassword };
  await t.app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(token), payload: { ...change, currentPassword: 'sbagliata-456' } });
  await t.app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(token), payload: change });

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of [input.password, 'sbagliata-123', 'sbagliata-456', newPassword, token, admin]) expect(log).not.toContain(secret);
});
