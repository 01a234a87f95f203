/**
 * The draft's photos and logo as files of the origin-private file system, one folder per user
 * (docs/decisions/1049): each File is streamed to disk a chunk at a time, where IndexedDB made
 * Chromium hold hundreds of megabytes while it copied 100 originals. Where the browser has no such
 * folder, or cannot write it as a stream (Safari before 26, Firefox's private windows), the files
 * stay in IndexedDB (draft-store.ts).
 */
import { DraftStoreError } from './draft-store.js';
import { LOGO_FILE_ID } from './draft-record.js';

const ROOT = 'vetrina-bozze';

function classify(error: unknown): DraftStoreError {
  const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
  return new DraftStoreError(quota ? 'quota' : 'failed', error);
}

async function removeEntry(folder: FileSystemDirectoryHandle, name: string): Promise<void> {
  try {
    await folder.removeEntry(name);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
  }
}

export class DraftFolder {
  /**
   * The Files read back at load, by id: they are the folder's own files, which the browser stops
   * reading once deleted or rewritten. A photo removed from the draft may come back by 'Annulla'
   * with the same File, so its file stays until the next load's `keepOnly`.
   */
  private readonly handedOut = new Map<string, File>();

  private constructor(private readonly folder: FileSystemDirectoryHandle) {}

  /** The user's folder, or undefined where the browser cannot stream files into one. */
  static async open(username: string): Promise<DraftFolder | undefined> {
    if (typeof FileSystemFileHandle === 'undefined' || !('createWritable' in FileSystemFileHandle.prototype)) return undefined;
    try {
      const root = await navigator.storage.getDirectory();
      const drafts = await root.getDirectoryHandle(ROOT, { create: true });
      return new DraftFolder(await drafts.getDirectoryHandle(encodeURIComponent(username), { create: true }));
    } catch {
      // Firefox's private windows refuse the folder (SecurityError): IndexedDB it is.
      return undefined;
    }
  }

  /** Every stored file by id. */
  async read(): Promise<Map<string, File>> {
    const files = new Map<string, File>();
    for await (const handle of this.folder.values()) {
      if (!(handle instanceof FileSystemFileHandle)) continue;
      const file = await handle.getFile();
      files.set(decodeURIComponent(handle.name), file);
      this.handedOut.set(decodeURIComponent(handle.name), file);
    }
    return files;
  }

  /** One file after the other, each streamed: a failed one leaves the file it would replace as it was. */
  async write(put: readonly [string, File][]): Promise<void> {
    try {
      for (const [id, file] of put) {
        // The very file this folder holds, back from an undo: rewriting it would unmake its source.
        if (this.handedOut.get(id) === file) continue;
        const handle = await this.folder.getFileHandle(encodeURIComponent(id), { create: true });
        await file.stream().pipeTo(await handle.createWritable());
        this.handedOut.delete(id);
      }
    } catch (error) {
      throw classify(error);
    }
  }

  /**
   * The files the draft no longer holds. A replaced logo goes at once, so a refused successor never
   * brings it back (docs/decisions/0850); a photo read back at load waits for the next load.
   */
  async remove(ids: readonly string[]): Promise<void> {
    try {
      for (const id of ids) {
        if (this.handedOut.has(id) && id !== LOGO_FILE_ID) continue;
        await removeEntry(this.folder, encodeURIComponent(id));
        this.handedOut.delete(id);
      }
    } catch (error) {
      throw classify(error);
    }
  }

  /** At load: the files of photos removed in an earlier visit, or never named by a saved record, go. */
  async keepOnly(ids: ReadonlySet<string>): Promise<void> {
    const names: string[] = [];
    for await (const name of this.folder.keys()) if (!ids.has(decodeURIComponent(name))) names.push(name);
    for (const name of names) {
      await removeEntry(this.folder, name);
      this.handedOut.delete(decodeURIComponent(name));
    }
  }

  /** 'Nuovo catalogo': every file but those a photo could still be read from (`remove`'s rule). */
  async clear(): Promise<void> {
    const ids: string[] = [];
    for await (const name of this.folder.keys()) ids.push(decodeURIComponent(name));
    await this.remove(ids);
  }
}
