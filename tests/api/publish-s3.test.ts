/**
 * Publishing with S3_BUCKET set (issue 36): the same publish, served and deleted through a real
 * S3-protocol server (s3rver) the test starts; nothing is written under DATA_DIR/published.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publish, publishable } from './support/publishing.js';
import { startS3, type TestS3 } from './support/s3-server.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let s3: TestS3;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3('vetrina-pubblicati');
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-s3-publish-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('stores, serves, replaces and deletes a publication in the bucket', async () => {
  const admin = await adminToken(t.app);
  const { input } = await createUser(t.app, admin, { crediti: 3 });
  const token = await userToken(t.app, input.username, input.password);
  const made = await publishable(2);
  const { publication } = await publish(t.app, token, made);
  // The second photo: the next version (one photo) does not carry it.
  const photo = made.files[2]!;
  const served = await t.app.inject({ method: 'GET', url: `/v/${publication.id}/files/${photo.name}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.rawPayload.equals(photo.data)).toBe(true);
  expect(existsSync(join(dataDir, 'published'))).toBe(false);

  await publish(t.app, token, await publishable(1, { title: 'Seconda' }), publication.id);
  expect((await t.app.inject({ method: 'GET', url: `/v/${publication.id}/files/${photo.name}` })).statusCode).toBe(404);
  await t.app.inject({ method: 'DELETE', url: `/api/publications/${publication.id}`, headers: bearer(token) });
  expect((await t.app.inject({ method: 'GET', url: `/v/${publication.id}` })).statusCode).toBe(404);
});
