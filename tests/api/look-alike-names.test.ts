/**
 * Issues 13.5 and 27.7: one account cannot be made to look like another. Usernames follow PRECIS
 * UsernameCaseMapped (decision 0922) and are unique without regard to case, identity fields are
 * NFC, and names and companies keep their letters but lose invisible controls.
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
    ['a right-to-left override', 'mario\u202Eossor', 'U+202E'],
    ['a zero-width space', 'mario\u200Brossi', 'U+200B'],
    ['a zero-width joiner', 'mario\u200Drossi', 'U+200D'],
    ['a left-to-right mark', '\u200Emariorossi', 'U+200E'],
    ['a byte order mark', '\uFEFFmariorossi', 'U+FEFF'],
    ['a control character', 'mario\u0007rossi', 'U+0007'],
    ['a line separator', 'mario\u2028rossi', 'U+2028'],
    ['a Hangul filler', 'mario\u3164rossi', 'U+3164'],
    // Issue 27.7: what the list of 13.5 let through.
    ['an emoji variation selector', 'mario\uFE0Frossi', 'U+FE0F'],
    ['a supplementary variation selector', 'mario\u{E0100}rossi', 'U+E0100'],
    ['a Khmer inherent vowel', 'mario\u17B4rossi', 'U+17B4'],
    ['a Mongolian variation selector', 'mario\u180Brossi', 'U+180B'],
    ['a blank Braille pattern', 'mario\u2800rossi', 'U+2800'],
    ['a no-break space', 'mario\u00A0rossi', 'U+00A0'],
    ['a hair space', 'mario\u200Arossi', 'U+200A'],
    ['an ideographic space', 'mario\u3000rossi', 'U+3000'],
    ['a noncharacter', 'mariorossi\uFFFF', 'U+FFFF'],
    ['a fullwidth letter', '\uFF4Dariorossi', 'U+FF4D'],
  ])('refuses %s, naming it in Italian', async (_what, username, codePoint) => {
    const response = await createUser(newUserInput({ username }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'username', message: MESSAGES.validation.usernameCharacter(codePoint) }],
    });
  });

  it.each([' mariorossi', 'mariorossi ', 'mario  rossi'])('refuses the spaces of %j', async (username) => {
    const response = await createUser(newUserInput({ username }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: 'username', message: MESSAGES.validation.usernameSpacing }] });
  });

  it('refuses a name that mixes right-to-left and Latin letters in one word', async () => {
    const response = await createUser(newUserInput({ username: 'mario\u05E9\u05DC\u05D5\u05DD' }));
    expect(response.json()).toMatchObject({ details: [{ path: 'username', message: MESSAGES.validation.usernameDirection }] });
  });

  it.each(['Mario Rossi', 'nicolà.moda', 'col·lecció', 'Ελένη', 'Иван_2', 'שלום', '日本語', 'giulia@atelier.it'])(
    'accepts %j',
    async (username) => {
      const response = await createUser(newUserInput({ username }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<PublicUser>().username).toBe(username);
    },
  );

  it('keeps one account per name whatever its case, and signs it in in any case', async () => {
    const input = newUserInput({ username: 'ana89084' });
    expect((await createUser(input)).statusCode).toBe(201);
    const again = await createUser(newUserInput({ username: 'ANA89084' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    const other = (await createUser(newUserInput())).json<PublicUser>();
    const rename = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${other.id}`, headers: bearer(admin), payload: { username: 'Ana89084' } });
    expect(rename.statusCode).toBe(409);
    for (const spelling of ['ana89084', 'ANA89084', 'Ana89084']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: spelling, password: input.password } });
      expect(login.statusCode, spelling).toBe(200);
      expect(login.json<{ user: PublicUser }>().user.username).toBe('ana89084');
    }
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
