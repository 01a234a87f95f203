/**
 * Writes one draft file into the user's origin-private folder through a synchronous access handle,
 * which writes from this worker straight to the file: a stream to `createWritable` hands every
 * chunk to the browser process as a Blob of its own, and Chromium held about 190 MB more at the peak
 * of 100 photos that way (docs/decisions/1049). The file is written under a temporary name and
 * renamed when whole, so a write cut short never leaves half a photo under its id.
 */
import { DRAFT_FOLDER, PART_SUFFIX, type FolderWrite, type FolderWriteOutcome, type MovableFileHandle } from './draft-folder-protocol.js';

/** Read a few megabytes at a time: the whole photo never sits in memory. */
const CHUNK_BYTES = 4 * 1024 * 1024;

async function writeFile({ username, name, file }: FolderWrite): Promise<void> {
  const root = await navigator.storage.getDirectory();
  const folder = await (await root.getDirectoryHandle(DRAFT_FOLDER, { create: true })).getDirectoryHandle(username, { create: true });
  const part = (await folder.getFileHandle(name + PART_SUFFIX, { create: true })) as MovableFileHandle;
  const access = await part.createSyncAccessHandle();
  try {
    access.truncate(0);
    for (let at = 0; at < file.size; at += CHUNK_BYTES) {
      const chunk = new Uint8Array(await file.slice(at, at + CHUNK_BYTES).arrayBuffer());
      if (access.write(chunk, { at }) !== chunk.byteLength) throw new DOMException('The disk took part of the chunk', 'QuotaExceededError');
    }
    access.flush();
  } finally {
    access.close();
  }
  await part.move(name);
}

self.onmessage = (event: MessageEvent<FolderWrite>) => {
  writeFile(event.data).then(
    () => self.postMessage({ ok: true } satisfies FolderWriteOutcome),
    (error: unknown) => {
      const name = error instanceof DOMException ? error.name : 'Error';
      self.postMessage({ ok: false, name, message: error instanceof Error ? error.message : String(error) } satisfies FolderWriteOutcome);
    },
  );
};
