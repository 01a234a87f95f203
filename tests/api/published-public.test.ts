/**
 * The public side of a published catalogue (issue 36): the page with its data inlined and never
 * run, strict headers, prices as the owner chose, files with long caching, Italian 404 and 410
 * pages that show nothing, the access code (rate-limited, a cookie per link) and views counted
 * once per visitor and day without cookies; no session is ever read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, PublicationStats, PublicPageData, PublishResponse } from '../../src/shared/index.js';
import { publish, publishable, type Publishable } from './support/publishing.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

/** The cover's box is 62 % of a phone's height (70 % from 768 px): a 4:3 cover is drawn 4/3 of that wide. */
const LANDSCAPE_COVER_SIZES = '(min-width: 768px) max(100vw, 93.33vh), max(100vw, 82.67vh)';

const TEMPLATE = '<!doctype html><html lang="it"><head><script type="module" src="/assets/vetrina.js"></script><!--vetrina-head--></head><body><div id="vetrina"><!--vetrina-page--></div><!--vetrina-data--></body></html>';

let t: TestApp;
let dataDir: string;
let token: string;
let made: Publishable;
let published: PublishResponse;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-public-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir }, publicPageTemplate: async () => TEMPLATE });
  const admin = await adminToken(t.app);
  const { input } = await createUser(t.app, admin, { crediti: 10, nomeAzienda: 'Atelier Rosa Srl' });
  token = await userToken(t.app, input.username, input.password);
  made = await publishable(3, { title: 'Primavera <b>2026</b> $& $1' });
  published = await publish(t.app, token, made);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="vetrina-data">(.*?)<\/script>/s.exec(html)![1]!) as PublicPageData;
