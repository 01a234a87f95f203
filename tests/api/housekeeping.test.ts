import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { idempotencyKeys, loginFailures, sessions } from '../../src/server/db/schema.js';
import { deleteExpiredRows } from '../../src/server/services/housekeeping.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('drops expired sessions, idempotency keys older than a day and login failures outside the window', async () => {
  const { input } = await createUser(t.app, await adminToken(t.app), { crediti: 2 });
  const token = await userToken(t.app, input.username, input.password);
  await t.app.inject({
    method: 'POST',
    url: '/api/generate-catalog',
    headers: { ...bearer(token), 'idempotency-key': 'vecchia' },
    payload: { numeroImmagini: 1 },
  });
  await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: input.username, password: 'sbagliata-1' } });
  const ctx = { db: t.database.db, now: t.clock.now, config: loadConfig({}) };

  await deleteExpiredRows(ctx);
  expect(await t.database.db.$count(idempotencyKeys)).toBe(1);
  expect(await t.database.db.$count(loginFailures)).toBe(1);

  t.clock.advance(31 * 24 * 60 * 60 * 1000);
  await deleteExpiredRows(ctx);
  expect(await t.database.db.$count(sessions)).toBe(0);
  expect(await t.database.db.$count(idempotencyKeys)).toBe(0);
  expect(await t.database.db.$count(loginFailures)).toBe(0);
});
