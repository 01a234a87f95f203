/**
 * The administrator's database reset (spec 7) takes the published catalogues with it: their rows
 * and their stored files, live and pending alike (DECISIONS 'Published catalogues').
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publish, publishable, reserve, upload } from './support/publishing.js';
import { adminToken, bearer, createUser, startTestApp, userToken, type TestApp } from './support/test-app.js';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-reset-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every stored file under DATA_DIR/published/, as relative paths. */
const storedFiles = () => readdirSync(join(dataDir, 'published'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);

it('removes every published and pending file with the rows', async () => {
  const admin = await adminToken(t.app);
  const { input } = await createUser(t.app, admin, { crediti: 3 });
  const token = await userToken(t.app, input.username, input.password);
  const link = (await publish(t.app, token, await publishable(2))).publication.id;
  const made = await publishable(1, { title: 'In corso' });
  const pending = await reserve(t.app, token);
  expect((await upload(t.app, token, pending.pendingId, made.files[0]!)).statusCode).toBe(200);
  expect(storedFiles().length).toBeGreaterThanOrEqual(4);

  const reset = await t.app.inject({ method: 'POST', url: '/api/admin/reset-database', headers: bearer(admin) });
  expect(reset.statusCode).toBe(200);
  expect(storedFiles()).toEqual([]);
  expect((await t.app.inject({ method: 'GET', url: `/v/${link}` })).statusCode).toBe(404);
});