const change = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/publications/${id}`, headers: bearer(token), payload });

async function fresh(title = 'Un altro') {
  return (await publish(t.app, token, await publishable(1, { title }))).publication.id;
}

describe('the page at /v/:id', () => {
  it('fills the template: data as JSON that is never run, the head, strict headers, noindex', async () => {
    const id = published.publication.id;
    const page = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|blob|data)/);
    expect(csp).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<title>Primavera &lt;b&gt;2026&lt;/b&gt; $&amp; $1</title>');
    // The cover preloaded as the page's <img> will pick it: the same srcset and sizes, first in line.
    const cover = made.content.photos[0]!.renditions[0]!;
    expect(page.body).toContain(`<link rel="preload" as="image" href="/v/${id}/files/${cover.file}" imagesrcset="/v/${id}/files/${cover.file} ${cover.width}w" imagesizes="${LANDSCAPE_COVER_SIZES}" fetchpriority="high">`);
    // The hostile caption is data: no '<' of it reaches the HTML.
    const block = /id="vetrina-data">(.*?)<\/script>/s.exec(page.body)![1]!;
    expect(block).not.toContain('<');
    expect(block).toContain('\\u003cimg src=x onerror=alert(1)>');
    const data = dataOf(page.body);
    expect(data.status).toBe('ok');
    if (data.status !== 'ok') return;
    expect(data.catalogue).toMatchObject({ id, version: 1, priceDisplay: 'all', ordering: true, filesBase: `/v/${id}/files/` });
    expect(data.catalogue.company.name).toBe('Atelier Rosa Srl');
    expect(data.catalogue.content.photos[1]!.caption!.name).toBe('Abito <img src=x onerror=alert(1)>');
    expect(data.catalogue.content.photos[0]!.caption).toMatchObject({ price: 120, retailPrice: 290 });
  });

  it('sends the first screen as HTML in the catalogue language, every text of the content escaped (decision 1042)', async () => {
    const id = published.publication.id;
    const page = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    const body = /<div id="vetrina">(.*?)<script type="application\/json"/s.exec(page.body)![1]!;
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(body).toMatch(/<h1[^>]*>Primavera &lt;b&gt;2026&lt;\/b&gt; \$&amp; \$1<\/h1>/);
    // The cover's <img> is the preload's: the same rendition set and sizes, fetched first.
    const cover = made.content.photos[0]!.renditions[0]!;
    const coverImage = new RegExp(`<img src="/v/${id}/files/${cover.file}" srcSet="/v/${id}/files/${cover.file} ${cover.width}w" sizes="${LANDSCAPE_COVER_SIZES.replace(/[()]/g, '\\$&')}" [^>]*fetchPriority="high"`);
    expect(body).toMatch(coverImage);
    expect(body).toContain('>Products</h2>');
    expect(body).toContain('Abito &lt;img src=x onerror=alert(1)&gt;');
    // The only elements are the page's own: no markup from a caption became an element.
    expect(body).not.toMatch(/<img src=x/i);
    expect(body).not.toMatch(/<b>|<script/i);
    // Compressed for a phone's link when the client accepts it.
    const packed = await t.app.inject({ method: 'GET', url: `/v/${id}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(page.body);
  });

  it('gives the same data at /api/v/:id, never reading a session, and counts one view per visitor and day, none for a HEAD', async () => {
    const id = await fresh('Viste');
    const asOne = { 'user-agent': 'Telefono A' };
    for (let n = 0; n < 3; n += 1) {
      // An invalid bearer token and a stale session cookie: a route that read sessions would answer 401.
      const answer = await t.app.inject({ method: 'GET', url: `/api/v/${id}`, headers: { ...asOne, authorization: 'Bearer non-valido', cookie: 'vetrina_session=scaduta' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json<PublicPageData>().status).toBe('ok');
    }
    await t.app.inject({ method: 'GET', url: `/v/${id}`, headers: { 'user-agent': 'Telefono B' } });
    // A HEAD answers as the page would, and is nobody's view.
    for (const url of [`/v/${id}`, `/api/v/${id}`]) expect((await t.app.inject({ method: 'HEAD', url, headers: { 'user-agent': 'Anteprima link' } })).statusCode).toBe(200);
    const stats = (await t.app.inject({ method: 'GET', url: `/api/publications/${id}/stats`, headers: bearer(token) })).json<PublicationStats>();
    expect(stats.views).toEqual([{ day: '2026-01-15', views: 2 }]);
  });

  it('removes the prices the owner hides before they leave the server, and offers ordering only with wholesale prices', async () => {
    const id = await fresh('Prezzi');
    await change(id, { priceDisplay: 'retail', allowIndexing: true });
    const retail = await t.app.inject({ method: 'GET', url: `/api/v/${id}` });
    expect(retail.headers['x-robots-tag']).toBeUndefined();
    const shown = retail.json<PublicPageData>();
    if (shown.status !== 'ok') throw new Error('locked');
    expect(shown.catalogue.ordering).toBe(false);
    expect(shown.catalogue.content.photos[0]!.caption).toMatchObject({ retailPrice: 290 });
    expect(shown.catalogue.content.photos[0]!.caption).not.toHaveProperty('price');
    // The page drawn by the server shows the prices as chosen, drawn again when the choice changes.
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}` })).body).toMatch(/290\.00/);
    await change(id, { priceDisplay: 'none' });
    const none = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    expect(none.body).not.toMatch(/290\.00/);
    expect(none.body).not.toContain('"price"');
    expect(none.body).not.toContain('retailPrice');
    expect(none.body).not.toContain('noindex');
  });
});

describe('a file of the link', () => {
  it('is served with its ETag and a year of immutable caching, only from the live version', async () => {
    const pdf = made.files[0]!;
    const url = `/v/${published.publication.id}/files/${pdf.name}`;
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(pdf.data)).toBe(true);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/pdf', etag: `"${pdf.name.slice(0, 64)}"`, 'cache-control': 'public, max-age=31536000, immutable' });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"${pdf.name.slice(0, 64)}"` } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `/v/${published.publication.id}/files/${'f'.repeat(64)}.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v/${published.publication.id}/files/..%2F..%2Fetc` })).statusCode).toBe(404);

    const id = await fresh('Versioni');
    const before = (await t.app.inject({ method: 'GET', url: `/api/v/${id}` })).json<PublicPageData>();
    if (before.status !== 'ok') throw new Error('locked');
    const oldPdf = before.catalogue.content.pdf.file;
    await publish(t.app, token, await publishable(1, { title: 'Versione 2' }), id);
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}/files/${oldPdf}` })).statusCode).toBe(404);
  });
});

describe('a link that is not live', () => {
  it('answers an Italian 410 page when disabled, blocked or expired, 404 when deleted or unknown, and shows nothing of it', async () => {
    const id = await fresh('Segreto di stagione');
    await change(id, { enabled: false });
    const disabled = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    expect(disabled.statusCode).toBe(410);
    expect(disabled.body).toContain('Questo catalogo non è più disponibile.');
    expect(disabled.body).not.toContain('Segreto');
    expect(disabled.headers['content-security-policy']).toContain("default-src 'none'");
    const api = await t.app.inject({ method: 'GET', url: `/api/v/${id}` });
    expect(api.statusCode).toBe(410);
    expect(api.json<ErrorResponse>()).toEqual({ code: 'GONE', error: 'Questo catalogo non è più disponibile.' });
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}/files/${made.files[0]!.name}` })).statusCode).toBe(410);

    await change(id, { enabled: true, expiresAt: '2026-01-15T09:00:00.000Z' });
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}` })).statusCode).toBe(410);
    await change(id, { expiresAt: '2026-01-16T09:00:00.000Z' });
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}` })).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: `/v/${id}` })).statusCode).toBe(410);

    await t.app.inject({ method: 'DELETE', url: `/api/publications/${id}`, headers: bearer(token) });
    const deleted = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.body).toContain('Catalogo pubblicato non trovato.');
    expect((await t.app.inject({ method: 'GET', url: '/v/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v/<script>' })).statusCode).toBe(404);
  });
});

