/**
 * Issue 27.7, decision 0922: accounts created before usernames were compared without regard to
 * case keep working. Their key is filled in at start-up, oldest first; an account whose key an
 * older one holds keeps none, is named in the log and signs in by its exact name; an account whose
 * name no longer fits the profile signs in as before.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { hashPassword } from '../../src/server/services/passwords.js';
import { fillMissingUsernameKeys } from '../../src/server/services/username-keys.js';
import type { PublicUser } from '../../src/shared/index.js';
import { adminToken, bearer, newUserInput, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'password-sicura';
/** Created in this order, as the accounts of a database from before migration 0004. */
const OLD_NAMES = ['Mario', 'mario', 'vecchio\u00A0nome', 'Élodie'];

let t: TestApp;
const warnings: unknown[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  for (const [index, username] of OLD_NAMES.entries()) {
    const { password: _unused, crediti: _none, ...fields } = newUserInput({ username });
    await t.database.db.insert(users).values({ ...fields, passwordHash, createdAt: new Date(Date.UTC(2025, 0, index + 1)) });
  }
  const log = { warn: (details: unknown) => warnings.push(details) } as unknown as FastifyBaseLogger;
  await fillMissingUsernameKeys(t.database.db, log);
});
afterAll(() => t.close());

const signIn = (username: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: PASSWORD } });
const keyOf = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0]?.usernameKey;

describe('accounts older than the case-free comparison', () => {
  it('get their key, the older of two colliding names first', async () => {
    expect(await keyOf('Mario')).toBe('mario');
    expect(await keyOf('Élodie')).toBe('élodie');
    expect(await keyOf('vecchio\u00A0nome')).toBe('vecchio\u00A0nome');
    expect(await keyOf('mario')).toBeNull();
    expect(warnings).toEqual([{ username: 'mario' }]);
  });

  it('sign in: each colliding account by its exact name, the keyed one in any case', async () => {
    for (const [typed, account] of [
      ['Mario', 'Mario'],
      ['MARIO', 'Mario'],
      ['mario', 'mario'],
      ['élodie', 'Élodie'],
      ['vecchio\u00A0nome', 'vecchio\u00A0nome'],
    ]) {
      const response = await signIn(typed ?? '');
      expect(response.statusCode, typed).toBe(200);
      expect(response.json<{ user: PublicUser }>().user.username, typed).toBe(account);
    }
  });

  it('block a new account in another case, and a second start changes nothing', async () => {
    const admin = await adminToken(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin), payload: newUserInput({ username: 'ÉLODIE' }) });
    expect(response.statusCode).toBe(409);
    await fillMissingUsernameKeys(t.database.db, { warn: () => undefined } as unknown as FastifyBaseLogger);
    expect(await keyOf('mario')).toBeNull();
    expect(await keyOf('Mario')).toBe('mario');
  });
});
