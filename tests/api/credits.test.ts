import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../../src/server/db/schema.js';
import { MAX_IMAGES_SETTING_KEY, MESSAGES, type CatalogLogEntry } from '../../src/shared/index.js';
import { reconcile } from './support/ledger.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedInUser(crediti: number) {
  const admin = await adminToken(t.app);
  const { input, user } = await createUser(t.app, admin, { crediti });
  return { admin, user, token: await userToken(t.app, input.username, input.password) };
}

const charge = (token: string, numeroImmagini: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-catalog',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { numeroImmagini },
  });

describe('charging a catalogue', () => {
  it('charges one credit and logs it with the ledger entry', async () => {
    const { admin, user, token } = await signedInUser(2);
    const response = await charge(token, 12);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ creditiRimanenti: 1 });
    const logs = (await t.app.inject({ method: 'GET', url: '/api/admin/catalog-logs', headers: bearer(admin) })).json<CatalogLogEntry[]>();
    expect(logs[0]).toMatchObject({ userId: user.id, username: user.username, numeroImmagini: 12 });
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 1, granted: 2, charged: 1, logged: 1 });
  });

  it('answers 402 at zero credits and charges nothing', async () => {
    const { user, token } = await signedInUser(0);
    const response = await charge(token, 1);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: MESSAGES.errors.insufficientCredits, code: 'INSUFFICIENT_CREDITS' });
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 0, granted: 0, charged: 0, logged: 0 });
  });

  it('accepts numeroImmagini from 1 to the current limit only', async () => {
    const { admin, token } = await signedInUser(5);
    expect((await charge(token, 0)).statusCode).toBe(400);
    expect((await charge(token, 37)).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'numeroImmagini' }] });
    const limit = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/max_images_per_catalog',
      headers: bearer(admin),
      payload: { valore: '40', descrizione: 'Limite massimo di immagini per catalogo' },
    });
    expect(limit.json()).toEqual({ message: MESSAGES.success.limitUpdated, maxImages: 40 });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/max-images' })).json()).toEqual({ maxImages: 40 });
    expect((await charge(token, 40)).statusCode).toBe(200);
    expect((await charge(token, 41)).statusCode).toBe(400);
  });

  it('falls back to the default limit of 36 when the stored one cannot be read (spec 5)', async () => {
    const { token } = await signedInUser(5);
    const { db } = t.database;
    for (const unreadable of ['tanti', '0', '101', '12abc', '']) {
      await db.update(settings).set({ valore: unreadable }).where(eq(settings.chiave, MAX_IMAGES_SETTING_KEY));
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/max-images' })).json()).toEqual({ maxImages: 36 });
      expect((await charge(token, 37)).statusCode).toBe(400);
    }
    await db.update(settings).set({ valore: '36' }).where(eq(settings.chiave, MAX_IMAGES_SETTING_KEY));
    expect((await charge(token, 36)).json()).toEqual({ creditiRimanenti: 4 });
  });

  it('records every credit change by the administrator in the ledger', async () => {
    const { admin, user } = await signedInUser(3);
    const set = (crediti: number) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/credits`, headers: bearer(admin), payload: { crediti } });
    expect((await set(10)).json()).toMatchObject({ id: user.id, crediti: 10 });
    await set(4);
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 4, granted: 4, charged: 0, logged: 0 });
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/credits',
      headers: bearer(admin),
      payload: { crediti: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('under concurrency', () => {
  it('lets exactly 10 of 500 simultaneous charges through for a user with 10 credits', async () => {
    const { user, token } = await signedInUser(10);
    const answers = await Promise.all(Array.from({ length: 500 }, () => charge(token, 3)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(490);
    const remaining = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ creditiRimanenti: number }>().creditiRimanenti);
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 0, granted: 10, charged: 10, logged: 10 });
  });

  it('charges once for 100 simultaneous calls with one Idempotency-Key, all with the same answer', async () => {
    const { user, token } = await signedInUser(5);
    const answers = await Promise.all(Array.from({ length: 100 }, () => charge(token, 4, 'genera-42')));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set([JSON.stringify({ creditiRimanenti: 4 })]));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(99);
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 4, granted: 5, charged: 1, logged: 1 });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer, errors included, without a second charge', async () => {
    const { admin, user, token } = await signedInUser(0);
    const first = await charge(token, 2, 'chiave-a');
    expect(first.statusCode).toBe(402);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${user.id}/credits`, headers: bearer(admin), payload: { crediti: 3 } });
    const replay = await charge(token, 2, 'chiave-a');
    expect(replay.statusCode).toBe(402);
    expect(replay.body).toBe(first.body);
    expect((await charge(token, 2, 'chiave-b')).json()).toEqual({ creditiRimanenti: 2 });
    expect((await charge(token, 2, 'chiave-b')).json()).toEqual({ creditiRimanenti: 2 });
    expect(await reconcile(t.database.db, user.id)).toMatchObject({ balance: 2, charged: 1 });
  });

  it('refuses the same key with another body (422) and keeps keys per user', async () => {
    const one = await signedInUser(3);
    const two = await signedInUser(3);
    expect((await charge(one.token, 2, 'condivisa')).statusCode).toBe(200);
    const reused = await charge(one.token, 3, 'condivisa');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await charge(two.token, 3, 'condivisa')).json()).toEqual({ creditiRimanenti: 2 });
  });

  it('forgets a key after 24 hours', async () => {
    const { token } = await signedInUser(3);
    expect((await charge(token, 2, 'giornaliera')).json()).toEqual({ creditiRimanenti: 2 });
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const fresh = await userToken(t.app, (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<{ username: string }>().username, 'password-sicura');
    expect((await charge(fresh, 2, 'giornaliera')).json()).toEqual({ creditiRimanenti: 1 });
  });

  it('rejects a malformed key', async () => {
    const { token } = await signedInUser(1);
    const response = await charge(token, 1, 'x'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the catalogue log', () => {
  it('lists entries newest first', async () => {
    const { admin, user, token } = await signedInUser(3);
    await charge(token, 5);
    t.clock.advance(60_000);
    await charge(token, 7);
    const logs = (await t.app.inject({ method: 'GET', url: '/api/admin/catalog-logs', headers: bearer(admin) })).json<CatalogLogEntry[]>();
    const mine = logs.filter((log) => log.userId === user.id).map((log) => log.numeroImmagini);
    expect(mine).toEqual([7, 5]);
  });
});
