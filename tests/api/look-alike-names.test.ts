/**
 * Issue 13.5: one account cannot be made to look like another. Usernames holding invisible or
 * direction-changing characters are refused, identity fields are NFC, and names and companies keep
 * their letters but lose invisible controls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminUser, type PublicUser } from '../../src/shared/index.js';
import { adminToken, bearer, newUserInput, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const createUser = (input: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin), payload: input });

describe('usernames', () => {
  it.each([
    ['a right-to-left override', 'mario\u202Eossor'],
    ['a zero-width space', 'mario\u200Brossi'],
    ['a zero-width joiner', 'mario\u200Drossi'],
    ['a left-to-right mark', '\u200Emariorossi'],
    ['a byte order mark', '\uFEFFmariorossi'],
    ['a control character', 'mario\u0007rossi'],
    ['a line separator', 'mario\u2028rossi'],
    ['a Hangul filler', 'mario\u3164rossi'],
  ])('refuses %s with an Italian message', async (_what, username) => {
    const response = await createUser(newUserInput({ username }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'username', message: MESSAGES.validation.usernameInvisible }],
    });
  });

  it('refuses them in a rename and in the administrator credentials too', async () => {
    const created = (await createUser(newUserInput())).json<PublicUser>();
    const rename = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${created.id}`, headers: bearer(admin), payload: { username: 'nuovo\u202Enome' } });
    expect(rename.statusCode).toBe(400);
    const credentials = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/auth/credentials',
      headers: bearer(admin),
      payload: { username: 'adm\u200Bin', password: 'password-nuova' },
    });
    expect(credentials.statusCode).toBe(400);
  });

  it('stores a name typed in decomposed form as NFC, and that name signs in either way', async () => {
    const decomposed = 'nicol\u0061\u0300-moda'; // 'a' + combining grave
    const input = newUserInput({ username: decomposed });
    const created = await createUser(input);
    expect(created.statusCode).toBe(201);
    expect(created.json<PublicUser>().username).toBe('nicolà-moda');
    // The precomposed spelling is the same account: a second one is refused as taken.
    expect((await createUser(newUserInput({ username: 'nicolà-moda' }))).statusCode).toBe(409);
    for (const spelling of [decomposed, 'nicolà-moda']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: spelling, password: input.password } });
      expect(login.statusCode).toBe(200);
    }
  });
});

describe('names and companies', () => {
  it('keep their letters and lose invisible controls', async () => {
    const created = await createUser(
      newUserInput({ nomeAzienda: 'Atelier\u202E Rossi\u200B', nomePersona: 'Zoe\u0308 \u2066Bianchi\u2069', telefono: '+39\u200E 02 1234567' }),
    );
    expect(created.statusCode).toBe(201);
    const user = created.json<AdminUser>();
    expect(user.nomeAzienda).toBe('Atelier Rossi');
    expect(user.nomePersona).toBe('Zoë Bianchi');
    expect(user.telefono).toBe('+39 02 1234567');
  });
});
