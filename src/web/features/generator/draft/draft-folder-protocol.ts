/** What the page and the draft folder's worker say to each other (draft-folder.ts, draft-folder-worker.ts). */

/** The folder of every user's draft in the origin-private file system; one folder per user below it. */
export const DRAFT_FOLDER = 'vetrina-bozze';

/** A file being written; renamed to its id once whole, swept at the next load if cut short. */
export const PART_SUFFIX = '.part';

/** `move`, which TypeScript's DOM types do not have yet: Chromium 110, Firefox 111 (origin-private files). */
export interface MovableFileHandle extends FileSystemFileHandle {
  move(name: string): Promise<void>;
}

export interface FolderWrite {
  /** The user's folder name, encoded as a file name. */
  username: string;
  /** The file id, encoded as a file name. */
  name: string;
  file: File;
}

export type FolderWriteOutcome = { ok: true } | { ok: false; name: string; message: string };
