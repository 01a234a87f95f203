/**
 * Publishing (issue 36, decision 1031) through HTTP on the real app and database, files in a real
 * folder: reserve, upload, commit; one credit and one log row marked published per version; every
 * file checked by content; nothing visible before the commit; the owner's changes and deletion.
 */
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { catalogLogs, pendingPublications, publishedFiles, settings } from '../../src/server/db/schema.js';
import { deleteExpiredRows } from '../../src/server/services/housekeeping.js';
import { fileStoreFromConfig } from '../../src/server/storage/index.js';
import type { ErrorResponse, PublicationStats, PublicationSummary, PublishResponse, PublicUser } from '../../src/shared/index.js';
import { commit, makePdf, makePhoto, publish, publishable, reserve, upload } from './support/publishing.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-publish-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function seller(crediti = 5): Promise<{ token: string; user: PublicUser }> {
  const { input, user } = await createUser(t.app, admin, { crediti });
  return { token: await userToken(t.app, input.username, input.password), user };
}

const credits = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<PublicUser>().crediti;
const links = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/publications', headers: bearer(token) })).json<PublicationSummary[]>();
const storedUnder = (linkId: string) => (existsSync(join(dataDir, 'published', linkId)) ? readdirSync(join(dataDir, 'published', linkId), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

async function setSetting(key: string, value: string) {
  await t.database.db.update(settings).set({ valore: value }).where(eq(settings.chiave, key));
}

beforeEach(async () => {
  for (const [key, value] of [['publish_max_live_links', '30'], ['publish_max_pdf_mb', '25'], ['publish_max_storage_mb', '500']]) await setSetting(key!, value!);
});

describe('a publish', () => {
  it('charges one credit, writes one log row marked with the link, and makes the link live with its files', async () => {
    const { token, user } = await seller(3);
    const made = await publishable(3);
    const answer = await publish(t.app, token, made);
    expect(answer.creditiRimanenti).toBe(2);
    expect(answer.publication).toMatchObject({ title: 'Primavera 2026', version: 1, status: 'live', priceDisplay: 'all', hasAccessCode: false, allowIndexing: false });
    expect(answer.publication.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.publication.path).toBe(`/v/${answer.publication.id}`);
    expect(answer.publication.storageBytes).toBe(made.files.reduce((sum, file) => sum + file.data.length, 0));
    expect(await credits(token)).toBe(2);
    const logs = await t.database.db.select().from(catalogLogs).where(eq(catalogLogs.userId, user.id));
    expect(logs.map((log) => [log.numeroImmagini, log.publicationId])).toEqual([[3, answer.publication.id]]);
    expect(storedUnder(answer.publication.id).sort()).toEqual(made.files.map((file) => file.name).sort());
    expect(await t.database.db.$count(pendingPublications)).toBe(0);
    expect((await links(token)).map((link) => link.id)).toEqual([answer.publication.id]);
  });

  it('replays the commit for the same Idempotency-Key: one charge, the same link', async () => {
    const { token } = await seller(3);
    const made = await publishable(1);
    const pending = await reserve(t.app, token);
    for (const file of made.files) expect((await upload(t.app, token, pending.pendingId, file)).statusCode).toBe(200);
    const first = await commit(t.app, token, pending.pendingId, made.content, 'chiave-1');
    const again = await commit(t.app, token, pending.pendingId, made.content, 'chiave-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<PublishResponse>().publication.id).toBe(first.json<PublishResponse>().publication.id);
    expect(await credits(token)).toBe(2);
    const missingKey = await t.app.inject({ method: 'POST', url: `/api/publications/pending/${pending.pendingId}/commit`, headers: bearer(token), payload: made.content });
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json<ErrorResponse>().details?.[0]?.message).toMatch(/Idempotency-Key/);
  });

  it('publishes a new version under the same link for one more credit and removes the old files after the commit', async () => {
    const { token } = await seller(3);
    const first = await publish(t.app, token, await publishable(2, { title: 'Prima' }));
    const id = first.publication.id;
    const oldFiles = storedUnder(id);
    const second = await publish(t.app, token, await publishable(1, { title: 'Seconda' }), id);
    expect(second.publication).toMatchObject({ id, version: 2, title: 'Seconda' });
    expect(second.creditiRimanenti).toBe(1);
    const now = storedUnder(id);
    expect(now).toHaveLength(2);
    expect(now.filter((name) => oldFiles.includes(name) && name.endsWith('.pdf'))).toEqual([]);
  });

  it('shows nothing and charges nothing when a named file was never uploaded, or the user has no credits', async () => {
    const { token } = await seller(1);
    const made = await publishable(2);
    const pending = await reserve(t.app, token);
    for (const file of made.files.slice(0, 2)) await upload(t.app, token, pending.pendingId, file);
    const missing = await commit(t.app, token, pending.pendingId, made.content);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorResponse>().details?.[0]?.message).toContain(made.files[2]!.name);
    const declaredWrong = structuredClone(made.content);
    declaredWrong.photos[0]!.renditions[0]!.width += 1;
    await upload(t.app, token, pending.pendingId, made.files[2]!);
    expect((await commit(t.app, token, pending.pendingId, declaredWrong)).statusCode).toBe(400);
    expect(await credits(token)).toBe(1);
    expect(await links(token)).toEqual([]);

    const poor = await seller(0);
    const theirs = await reserve(t.app, poor.token);
    for (const file of made.files) await upload(t.app, poor.token, theirs.pendingId, file);
    const refused = await commit(t.app, poor.token, theirs.pendingId, made.content);
    expect(refused.statusCode).toBe(402);
    expect(await links(poor.token)).toEqual([]);
    expect(storedUnder(theirs.linkId)).toHaveLength(3);

    // A day later the housekeeping removes the never-charged publish, files and all.
    t.clock.advance(25 * 60 * 60 * 1000);
    const config = loadConfig({ DATA_DIR: dataDir });
    await deleteExpiredRows({ db: t.database.db, now: t.clock.now, config }, fileStoreFromConfig(config));
    expect(storedUnder(theirs.linkId)).toEqual([]);
    expect(await t.database.db.$count(publishedFiles, eq(publishedFiles.linkId, theirs.linkId))).toBe(0);
    admin = await adminToken(t.app);
    const again = await userToken(t.app, poor.user.username, 'password-sicura');
    expect((await commit(t.app, again, theirs.pendingId, made.content)).statusCode).toBe(404);
  });

  it("refuses another user's pending publication and link", async () => {
    const owner = await seller(2);
    const other = await seller(2);
    const pending = await reserve(t.app, owner.token);
    const made = await publishable(1);
    expect((await upload(t.app, other.token, pending.pendingId, made.files[0]!)).statusCode).toBe(404);
    const answer = await publish(t.app, owner.token, made);
    const stranger = await t.app.inject({ method: 'POST', url: '/api/publications', headers: bearer(other.token), payload: { linkId: answer.publication.id } });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/publications/${answer.publication.id}`, headers: bearer(other.token), payload: { enabled: false } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/publications/${answer.publication.id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/publications/non-un-id/stats', headers: bearer(owner.token) })).statusCode).toBe(404);
  });

  it('keeps to the live-link limit of the settings', async () => {
    await setSetting('publish_max_live_links', '1');
    const { token } = await seller(3);
    await publish(t.app, token, await publishable(1));
    const refused = await t.app.inject({ method: 'POST', url: '/api/publications', headers: bearer(token), payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().error).toMatch(/cataloghi pubblicati/);
  });
});

describe('an uploaded file', () => {
  it('is checked by its content: name = SHA-256, type by magic bytes, photo size from its header', async () => {
    const { token } = await seller(1);
    const pending = await reserve(t.app, token);
    const photo = await makePhoto(200, 100, 'jpg');
    const ok = await upload(t.app, token, pending.pendingId, photo);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ name: photo.name, bytes: photo.data.length, width: 200, height: 100 });

    const wrongName = await upload(t.app, token, pending.pendingId, photo, `${'a'.repeat(64)}.jpg`);
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json<ErrorResponse>().details?.[0]?.message).toMatch(/SHA-256/);
    const jpegAsWebp = await upload(t.app, token, pending.pendingId, { ...photo, type: 'image/webp' }, photo.name.replace('.jpg', '.webp'));
    expect(jpegAsWebp.statusCode).toBe(400);
    const notPdf = { ...makePdf(), data: Buffer.from('<html>non un pdf</html>') };
    const fakePdf = await upload(t.app, token, pending.pendingId, { ...notPdf, name: makePdf().name.replace(/^[0-9a-f]+/, (await import('node:crypto')).createHash('sha256').update(notPdf.data).digest('hex')) });
    expect(fakePdf.statusCode).toBe(400);
    expect(fakePdf.json<ErrorResponse>().error).toBe('Alcuni dati non sono validi.');
    const big = await makePhoto(1700, 900, 'webp');
    const tooWide = await upload(t.app, token, pending.pendingId, big);
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json<ErrorResponse>().details?.[0]?.message).toMatch(/1600 pixel/);
    const asJson = await t.app.inject({ method: 'PUT', url: `/api/publications/pending/${pending.pendingId}/files/${photo.name}`, headers: bearer(token), payload: { a: 1 } });
    expect(asJson.statusCode).toBe(415);
    const wrongType = await upload(t.app, token, pending.pendingId, { ...photo, type: 'application/pdf' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json<ErrorResponse>().error).toMatch(/PDF, WebP e JPEG/);
  });

  it('is refused past its size limit while it streams (413), and nothing of it is kept', async () => {
    await setSetting('publish_max_pdf_mb', '1');
    const { token } = await seller(1);
    const pending = await reserve(t.app, token);
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const name = `${(await import('node:crypto')).createHash('sha256').update(data).digest('hex')}.pdf`;
    const refused = await upload(t.app, token, pending.pendingId, { name, data, type: 'application/pdf' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json<ErrorResponse>().error).toBe('Il file supera il limite di 1 MB.');
    expect(storedUnder(pending.linkId)).toEqual([]);
    expect(readdirSync(join(dataDir, 'published', '.tmp'))).toEqual([]);
  });
});

describe("the owner's link", () => {
  it('takes changes, counts nothing yet, and is deleted with its files', async () => {
    const { token } = await seller(1);
    const { publication } = await publish(t.app, token, await publishable(1));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/publications/${publication.id}`,
      headers: bearer(token),
      payload: { enabled: false, expiresAt: '2026-03-01T00:00:00.000Z', accessCode: 'segreto-1', priceDisplay: 'retail', allowIndexing: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PublicationSummary>()).toMatchObject({ status: 'disabled', expiresAt: '2026-03-01T00:00:00.000Z', hasAccessCode: true, priceDisplay: 'retail', allowIndexing: true });
    const shortCode = await t.app.inject({ method: 'PATCH', url: `/api/publications/${publication.id}`, headers: bearer(token), payload: { accessCode: '123' } });
    expect(shortCode.statusCode).toBe(400);
    const stats = await t.app.inject({ method: 'GET', url: `/api/publications/${publication.id}/stats`, headers: bearer(token) });
    expect(stats.json<PublicationStats>()).toEqual({ views: [], orders: 0, pieces: 0, total: 0 });
    expect(storedUnder(publication.id)).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/publications/${publication.id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect(existsSync(join(dataDir, 'published', publication.id))).toBe(false);
    expect(await links(token)).toEqual([]);
    const newVersion = await t.app.inject({ method: 'POST', url: '/api/publications', headers: bearer(token), payload: { linkId: publication.id } });
    expect(newVersion.statusCode).toBe(404);
  });
});
