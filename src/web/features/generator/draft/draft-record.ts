/**
 * The draft as IndexedDB keeps it (docs/decisions/0631): one small record of settings, order,
 * names and captions, and every photo and the logo as a File of its own, so a change of a setting
 * rewrites a few hundred bytes rather than every photo. Reading a record back is restore-draft.ts's
 * job, loaded with the restore so that its schemas are not part of the first screen (issue 38.7).
 */
import type { AccentColour, CatalogSettings, CoverSettings, PhotoCaption } from '../../../../shared/index.js';
import type { CatalogDraft, ProductColumns, WaitingCaption } from './catalog-draft.js';

export const RECORD_VERSION = 1;

/** The logo's file id; photo ids are time-and-random strings (`newImageId`), never this word. */
export const LOGO_FILE_ID = 'logo';

export interface DraftRecord {
  version: typeof RECORD_VERSION;
  settings: CatalogSettings;
  quality: CatalogDraft['quality'];
  accent?: AccentColour;
  photos: { id: string; name: string; caption?: PhotoCaption }[];
  hasLogo: boolean;
  covers?: CoverSettings;
  productColumns?: ProductColumns;
  productSheet?: string;
  waitingCaptions?: WaitingCaption[];
}

export function toDraftRecord(draft: CatalogDraft): DraftRecord {
  return {
    version: RECORD_VERSION,
    settings: draft.settings,
    quality: draft.quality,
    ...(draft.brand.accent && { accent: draft.brand.accent }),
    photos: draft.photos.map(({ id, name, caption }) => ({ id, name, ...(caption && { caption }) })),
    hasLogo: draft.brand.logo !== undefined,
    covers: draft.covers,
    productColumns: draft.productColumns,
    ...(draft.productSheet && { productSheet: draft.productSheet }),
    ...(draft.waitingCaptions.length > 0 && { waitingCaptions: draft.waitingCaptions }),
  };
}

/** Every file the draft holds, by file id. */
export function draftFiles(draft: CatalogDraft): Map<string, File> {
  const files = new Map(draft.photos.map((photo) => [photo.id, photo.file]));
  if (draft.brand.logo) files.set(LOGO_FILE_ID, draft.brand.logo);
  return files;
}

/**
 * What a save must write and delete so the stored files match the draft's, by identity. A replaced
 * file is deleted too, with the record, before its successor is written: where that write fails,
 * the old logo must not come back after a reload (docs/decisions/0850).
 */
export function planFileWrites(saved: ReadonlyMap<string, Blob>, wanted: ReadonlyMap<string, File>): { put: [string, File][]; remove: string[] } {
  return {
    put: [...wanted].filter(([id, file]) => saved.get(id) !== file),
    remove: [...saved].filter(([id, file]) => wanted.get(id) !== file).map(([id]) => id),
  };
}
