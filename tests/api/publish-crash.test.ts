/**
 * A crash mid-publish (issue 36): the real server is killed with SIGKILL while commits run and an
 * upload is half sent, restarted on the same data, and then: every link is whole (its row, its log
 * row and every file it names in the store) or absent, the credits balance, and once the
 * housekeeping has run a day later nothing of an unfinished publish is left in the store.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { catalogLogs, pendingPublications, publications, publishedFiles } from '../../src/server/db/schema.js';
import { deleteStalePublishing } from '../../src/server/services/publications/cleanup.js';
import { fileStoreFromConfig } from '../../src/server/storage/index.js';
import type { AdminLoginResponse, LoginResponse, PendingPublication, PublicUser } from '../../src/shared/index.js';
import { reconcile } from './support/ledger.js';
import { publishable } from './support/publishing.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { prepareServerDatabase } from './support/test-database.js';

const GRANTED = 50;
const PUBLISHES = 8;

let env: Record<string, string>;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ env, dispose } = await prepareServerDatabase('vetrina-publish-crash-'));
});
afterAll(() => dispose());

async function api<T>(server: ServerProcess, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json().catch(() => undefined)) as T };
}

function filesOnDisk(dataDir: string): string[] {
  const root = join(dataDir, 'published');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

it('leaves no half-published link and, after the housekeeping, no orphan file', { timeout: 120_000 }, async () => {
  let server = await startServerProcess(env);
  await api(server, 'POST', '/api/admin/init');
  const admin = (await api<AdminLoginResponse>(server, 'POST', '/api/admin/auth/login', undefined, { username: 'admin', password: 'admin' })).json.token;
  const created = await api<PublicUser>(server, 'POST', '/api/admin/users', admin, {
    username: 'crash-publish',
    password: 'password-sicura',
    nomeAzienda: 'Moda Srl',
    nomePersona: 'Giulia Rossi',
    telefono: '+39 02 1234567',
    email: 'crash@example.com',
    crediti: GRANTED,
  });
  const token = (await api<LoginResponse>(server, 'POST', '/api/login', undefined, { username: 'crash-publish', password: 'password-sicura' })).json.token;

  // Every publish reserved and uploaded; then the commits all at once, and the kill at the first answer.
  const ready: { pending: PendingPublication; content: unknown }[] = [];
  for (let n = 0; n < PUBLISHES; n += 1) {
    const made = await publishable(3, { title: `Catalogo ${n}` });
    const pending = (await api<PendingPublication>(server, 'POST', '/api/publications', token, {})).json;
    for (const file of made.files) {
      const response = await fetch(`${server.url}/api/publications/pending/${pending.pendingId}/files/${file.name}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': file.type },
        body: new Uint8Array(file.data),
      });
      expect(response.status).toBe(200);
    }
    ready.push({ pending, content: made.content });
  }
  // One upload half sent when the server dies: its bytes are in a temporary file at most.
  const stalled = (await api<PendingPublication>(server, 'POST', '/api/publications', token, {})).json;
  let sendMore: (() => void) | undefined;
  const halfSent = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x20)])));
      sendMore = () => controller.close();
    },
  });
  const stalledUpload = fetch(`${server.url}/api/publications/pending/${stalled.pendingId}/files/${'0'.repeat(64)}.pdf`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
    body: halfSent,
    duplex: 'half',
  } as RequestInit).catch(() => undefined);

  let crashing: Promise<void> | undefined;
  let answered = 0;
  await Promise.all(
    ready.map(async ({ pending, content }, index) => {
      try {
        const { status } = await api(server, 'POST', `/api/publications/pending/${pending.pendingId}/commit`, token, content, { 'idempotency-key': `k-${index}` });
        if (status === 200) answered += 1;
      } catch {
        // The connection died with the server: the commit may or may not have happened.
      }
      crashing ??= server.crash();
    }),
  );
  await crashing;
  sendMore?.();
  await stalledUpload;

  server = await startServerProcess(env);
  const listed = await api<{ id: string; status: string }[]>(server, 'GET', '/api/publications', token);
  expect(listed.status).toBe(200);
  expect(listed.json.length).toBeGreaterThanOrEqual(answered);
  await server.stop();

  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    const db = database.db;
    const live = await db.select().from(publications);
    expect(live.map((row) => row.id).sort()).toEqual(listed.json.map((row) => row.id).sort());
    const logs = await db.select().from(catalogLogs);
    expect(logs.map((log) => log.publicationId).sort()).toEqual(live.map((row) => row.id).sort());
    const books = await reconcile(db, created.json.id);
    expect(books.balance + books.logged).toBe(GRANTED);
    const liveFiles = await db.select().from(publishedFiles);
    const onDisk = new Set(filesOnDisk(config.dataDir));
    for (const row of live) {
      const files = liveFiles.filter((file) => file.linkId === row.id);
      expect(files.every((file) => file.live)).toBe(true);
      expect(files).toHaveLength(4);
      for (const file of files) expect(onDisk.has(file.storageKey)).toBe(true);
    }

    // A day later the housekeeping leaves only the live versions' files in the store.
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await deleteStalePublishing({ db, now: () => later, config }, fileStoreFromConfig(config));
    expect(await db.$count(pendingPublications)).toBe(0);
    const kept = (await db.select({ key: publishedFiles.storageKey }).from(publishedFiles)).map((row) => row.key).sort();
    expect(filesOnDisk(config.dataDir).sort()).toEqual(kept);
  } finally {
    await database.close();
  }
});
