/**
 * Issue 5, idempotency under stress (DECISIONS "Credits", Stripe's semantics): a thousand
 * simultaneous calls with one key charge once and all get the same answer; the same key with
 * another body is 422 and charges nothing; after 24 hours a key is forgotten and charges again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateCatalogResponse } from '../../../src/shared/index.js';
import { reconcile } from '../support/ledger.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from '../support/test-app.js';

const STAMPEDE = 1_000;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function signedInUser(crediti: number) {
  const { input, user } = await createUser(t.app, await adminToken(t.app), { crediti });
  return { user, token: await userToken(t.app, input.username, input.password) };
}

const charge = (token: string, numeroImmagini: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-catalog',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { numeroImmagini },
  });

const countBy = <T>(values: T[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>());

describe('simultaneous calls', () => {
  it(`${STAMPEDE} with one key charge once, and every caller gets the same answer`, async () => {
    const { user, token } = await signedInUser(50);
    const answers = await Promise.all(Array.from({ length: STAMPEDE }, () => charge(token, 6, 'stampede-1')));
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual(new Map([[200, STAMPEDE]]));
    expect(countBy(answers.map((answer) => answer.body))).toEqual(new Map([[JSON.stringify({ creditiRimanenti: 49 }), STAMPEDE]]));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(STAMPEDE - 1);
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 49, granted: 50, charged: 1, logged: 1 });
  });

  it(`${STAMPEDE} with one key and two bodies charge once: one body is replayed, the other is 422`, async () => {
    const { user, token } = await signedInUser(50);
    const answers = await Promise.all(Array.from({ length: STAMPEDE }, (_, i) => charge(token, i % 2 === 0 ? 4 : 9, 'stampede-2')));
    const byBody = (numeroImmagini: number) => answers.filter((_, i) => (i % 2 === 0 ? 4 : 9) === numeroImmagini).map((a) => a.statusCode);
    const statuses = [countBy(byBody(4)), countBy(byBody(9))];
    // Whichever body came first owns the key; every call with the other body is refused.
    expect(statuses).toContainEqual(new Map([[200, STAMPEDE / 2]]));
    expect(statuses).toContainEqual(new Map([[422, STAMPEDE / 2]]));
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 49, granted: 50, charged: 1, logged: 1 });
  });

  // Fewer here: credits.test.ts already races 500 calls without keys; this adds the key path.
  it('with distinct keys let exactly 10 of 300 through for a user with 10 credits', async () => {
    const { user, token } = await signedInUser(10);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => charge(token, 2, `distinta-${i}`)));
    expect(countBy(answers.map((answer) => answer.statusCode))).toEqual(
      new Map([
        [200, 10],
        [402, 290],
      ]),
    );
    const left = answers.filter((a) => a.statusCode === 200).map((a) => a.json<GenerateCatalogResponse>().creditiRimanenti);
    expect(left.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 0, granted: 10, charged: 10, logged: 10 });
  });
});

describe('a key over time', () => {
  it('refuses another body with 422 and charges nothing', async () => {
    const { user, token } = await signedInUser(5);
    expect((await charge(token, 3, 'riusata')).json()).toEqual({ creditiRimanenti: 4 });
    const reused = await charge(token, 30, 'riusata');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await reconcile(t.database.db, user.id)).toMatchObject({ balance: 4, charged: 1 });
  });

  it('replays for 24 hours, then charges again', async () => {
    const { user, token } = await signedInUser(5);
    expect((await charge(token, 3, 'giorno')).json()).toEqual({ creditiRimanenti: 4 });
    t.clock.advance(DAY - MINUTE);
    const replay = await charge(token, 3, 'giorno');
    expect(replay.json()).toEqual({ creditiRimanenti: 4 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    t.clock.advance(MINUTE + 1000);
    const again = await charge(token, 3, 'giorno');
    expect(again.json()).toEqual({ creditiRimanenti: 3 });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 3, granted: 5, charged: 2, logged: 2 });
  });
});
