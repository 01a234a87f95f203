/**
 * The administrator and published catalogues (issue 36): every user's links with storage and
 * orders, a link blocked for abuse (the public then gets 410, the owner cannot lift it), and the
 * publishing limits as settings.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPublicationsOfUser, ErrorResponse, PublicationSummary, PublishLimitsSettings } from '../../src/shared/index.js';
import { publish, publishable } from './support/publishing.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-admin-pub-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('lists every user with links, blocks a link for abuse, and keeps the owner from lifting the block', async () => {
  const { input, user } = await createUser(t.app, admin, { crediti: 3, username: 'atelier-bloccato' });
  const token = await userToken(t.app, input.username, input.password);
  const { publication } = await publish(t.app, token, await publishable(2, { title: 'Da controllare' }));
  const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/publications', headers: bearer(admin) })).json<AdminPublicationsOfUser[]>();
  expect(listed).toEqual([
    expect.objectContaining({ userId: user.id, username: 'atelier-bloccato', storageBytes: publication.storageBytes, orders: 0, links: [expect.objectContaining({ id: publication.id, status: 'live' })] }),
  ]);

  const blocked = await t.app.inject({ method: 'PATCH', url: `/api/admin/publications/${publication.id}`, headers: bearer(admin), payload: { blocked: true } });
  expect(blocked.json<PublicationSummary>().status).toBe('blocked');
  expect((await t.app.inject({ method: 'GET', url: `/v/${publication.id}` })).statusCode).toBe(410);
  await t.app.inject({ method: 'PATCH', url: `/api/publications/${publication.id}`, headers: bearer(token), payload: { enabled: true } });
  expect((await t.app.inject({ method: 'GET', url: `/api/v/${publication.id}` })).json<ErrorResponse>().code).toBe('GONE');
  await t.app.inject({ method: 'PATCH', url: `/api/admin/publications/${publication.id}`, headers: bearer(admin), payload: { blocked: false } });
  expect((await t.app.inject({ method: 'GET', url: `/v/${publication.id}` })).statusCode).toBe(200);

  expect((await t.app.inject({ method: 'GET', url: '/api/admin/publications', headers: bearer(token) })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/publications/AAAAAAAAAAAAAAAAAAAAAA', headers: bearer(admin), payload: { blocked: true } })).statusCode).toBe(404);
});

it('reads and changes the publishing limits, within their ranges', async () => {
  const limits = await t.app.inject({ method: 'GET', url: '/api/admin/publish-limits', headers: bearer(admin) });
  expect(limits.json<PublishLimitsSettings>()).toEqual({ liveLinks: 30, storageMb: 500, photos: 100, pdfMb: 25, photoMb: 2 });
  const changed = await t.app.inject({ method: 'PATCH', url: '/api/admin/publish-limits', headers: bearer(admin), payload: { liveLinks: 1, pdfMb: 10 } });
  expect(changed.json<PublishLimitsSettings>()).toMatchObject({ liveLinks: 1, pdfMb: 10, photos: 100 });
  const outOfRange = await t.app.inject({ method: 'PATCH', url: '/api/admin/publish-limits', headers: bearer(admin), payload: { photoMb: 3 } });
  expect(outOfRange.statusCode).toBe(400);
  expect(outOfRange.json<ErrorResponse>().details?.[0]?.message).toBe('Il valore massimo è 2.');

  const { input } = await createUser(t.app, admin, { crediti: 3 });
  const token = await userToken(t.app, input.username, input.password);
  await publish(t.app, token, await publishable(1));
  expect((await t.app.inject({ method: 'POST', url: '/api/publications', headers: bearer(token), payload: {} })).statusCode).toBe(403);
});

it("removes a deleted user's links and their files", async () => {
  await t.app.inject({ method: 'PATCH', url: '/api/admin/publish-limits', headers: bearer(admin), payload: { liveLinks: 30 } });
  const { input, user } = await createUser(t.app, admin, { crediti: 3 });
  const token = await userToken(t.app, input.username, input.password);
  const { publication } = await publish(t.app, token, await publishable(1));
  expect(existsSync(join(dataDir, 'published', publication.id))).toBe(true);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: bearer(admin), payload: {} })).statusCode).toBe(200);
  expect(existsSync(join(dataDir, 'published', publication.id))).toBe(false);
  expect((await t.app.inject({ method: 'GET', url: `/v/${publication.id}` })).statusCode).toBe(404);
});
