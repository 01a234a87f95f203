/** The configured file store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/published/. */
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { FileStore } from './file-store.js';
import { filesystemStore } from './filesystem-store.js';
import { s3Store } from './s3-store.js';

export type { FileStore, StoredFile, TemporaryFile } from './file-store.js';

export function fileStoreFromConfig(config: Config): FileStore {
  return config.s3 ? s3Store(config.s3) : filesystemStore(join(config.dataDir, 'published'));
}
