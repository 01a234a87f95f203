/**
 * Published files under DATA_DIR/published/: written to `.tmp/<random>`, fsynced, then renamed to
 * their key, so a crash leaves at worst a temporary file (removed by the housekeeping), never half
 * a file under a key.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, type FileStore, type StoredFile, type TemporaryFile } from './file-store.js';

const TEMPORARY = '.tmp';

async function fsync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function filesystemStore(root: string): FileStore {
  const temporaryDir = join(root, TEMPORARY);
  return {
    kind: 'filesystem',

    async writeTemporary(body: Readable): Promise<TemporaryFile> {
      await mkdir(temporaryDir, { recursive: true });
      const path = join(temporaryDir, randomBytes(16).toString('hex'));
      try {
        await pipeline(body, createWriteStream(path, { flags: 'wx' }));
        await fsync(path);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const { size } = await stat(path);
      return {
        bytes: size,
        async commit(key: string) {
          const target = join(root, checkKey(key));
          await mkdir(dirname(target), { recursive: true });
          await rename(path, target);
          await fsync(dirname(target));
        },
        discard: () => rm(path, { force: true }),
      };
    },

    async read(key: string): Promise<StoredFile | undefined> {
      const path = join(root, checkKey(key));
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), bytes: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key: string) {
      await rm(join(root, checkKey(key)), { force: true });
    },

    async deletePrefix(prefix: string) {
      await rm(join(root, checkPrefix(prefix)), { recursive: true, force: true });
    },

    async deleteTemporaryBefore(before: Date): Promise<number> {
      let names: string[];
      try {
        names = await readdir(temporaryDir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const path = join(temporaryDir, name);
        const info = await stat(path).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
