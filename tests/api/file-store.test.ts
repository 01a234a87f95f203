/**
 * The published files' store (issue 36), both kinds against real back ends: a folder, and a real
 * S3-protocol server (s3rver) the test starts. A file appears under its key only once committed,
 * a discarded or half-written one leaves nothing, and a file larger than one upload part streams.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { fileStoreFromConfig, type FileStore } from '../../src/server/storage/index.js';
import { startS3, type TestS3 } from './support/s3-server.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes made in small chunks, never one whole buffer handed over. */
function chunked(data: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= data.length) return this.push(null);
      this.push(data.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.destroy(new Error('client went away'));
      sent += 1024;
      this.push(Buffer.alloc(1024, 7));
    },
  });
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function storeContract(name: string, open: () => { store: FileStore }) {
  describe(name, () => {
    it('gives a file its key only on commit, reads it back whole and deletes it', async () => {
      const { store } = open();
      const data = randomBytes(300 * 1024);
      const key = `link-a/pend-1/${sha(data)}.jpg`;
      const temporary = await store.writeTemporary(chunked(data));
      expect(temporary.bytes).toBe(data.length);
      expect(await store.read(key)).toBeUndefined();
      await temporary.commit(key);
      const stored = await store.read(key);
      expect(stored?.bytes).toBe(data.length);
      expect(sha(await bytesOf(stored!.stream))).toBe(sha(data));
      await store.delete(key);
      expect(await store.read(key)).toBeUndefined();
    });

    it('streams a file of several upload parts (12 MiB)', async () => {
      const { store } = open();
      const data = randomBytes(12 * 1024 * 1024);
      const key = `link-b/pend-2/${sha(data)}.pdf`;
      const temporary = await store.writeTemporary(chunked(data));
      expect(temporary.bytes).toBe(data.length);
      await temporary.commit(key);
      const stored = await store.read(key);
      expect(sha(await bytesOf(stored!.stream))).toBe(sha(data));
    });

    it('leaves nothing of a discarded file, of a broken upload, nor of a deleted prefix', async () => {
      const { store } = open();
      const discarded = await store.writeTemporary(chunked(randomBytes(1000)));
      await discarded.discard();
      await expect(store.writeTemporary(failingAfter(20 * 1024))).rejects.toThrow();
      for (const n of [1, 2]) {
        const temporary = await store.writeTemporary(chunked(Buffer.from(`file ${n}`)));
        await temporary.commit(`link-c/pend-3/${'0'.repeat(63)}${n}.webp`);
      }
      await store.deletePrefix('link-c/');
      expect(await store.read(`link-c/pend-3/${'0'.repeat(63)}1.webp`)).toBeUndefined();
      expect(await store.deleteTemporaryBefore(new Date(Date.now() + 60_000))).toBe(0);
    });

    it('refuses a key the server would never make', async () => {
      const { store } = open();
      await expect(store.read('../etc/passwd')).rejects.toThrow(/invalid storage key/);
      await expect(store.deletePrefix('')).rejects.toThrow(/invalid storage prefix/);
    });
  });
}

let dataDir: string;
let s3: TestS3;
let folder: FileStore;
let bucket: FileStore;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetrina-store-'));
  s3 = await startS3();
  folder = fileStoreFromConfig(loadConfig({ DATA_DIR: dataDir }));
  bucket = fileStoreFromConfig(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

storeContract('in DATA_DIR/published', () => ({ store: folder }));
storeContract('in an S3 bucket (s3rver)', () => ({ store: bucket }));

it('uses the bucket only when S3_BUCKET is set, and keeps temporary files of the folder out of the keys', async () => {
  expect(folder.kind).toBe('filesystem');
  expect(bucket.kind).toBe('s3');
  const temporary = await folder.writeTemporary(chunked(Buffer.from('x')));
  expect(readdirSync(join(dataDir, 'published', '.tmp'))).toHaveLength(1);
  expect(await folder.deleteTemporaryBefore(new Date(Date.now() + 60_000))).toBe(1);
  await expect(temporary.commit('link-d/pend/x.pdf')).rejects.toThrow();
});
