/**
 * Issue 6.9, the administrator's per-user tools on the real database: edit details, set a password,
 * disable and re-enable, delete (logs kept without personal data), and the credit history.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogLogs, creditLedger, idempotencyKeys, sessions } from '../../src/server/db/schema.js';
import { MESSAGES, type AdminUser, type CreditHistoryEntry } from '../../src/shared/index.js';
import { ledgerMismatches } from './battery/support/ledger.js';
import { reconcile } from './support/ledger.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const MINUTE = 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const asAdmin = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

const currentUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

async function listed(id: string): Promise<AdminUser | undefined> {
  return (await asAdmin('GET', '/api/admin/users')).json<AdminUser[]>().find((user) => user.id === id);
}

/** Ledger rows that belong to no user any more, and the sum of their changes. */
async function orphanedLedger(): Promise<{ rows: number; sum: number }> {
  const [row] = await t.database.db
    .select({ rows: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${creditLedger.creditsTo} - ${creditLedger.creditsFrom}), 0)::int` })
    .from(creditLedger)
    .where(isNull(creditLedger.userId));
  return { rows: Number(row?.rows ?? 0), sum: Number(row?.sum ?? 0) };
}

async function charge(token: string, numeroImmagini: number, key?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/generate-catalog',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { numeroImmagini },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('PATCH /api/admin/users/:id (details)', () => {
  it('changes the given details, keeps the others, and the list shows them', async () => {
    const { user } = await createUser(t.app, admin);
    t.clock.advance(MINUTE);
    const response = await asAdmin('PATCH', `/api/admin/users/${user.id}`, {
      nomeAzienda: 'Sartoria Bianchi',
      nomePersona: 'Anna Bianchi',
      telefono: '+39 055 111222',
      email: 'anna@sartoria.example',
      username: 'sartoria-bianchi',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<AdminUser>();
    expect(updated).toMatchObject({
      id: user.id,
      username: 'sartoria-bianchi',
      nomeAzienda: 'Sartoria Bianchi',
      nomePersona: 'Anna Bianchi',
      telefono: '+39 055 111222',
      email: 'anna@sartoria.example',
      crediti: user.crediti,
      disabledAt: null,
      createdAt: user.createdAt,
    });
    expect(updated.updatedAt).not.toBe(user.updatedAt);
    expect(response.body).not.toMatch(/password|hash|argon/i);
    expect(await listed(user.id)).toEqual(updated);

    const partial = await asAdmin('PATCH', `/api/admin/users/${user.id}`, { telefono: '+39 02 999' });
    expect(partial.json<AdminUser>()).toMatchObject({ telefono: '+39 02 999', nomeAzienda: 'Sartoria Bianchi', username: 'sartoria-bianchi' });
  });

  it('lets the user sign in with the new username only', async () => {
    const { input, user } = await createUser(t.app, admin);
    await asAdmin('PATCH', `/api/admin/users/${user.id}`, { username: `${input.username}-nuovo` });
    expect((await login(input.username, input.password)).statusCode).toBe(401);
    expect((await login(`${input.username}-nuovo`, input.password)).statusCode).toBe(200);
  });

  it('keeps usernames unique: 409 with an Italian message, nothing changed; the same name again is fine', async () => {
    const { input: taken } = await createUser(t.app, admin);
    const { user } = await createUser(t.app, admin);
    const clash = await asAdmin('PATCH', `/api/admin/users/${user.id}`, { username: taken.username, nomeAzienda: 'Altro' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: MESSAGES.errors.usernameTaken, code: 'USERNAME_TAKEN' });
    expect(await listed(user.id)).toMatchObject({ username: user.username, nomeAzienda: user.nomeAzienda });
    const same = await asAdmin('PATCH', `/api/admin/users/${user.id}`, { username: user.username });
    expect(same.statusCode).toBe(200);
  });

  it('refuses invalid details with 400 and details, and an unknown id with 404', async () => {
    const { user } = await createUser(t.app, admin);
    const url = `/api/admin/users/${user.id}`;
    const cases: [unknown, string][] = [
      [{}, ''],
      [{ email: 'non-una-email' }, 'email'],
      [{ username: 'ab' }, 'username'],
      [{ nomeAzienda: '' }, 'nomeAzienda'],
      [{ telefono: 'x'.repeat(201) }, 'telefono'],
      [{ nomePersona: 'a\u0000b' }, 'nomePersona'],
      [{ password: 'password-nuova' }, ''],
      [{ crediti: 100 }, ''],
      [{ email: null }, 'email'],
    ];
    for (const [payload, path] of cases) {
      const response = await asAdmin('PATCH', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.arrayContaining([expect.objectContaining({ path })]) });
    }
    expect((await asAdmin('PATCH', url, {})).json().details).toEqual([{ path: '', message: MESSAGES.userAccounts.nothingToUpdate }]);
    expect(await listed(user.id)).toEqual({ ...user, disabledAt: null });
    const unknown = await asAdmin('PATCH', `/api/admin/users/${UNKNOWN_ID}`, { nomeAzienda: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: MESSAGES.errors.userNotFound, code: 'NOT_FOUND' });
    expect((await asAdmin('PATCH', '/api/admin/users/non-un-id', { nomeAzienda: 'X' })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/password', () => {
  it('sets the new password and ends every session of that user, and no other', async () => {
    const { input, user } = await createUser(t.app, admin);
    const { input: otherInput } = await createUser(t.app, admin);
    const [first, second] = [await userToken(t.app, input.username, input.password), await userToken(t.app, input.username, input.password)];
    const bystander = await userToken(t.app, otherInput.username, otherInput.password);

    const response = await asAdmin('POST', `/api/admin/users/${user.id}/password`, { password: 'nuova-password-7' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.userAccounts.passwordSet });

    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: first } })).statusCode).toBe(401);
    expect((await currentUser(bystander)).statusCode).toBe(200);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);

    expect((await login(input.username, input.password)).statusCode).toBe(401);
    expect((await login(input.username, 'nuova-password-7')).statusCode).toBe(200);
  });

  it('refuses a short, missing or extra-field password with 400 and an unknown id with 404', async () => {
    const { input, user } = await createUser(t.app, admin);
    const url = `/api/admin/users/${user.id}/password`;
    for (const payload of [{ password: 'corta' }, {}, { password: 12345678 }, { password: 'password-lunga', username: 'x' }, { password: 'x'.repeat(201) }]) {
      const response = await asAdmin('POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await login(input.username, input.password)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/users/${UNKNOWN_ID}/password`, { password: 'password-nuova' })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/:id/disable and /enable', () => {
  it('ends the sessions at once and refuses sign-in, saying so only after the right password', async () => {
    const { input, user } = await createUser(t.app, admin, { crediti: 3 });
    const token = await userToken(t.app, input.username, input.password);
    await charge(token, 2);

    t.clock.advance(MINUTE);
    const disabled = await asAdmin('POST', `/api/admin/users/${user.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<AdminUser>()).toMatchObject({ id: user.id, crediti: 2, disabledAt: t.clock.now().toISOString() });

    // The session that was open is gone: by bearer token and by cookie, and it cannot charge.
    expect((await currentUser(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: token } })).statusCode).toBe(401);
    const chargeAfter = await t.app.inject({ method: 'POST', url: '/api/generate-catalog', headers: bearer(token), payload: { numeroImmagini: 1 } });
    expect(chargeAfter.statusCode).toBe(401);

    // The right password: the account says it is disabled, and no session is made.
    const refused = await login(input.username, input.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.userAccounts.accountDisabled, code: 'ACCOUNT_DISABLED' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);

    // A wrong password learns nothing: the same answer as for a username that does not exist.
    const wrong = await login(input.username, 'password-sbagliata');
    const nobody = await login('nessuno-con-questo-nome', 'password-sbagliata');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(nobody.json());
    expect(wrong.body).not.toContain(MESSAGES.userAccounts.accountDisabled);

    // Credits, logs and ledger are kept, and the list shows the state.
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 2, granted: 3, charged: 1, logged: 1 });
    expect(await listed(user.id)).toMatchObject({ crediti: 2, disabledAt: t.clock.now().toISOString() });
  });

  it('leaves no session behind when sign-ins are verifying the password while the account is disabled', async () => {
    const { input, user } = await createUser(t.app, admin);
    // The disable commits while the slow password checks run; a sign-in must not add a session after it.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => login(input.username, input.password)),
      asAdmin('POST', `/api/admin/users/${user.id}/disable`),
    ]);
    expect(answers.at(-1)?.statusCode).toBe(200);
    for (const answer of answers.slice(0, -1)) expect([200, 403]).toContain(answer.statusCode);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
  });

  it('keeps the first date when disabled twice, and re-enabling lets the user in again', async () => {
    const { input, user } = await createUser(t.app, admin);
    const first = (await asAdmin('POST', `/api/admin/users/${user.id}/disable`)).json<AdminUser>();
    t.clock.advance(MINUTE);
    const again = await asAdmin('POST', `/api/admin/users/${user.id}/disable`);
    expect(again.json<AdminUser>().disabledAt).toBe(first.disabledAt);

    const enabled = await asAdmin('POST', `/api/admin/users/${user.id}/enable`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<AdminUser>()).toMatchObject({ id: user.id, disabledAt: null });
    expect((await listed(user.id))?.disabledAt).toBeNull();
    expect((await login(input.username, input.password)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/enable`)).statusCode).toBe(200);
  });

  it('accepts no body or {}, refuses any other body with 400, and an unknown id with 404', async () => {
    const { user } = await createUser(t.app, admin);
    for (const action of ['disable', 'enable']) {
      const url = `/api/admin/users/${user.id}/${action}`;
      expect((await asAdmin('POST', url, {})).statusCode).toBe(200);
      const extra = await asAdmin('POST', url, { disabled: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await asAdmin('POST', `/api/admin/users/${UNKNOWN_ID}/${action}`)).statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user in one go: logs kept without personal data, ledger kept, sessions and keys gone', async () => {
    const { input, user } = await createUser(t.app, admin, { crediti: 5 });
    const { input: otherInput, user: other } = await createUser(t.app, admin, { crediti: 4 });
    const token = await userToken(t.app, input.username, input.password);
    await charge(token, 3, 'chiave-da-eliminare-1');
    await charge(token, 4, 'chiave-da-eliminare-2');
    await charge(await userToken(t.app, otherInput.username, otherInput.password), 6);
    await asAdmin('PATCH', `/api/admin/users/${user.id}/credits`, { crediti: 10 });
    expect(await reconcile(t.database.db, user.id)).toEqual({ balance: 10, granted: 12, charged: 2, logged: 2 });
    const keys = sql`${idempotencyKeys.key} LIKE 'chiave-da-eliminare-%'`;
    expect(await t.database.db.$count(idempotencyKeys, keys)).toBe(2);
    const before = await orphanedLedger();

    const response = await asAdmin('DELETE', `/api/admin/users/${user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.userAccounts.userDeleted });

    expect(await listed(user.id)).toBeUndefined();
    expect((await currentUser(token)).statusCode).toBe(401);
    expect((await login(input.username, input.password)).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await db.$count(idempotencyKeys, keys)).toBe(0);

    // The log keeps both catalogues, with no link to the person and a neutral name.
    const logs = await asAdmin('GET', '/api/admin/catalog-logs');
    const anonymised = logs.json<{ userId: string | null; username: string; numeroImmagini: number }[]>().filter((log) => log.userId === null);
    expect(anonymised.map((log) => [log.username, log.numeroImmagini]).sort()).toEqual([
      [MESSAGES.userAccounts.deletedUserLabel, 3],
      [MESSAGES.userAccounts.deletedUserLabel, 4],
    ]);
    expect(logs.body).not.toContain(input.username);

    // The ledger keeps the user's four rows (two grants, two charges) with no user; they still add
    // up to the balance the user had, the charges still point at the anonymised logs, and every
    // remaining balance reconciles with its rows.
    const after = await orphanedLedger();
    expect({ rows: after.rows - before.rows, sum: after.sum - before.sum }).toEqual({ rows: 4, sum: 10 });
    const charges = await db
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .innerJoin(catalogLogs, eq(catalogLogs.id, creditLedger.catalogLogId))
      .where(sql`${catalogLogs.username} = ${MESSAGES.userAccounts.deletedUserLabel} AND ${creditLedger.userId} IS NULL`);
    expect(charges).toHaveLength(2);
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await reconcile(db, other.id)).toEqual({ balance: 3, granted: 4, charged: 1, logged: 1 });

    // Deleting again is 404, and the username is free for a new account.
    expect((await asAdmin('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
    await createUser(t.app, admin, { username: input.username });
  });

  it('answers 404 for an unknown or malformed id and 400 for a body', async () => {
    expect((await asAdmin('DELETE', `/api/admin/users/${UNKNOWN_ID}`)).json()).toEqual({ error: MESSAGES.errors.userNotFound, code: 'NOT_FOUND' });
    expect((await asAdmin('DELETE', "/api/admin/users/1' OR '1'='1")).statusCode).toBe(404);
    const { user } = await createUser(t.app, admin);
    expect((await asAdmin('DELETE', `/api/admin/users/${user.id}`, { confermo: true })).statusCode).toBe(400);
    expect(await listed(user.id)).toBeDefined();
  });
});

describe('GET /api/admin/users/:id/credit-history', () => {
  it('lists every change from the ledger, newest first: who, when, from, to and why', async () => {
    const { input, user } = await createUser(t.app, admin, { crediti: 5 });
    const created = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    await asAdmin('PATCH', `/api/admin/users/${user.id}/credits`, { crediti: 8 });
    const raised = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    await charge(await userToken(t.app, input.username, input.password), 12);
    const charged = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    await asAdmin('PATCH', `/api/admin/users/${user.id}/credits`, { crediti: 2 });
    const lowered = t.clock.now().toISOString();

    const response = await asAdmin('GET', `/api/admin/users/${user.id}/credit-history`);
    expect(response.statusCode).toBe(200);
    const history = response.json<CreditHistoryEntry[]>();
    const texts = MESSAGES.userAccounts;
    expect(history.map(({ id: _id, ...entry }) => entry)).toEqual([
      { createdAt: lowered, who: 'admin', creditsFrom: 7, creditsTo: 2, reason: 'admin_grant', why: texts.creditsRemoved },
      { createdAt: charged, who: texts.catalogueActor, creditsFrom: 8, creditsTo: 7, reason: 'catalog_charge', why: texts.catalogueCharged(12) },
      { createdAt: raised, who: 'admin', creditsFrom: 5, creditsTo: 8, reason: 'admin_grant', why: texts.creditsAdded },
      { createdAt: created, who: 'admin', creditsFrom: 0, creditsTo: 5, reason: 'admin_grant', why: texts.creditsAdded },
    ]);
    expect(texts.catalogueCharged(12)).toBe('Catalogo generato (12 immagini)');
  });

  it('is empty for a user never credited, 404 for an unknown id', async () => {
    const { user } = await createUser(t.app, admin);
    expect((await asAdmin('GET', `/api/admin/users/${user.id}/credit-history`)).json()).toEqual([]);
    expect((await asAdmin('GET', `/api/admin/users/${UNKNOWN_ID}/credit-history`)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/users/abc/credit-history')).statusCode).toBe(404);
  });
});