describe('an access code', () => {
  it('locks the page and the files until entered; the cookie vetrina_v_<id> then opens them; tries are limited', async () => {
    const id = await fresh('Riservato');
    await change(id, { accessCode: 'codice-123' });
    const locked = await t.app.inject({ method: 'GET', url: `/v/${id}` });
    expect(dataOf(locked.body)).toEqual({ status: 'locked', id, language: made.content.settings.language });
    expect(locked.body).not.toContain('Riservato');
    const data = (await t.app.inject({ method: 'GET', url: `/api/v/${id}` })).json<PublicPageData>();
    if (data.status !== 'locked') throw new Error('open');
    const firstFile = `/v/${id}/files/${made.files[0]!.name}`;
    expect((await t.app.inject({ method: 'GET', url: firstFile })).statusCode).toBe(403);

    const wrong = await t.app.inject({ method: 'POST', url: `/api/v/${id}/access`, payload: { code: 'sbagliato' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ErrorResponse>().error).toBe('Codice di accesso non valido.');
    const right = await t.app.inject({ method: 'POST', url: `/api/v/${id}/access`, payload: { code: 'codice-123' } });
    expect(right.statusCode).toBe(204);
    const cookie = right.cookies.find((c) => c.name === `vetrina_v_${id}`)!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    const open = await t.app.inject({ method: 'GET', url: `/api/v/${id}`, cookies: { [cookie.name]: cookie.value } });
    expect(open.json<PublicPageData>().status).toBe('ok');
    const pdf = await t.app.inject({ method: 'GET', url: `/v/${id}/files/${(open.json<PublicPageData>() as { catalogue: { content: { pdf: { file: string } } } }).catalogue.content.pdf.file}`, cookies: { [cookie.name]: cookie.value } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    // A new code voids the cookies of the old one.
    await change(id, { accessCode: 'codice-456' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v/${id}`, cookies: { [cookie.name]: cookie.value } })).json<PublicPageData>().status).toBe('locked');

    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: `/api/v/${id}/access`, payload: { code: `tentativo-${n}` }, remoteAddress: '10.0.0.9' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await t.app.inject({ method: 'POST', url: `/api/v/${id}/access`, payload: { code: 'codice-456' }, remoteAddress: '10.0.0.9' });
    expect(blocked.statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: `/api/v/${id}/access`, payload: { code: 'codice-456' }, remoteAddress: '10.0.0.10' })).statusCode).toBe(204);
  });
});
