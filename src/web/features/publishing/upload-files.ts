/**
 * The publication's files sent a few at a time (decision 1031's second call): each once however
 * many photos share it, the progress told as files finish.
 */
import { inLanes } from './in-lanes.js';
import type { StoredFile } from './stored-file.js';

export const UPLOAD_CONCURRENCY = 3;

export async function uploadFiles(files: readonly StoredFile[], put: (file: StoredFile) => Promise<void>, onProgress: (done: number, total: number) => void, concurrency = UPLOAD_CONCURRENCY): Promise<void> {
  const unique = [...new Map(files.map((file) => [file.name, file])).values()];
  let done = 0;
  onProgress(0, unique.length);
  await inLanes(unique, concurrency, async (file) => {
    await put(file);
    onProgress(++done, unique.length);
  });
}
