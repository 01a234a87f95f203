import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../src/shared/index.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

const HOSTILE = '</script><script>alert(1)</script>';

/** The page's JSON block of the signed-in screen (the user, the photo limit), as the browser's entry reads it. */
function embeddedScreen(html: string): { user?: unknown; maxImages?: unknown } | undefined {
  const match = /<script type="application\/json" id="vetrina-screen">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as { user?: unknown; maxImages?: unknown }) : undefined;
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

describe("the generator's first screen drawn by the server (decision 1021)", () => {
  let t: TestApp;
  let webRoot: string;
  let plainPage: string;
  let token: string;
  let user: PublicUser;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'vetrina-web-'));
    mkdirSync(join(webRoot, 'assets'));
    // The app's own template: the server fills the places it marks.
    copyFileSync('src/web/index.html', join(webRoot, 'index.html'));
    plainPage = readFileSync(join(webRoot, 'index.html'), 'utf8');
    t = await startTestApp({ webRoot });
    const admin = await adminToken(t.app);
    const created = await createUser(t.app, admin, { nomeAzienda: 'Atelier Bianchi', crediti: 7 });
    user = created.user;
    token = await userToken(t.app, created.input.username, created.input.password);
    const limit = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/max_images_per_catalog',
      headers: bearer(admin),
      payload: { valore: '48', descrizione: 'Limite massimo di immagini per catalogo' },
    });
    expect(limit.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("answers '/' with a session with the user's header and the form, and the user's data for the browser", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', cookies: { vetrina_session: token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toContain('private');
    expect(cacheControl).toContain('no-store');
    const root = rootOf(response.body);
    expect(root).toContain('Atelier Bianchi');
    expect(root).toContain('Giulia Rossi');
    expect(root).toContain('7 crediti');
    expect(root).toContain('Personalizza il Catalogo');
    expect(root).toContain('Titolo');
    expect(root).not.toContain('Caricamento...');
    const byApi = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { vetrina_session: token } });
    // The administrator's limit in force comes with the page, so the form need not ask for it again.
    expect(embeddedScreen(response.body)).toEqual({ user: byApi.json(), maxImages: 48 });
    // The app's script is still there to hydrate it, under the same CSP as every page.
    expect(response.body).toContain('<script type="module" src="./main.tsx">');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('compresses the page for a client that accepts brotli', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', cookies: { vetrina_session: token }, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('Atelier Bianchi');
  });

  it('sends the plain page without a session, with a bad or an expired one, and on other paths', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/' });
    const forged = await t.app.inject({ method: 'GET', url: '/', cookies: { vetrina_session: 'not-a-session' } });
    const malformed = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'vetrina_session=%%%; other=1' } });
    const elsewhere = await t.app.inject({ method: 'GET', url: '/pubblicati', cookies: { vetrina_session: token } });
    for (const response of [anonymous, forged, malformed, elsewhere]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(plainPage);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // As the API does: a dead session's cookie is cleared.
    expect(forged.cookies.find((cookie) => cookie.name === 'vetrina_session')?.value).toBe('');

    const sessionToExpire = await userToken(t.app, user.username, 'password-sicura');
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/', cookies: { vetrina_session: sessionToExpire } });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toBe(plainPage);
  });

  it('writes a company named as markup as text, in the page and in its data', async () => {
    const admin = await adminToken(t.app);
    const created = await createUser(t.app, admin, { nomeAzienda: HOSTILE });
    const hostileToken = await userToken(t.app, created.input.username, created.input.password);
    const response = await t.app.inject({ method: 'GET', url: '/', cookies: { vetrina_session: hostileToken } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(rootOf(response.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(embeddedScreen(response.body)?.user).toMatchObject({ nomeAzienda: HOSTILE });
  });
});
