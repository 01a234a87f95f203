/**
 * Where published files live (DECISIONS 'Published catalogues'): one interface, a folder under
 * DATA_DIR by default or an S3-compatible bucket. A file is written whole under a temporary name
 * and only then given its key, so a key never names half a file; the database says which keys
 * belong to a live version.
 */
import type { Readable } from 'node:stream';

/** A file written under a temporary name: `commit` gives it its key, `discard` removes it. */
export interface TemporaryFile {
  bytes: number;
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  bytes: number;
}

export interface FileStore {
  readonly kind: 'filesystem' | 's3';
  /** Streams `body` to a temporary name (never held whole in memory). */
  writeTemporary(body: Readable): Promise<TemporaryFile>;
  /** The file under `key`, or undefined when there is none. */
  read(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` ('<linkId>/' or '<linkId>/<pendingId>/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Temporary files older than `before`: left by a crash mid-upload. */
  deleteTemporaryBefore(before: Date): Promise<number>;
}

/** Keys are made by the server from validated ids and names; this refuses anything else. */
export const STORAGE_KEY = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_.-]{1,100}){1,2}$/;

export function checkKey(key: string): string {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}\/([A-Za-z0-9_-]{1,64}\/)?$/.test(prefix)) throw new Error(`invalid storage prefix: ${prefix}`);
  return prefix;
}
