/**
 * Writes the draft in two steps (docs/decisions/0850): the record first, in a transaction without a
 * Blob, then the new photos and logo. WebKit's private windows, and WebKit under automation, refuse
 * Blobs in IndexedDB: there the settings, texts and captions are kept and the photos are not.
 */
import type { CatalogDraft } from './catalog-draft.js';
import { draftFiles, planFileWrites, toDraftRecord, type DraftRecord } from './draft-record.js';
import { DraftStoreError } from './draft-store.js';

/** The IndexedDB writes of one user's draft (draft-store.ts), apart so the order is tested in Node. */
export interface DraftWrites {
  record(record: DraftRecord, remove: readonly string[]): Promise<void>;
  files(put: readonly [string, File][]): Promise<void>;
  discard(): Promise<void>;
}

/** What became of the photos and logo: written, refused by the browser, or nothing new to write. */
export type FilesOutcome = 'stored' | 'refused' | 'unchanged';

export class DraftSaver {
  private refused = false;

  /** `stored`: the files IndexedDB holds for this draft, so a save writes only new ones. */
  constructor(
    private readonly writes: DraftWrites,
    private readonly stored: Map<string, Blob>,
  ) {}

  /** Once refused, for the rest of the page: a Blob write is not tried again on every keystroke. */
  get photosRefused(): boolean {
    return this.refused;
  }

  /**
   * The record alone (and the files it no longer names deleted), the new photos left for a later
   * `save`: copying every dropped photo into IndexedDB while they are being prepared takes the
   * cores they are prepared on (issue 37.2). Throws as `save` does.
   */
  async saveRecord(draft: CatalogDraft): Promise<{ put: [string, File][] }> {
    const { put, remove } = planFileWrites(this.stored, draftFiles(draft));
    await this.writes.record(toDraftRecord(draft), remove);
    for (const id of remove) this.stored.delete(id);
    return { put };
  }

  /** Throws only when the record could not be written, or the quota is full. */
  async save(draft: CatalogDraft): Promise<FilesOutcome> {
    const { put } = await this.saveRecord(draft);
    if (this.refused) return 'refused';
    if (put.length === 0) return 'unchanged';
    try {
      await this.writes.files(put);
    } catch (error) {
      // A full quota may pass once photos are removed: the next change tries again.
      if (error instanceof DraftStoreError && error.problem === 'quota') throw error;
      // The record went in a moment ago, so whatever the browser calls it (WebKit: UnknownError or
      // DataCloneError), this is a browser that keeps records but not files.
      this.refused = true;
      return 'refused';
    }
    for (const [id, file] of put) this.stored.set(id, file);
    return 'stored';
  }

  /** 'Nuovo catalogo': the stored draft goes; what the browser refuses is still known. */
  async discard(): Promise<void> {
    await this.writes.discard();
    this.stored.clear();
  }
}
