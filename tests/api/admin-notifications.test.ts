/**
 * Issue 6.10: what happened since the administrator's last visit - new catalogues, users who ran
 * out of credits, users close to running out - and marking it seen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogLogs, users } from '../../src/server/db/schema.js';
import { LOW_CREDITS_THRESHOLD, type AdminNotifications } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let admin: string;
const tokens = new Map<string, string>();
const ids = new Map<string, string>();

async function addUser(username: string, crediti: number, nomeAzienda = `Atelier ${username}`) {
  const { input, user } = await createUser(t.app, admin, { username, crediti, nomeAzienda });
  tokens.set(username, await userToken(t.app, input.username, input.password));
  ids.set(username, user.id);
}

async function charge(username: string, times = 1) {
  for (let i = 0; i < times; i += 1) {
    t.clock.advance(MINUTE);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-catalog',
      headers: bearer(tokens.get(username) ?? ''),
      payload: { numeroImmagini: 4 },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function notifications(): Promise<AdminNotifications> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminNotifications>();
}

const markSeen = (payload?: Record<string, unknown> | unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/admin/notifications/seen', headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });

/** The panel's lines, short: who generated how many, who ran out, who is low. */
function lines(n: AdminNotifications) {
  return {
    catalogs: n.newCatalogs.byUser.map((entry) => `${entry.username}:${entry.catalogs}`),
    out: n.outOfCredits.map((user) => user.username),
    low: n.lowCredits.map((user) => `${user.username}:${user.crediti}`),
    count: n.count,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  await addUser('anna', 3);
  await addUser('bruno', 1);
  await addUser('carla', 6);
  await addUser('dario', 2);
});
afterAll(() => t?.close());

describe.sequential('notifications', () => {
  it('on a first visit, look back seven days', async () => {
    // Eight days ago: carla generates (6 -> 5) and dario runs low (2 -> 1): too old to tell.
    await charge('carla');
    await charge('dario');
    t.clock.advance(8 * DAY);
    admin = await adminToken(t.app); // administrator sessions last 12 hours
    await charge('anna', 2); // 3 -> 1: close to running out
    await charge('bruno'); // 1 -> 0: ran out
    const first = await notifications();
    expect(lines(first)).toEqual({ catalogs: ['anna:2', 'bruno:1'], out: ['bruno'], low: ['anna:1'], count: 4 });
    expect(first.newCatalogs.total).toBe(3);
    expect(new Date(first.until).getTime() - new Date(first.since).getTime()).toBe(7 * DAY);
    expect(first.until).toBe(t.clock.now().toISOString());
    expect(first.outOfCredits).toEqual([{ userId: ids.get('bruno'), username: 'bruno', nomeAzienda: 'Atelier bruno' }]);
    expect(first.lowCredits).toEqual([{ userId: ids.get('anna'), username: 'anna', nomeAzienda: 'Atelier anna', crediti: 1 }]);
    expect(LOW_CREDITS_THRESHOLD).toBe(2);
  });

  it('once seen, start again from empty; what came after the panel was read stays new', async () => {
    const shown = await notifications();
    await charge('carla'); // after the panel was read, before it was marked
    const response = await markSeen({ until: shown.until });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ seenAt: shown.until });
    const after = await notifications();
    expect(after.since).toBe(shown.until);
    expect(lines(after)).toEqual({ catalogs: ['carla:1'], out: [], low: [], count: 1 });
  });

  it('an empty body marks everything up to now', async () => {
    expect((await markSeen()).json()).toEqual({ seenAt: t.clock.now().toISOString() });
    expect(lines(await notifications())).toEqual({ catalogs: [], out: [], low: [], count: 0 });
    expect((await markSeen({})).statusCode).toBe(200);
  });

  it('tell catalogues, running low and running out as they happen, and forget a user topped up since', async () => {
    await charge('carla', 3); // 4 -> 1: crosses into the low range
    await charge('anna'); // 1 -> 0: ran out
    expect(lines(await notifications())).toEqual({ catalogs: ['carla:3', 'anna:1'], out: ['anna'], low: ['carla:1'], count: 4 });
    const topUp = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${ids.get('anna')}/credits`, headers: bearer(admin), payload: { crediti: 10 } });
    expect(topUp.statusCode).toBe(200);
    expect(lines(await notifications())).toEqual({ catalogs: ['carla:3', 'anna:1'], out: [], low: ['carla:1'], count: 3 });
  });

  it('a disabled user is not a credit alert; a deleted user\'s catalogues still count, under the name in the log', async () => {
    await t.database.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, ids.get('carla') ?? ''));
    await t.database.db.update(catalogLogs).set({ userId: null }).where(eq(catalogLogs.username, 'anna'));
    const n = await notifications();
    expect(lines(n)).toEqual({ catalogs: ['carla:3', 'anna:1'], out: [], low: [], count: 2 });
    expect(n.newCatalogs.byUser[1]).toEqual({ userId: null, username: 'anna', nomeAzienda: null, catalogs: 1 });
  });

  it('never marks the future seen, and never moves the mark back', async () => {
    const now = t.clock.now().toISOString();
    expect((await markSeen({ until: '2099-01-01T00:00:00.000Z' })).json()).toEqual({ seenAt: now });
    expect((await markSeen({ until: '2020-01-01T00:00:00.000Z' })).json()).toEqual({ seenAt: now });
    expect((await notifications()).since).toBe(now);
  });

  it('refuses bodies it does not know', async () => {
    for (const payload of [{ until: 'ieri' }, { until: '2026-01-15' }, { until: 5 }, { until: null }, { seen: true }, []]) {
      const response = await markSeen(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toHaveProperty('code');
    }
  });
});

describe('on the day of installation', () => {
  it('looks back no further than the administrator’s creation', async () => {
    const fresh = await startTestApp();
    try {
      const token = await adminToken(fresh.app);
      fresh.clock.advance(60 * 60 * 1000);
      const response = await fresh.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(token) });
      const since = new Date(response.json<AdminNotifications>().since).getTime();
      expect(fresh.clock.now().getTime() - since).toBe(60 * 60 * 1000);
    } finally {
      await fresh.close();
    }
  });
});
