/**
 * The browser's IndexedDB, raw (no dependency for four calls), holding each signed-in user's draft
 * and last catalogue under their username: nothing here ever leaves the browser (docs/decisions/0631).
 */
import type { DraftRecord } from './draft-record.js';

const DB_NAME = 'vetrina';
const DB_VERSION = 1;
/** username → DraftRecord */
const DRAFTS = 'drafts';
/** [username, file id] → File */
const FILES = 'draftFiles';
/** username → LastCatalog */
const CATALOGS = 'lastCatalogs';

export interface LastCatalog {
  fileName: string;
  pdf: Blob;
}

export type StoreProblem = 'unavailable' | 'quota' | 'failed';

export class DraftStoreError extends Error {
  constructor(
    readonly problem: StoreProblem,
    cause: unknown,
  ) {
    super(`IndexedDB: ${problem}`, { cause });
    this.name = 'DraftStoreError';
  }
}

function classify(error: unknown): DraftStoreError {
  if (error instanceof DraftStoreError) return error;
  const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
  return new DraftStoreError(quota ? 'quota' : 'failed', error);
}

let opening: Promise<IDBDatabase> | null = null;

/** Opened once per page; private windows of some browsers refuse it, or have no indexedDB at all. */
function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    try {
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        for (const name of [DRAFTS, FILES, CATALOGS]) request.result.createObjectStore(name);
      };
      request.onsuccess = () => {
        // Another tab upgrading the database must not wait on this one.
        request.result.onversionchange = () => request.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(new DraftStoreError('unavailable', request.error));
    } catch (error) {
      reject(new DraftStoreError('unavailable', error));
    }
  });
  return opening;
}

/** One transaction: `work` issues its requests and returns how to read the result once committed. */
async function transact<T>(stores: string[], mode: IDBTransactionMode, work: (transaction: IDBTransaction) => () => T): Promise<T> {
  const database = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    let transaction: IDBTransaction | undefined;
    try {
      transaction = database.transaction(stores, mode);
      const opened = transaction;
      opened.onabort = () => reject(classify(opened.error));
      const result = work(opened);
      opened.oncomplete = () => resolve(result());
    } catch (error) {
      // A request refused at once (a value that cannot be stored, a closed database): nothing
      // of this transaction may be committed.
      reject(classify(error));
      try {
        transaction?.abort();
      } catch {
        // Already finished: nothing was written.
      }
    }
  });
}

/** Every file key of one user: arrays sort after strings, so [username, []] closes the range. */
function filesOf(username: string): IDBKeyRange {
  return IDBKeyRange.bound([username], [username, []]);
}

export function loadDraft(username: string): Promise<{ record: unknown; files: Map<string, Blob> } | undefined> {
  return transact([DRAFTS, FILES], 'readonly', (transaction) => {
    const record = transaction.objectStore(DRAFTS).get(username);
    const files = new Map<string, Blob>();
    const cursor = transaction.objectStore(FILES).openCursor(filesOf(username));
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (!current) return;
      const [, id] = current.key as [string, string];
      if (current.value instanceof Blob) files.set(id, current.value);
      current.continue();
    };
    return () => (record.result === undefined ? undefined : { record: record.result as unknown, files });
  });
}

/**
 * The record, with the deletion of the files the draft no longer holds as stored: no Blob in this
 * transaction, so it commits even where IndexedDB refuses Blobs (docs/decisions/0850).
 */
export function saveDraftRecord(username: string, record: DraftRecord, remove: readonly string[]): Promise<void> {
  return transact([DRAFTS, FILES], 'readwrite', (transaction) => {
    const files = transaction.objectStore(FILES);
    for (const id of remove) files.delete([username, id]);
    transaction.objectStore(DRAFTS).put(record, username);
    return () => undefined;
  });
}

/** The new or replaced photos and logo, once their record is in: WebKit's private windows refuse these. */
export function saveDraftFiles(username: string, put: readonly [string, File][]): Promise<void> {
  return transact([FILES], 'readwrite', (transaction) => {
    const files = transaction.objectStore(FILES);
    for (const [id, file] of put) files.put(file, [username, id]);
    return () => undefined;
  });
}

export function deleteDraft(username: string): Promise<void> {
  return transact([DRAFTS, FILES], 'readwrite', (transaction) => {
    transaction.objectStore(FILES).delete(filesOf(username));
    transaction.objectStore(DRAFTS).delete(username);
    return () => undefined;
  });
}

export function saveLastCatalog(username: string, catalog: LastCatalog): Promise<void> {
  return transact([CATALOGS], 'readwrite', (transaction) => {
    transaction.objectStore(CATALOGS).put(catalog, username);
    return () => undefined;
  });
}

/** Where a newer catalogue could not be stored, the older one must not be offered after a reload. */
export function forgetLastCatalog(username: string): Promise<void> {
  return transact([CATALOGS], 'readwrite', (transaction) => {
    transaction.objectStore(CATALOGS).delete(username);
    return () => undefined;
  });
}

export function loadLastCatalog(username: string): Promise<LastCatalog | undefined> {
  return transact([CATALOGS], 'readonly', (transaction) => {
    const request = transaction.objectStore(CATALOGS).get(username);
    return () => {
      const stored = request.result as Partial<LastCatalog> | undefined;
      return typeof stored?.fileName === 'string' && stored.pdf instanceof Blob ? { fileName: stored.fileName, pdf: stored.pdf } : undefined;
    };
  });
}
