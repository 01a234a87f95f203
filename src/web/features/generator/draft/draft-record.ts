/**
 * The draft as IndexedDB keeps it (docs/decisions/0631): one small record of settings, order,
 * names and captions, and every photo and the logo as a File of its own, so a change of a setting
 * rewrites a few hundred bytes rather than every photo. What comes back is checked with the same
 * schemas as the form: a record from an older version or a damaged one loses only what fails. A
 * record whose files did not come back (docs/decisions/0850) keeps the captions of the photos lost.
 */
import { z } from 'zod';
import {
  AccentColour,
  CatalogSettings,
  CoverSettings,
  DEFAULT_CATALOG_SETTINGS,
  DEFAULT_COVER_SETTINGS,
  DEFAULT_QUALITY,
  PhotoCaption,
  QUALITY_NAMES,
} from '../../../../shared/index.js';
import { PRODUCT_FIELDS } from '../../../../catalog/products/product-columns.js';
import type { CatalogDraft, DraftPhoto, ProductColumns, WaitingCaption } from './catalog-draft.js';

const RECORD_VERSION = 1;

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

const StoredRecord = z.object({
  version: z.literal(RECORD_VERSION),
  settings: z.unknown(),
  quality: z.unknown(),
  accent: z.unknown().optional(),
  photos: z.array(z.object({ id: z.string(), name: z.string(), caption: z.unknown().optional() })),
  hasLogo: z.boolean(),
  covers: z.unknown().optional(),
  productColumns: z.unknown().optional(),
  productSheet: z.unknown().optional(),
  waitingCaptions: z.unknown().optional(),
});

type StoredPhoto = z.infer<typeof StoredRecord>['photos'][number];

const StoredWaitingCaption = z.object({ name: z.string(), caption: PhotoCaption });

const StoredColumns = z.partialRecord(z.enum(PRODUCT_FIELDS), z.string().max(200));

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

/** Some browsers hand a stored File back as a plain Blob: give it its name again. */
function asFile(blob: Blob, name: string): File {
  return blob instanceof File ? blob : new File([blob], name, { type: blob.type });
}

/** The photos whose file came back, in order; the captions of the others wait for their file. */
function restorePhotos(photos: readonly StoredPhoto[], files: ReadonlyMap<string, Blob>): { restored: DraftPhoto[]; lost: WaitingCaption[]; missing: boolean } {
  const restored: DraftPhoto[] = [];
  const lost: WaitingCaption[] = [];
  let missing = false;
  for (const { id, name, caption: stored } of photos) {
    if (id === LOGO_FILE_ID) continue;
    const caption = stored === undefined ? undefined : PhotoCaption.safeParse(stored).data;
    const file = files.get(id);
    if (file) restored.push({ id, name, file: asFile(file, name), ...(caption && { caption }) });
    else {
      missing = true;
      if (caption) lost.push({ name, caption });
    }
  }
  return { restored, lost, missing };
}

/** The captions still waiting from an earlier visit, after those lost this time (newer, so first). */
function waitingCaptions(stored: unknown, lost: WaitingCaption[]): WaitingCaption[] {
  const earlier = Array.isArray(stored) ? stored.flatMap((entry) => StoredWaitingCaption.safeParse(entry).data ?? []) : [];
  return [...lost, ...earlier.filter((entry) => !lost.some(({ name }) => name === entry.name))];
}

export interface RestoredDraft {
  draft: CatalogDraft;
  /** A photo or the logo the record names did not come back: the browser did not keep it. */
  filesLost: boolean;
}

/** The draft a stored record describes, or undefined when there is none worth restoring. */
export function fromDraftRecord(stored: unknown, files: ReadonlyMap<string, Blob>): RestoredDraft | undefined {
  const record = StoredRecord.safeParse(stored);
  if (!record.success) return undefined;
  const { settings, quality, accent, photos, hasLogo, covers, productColumns, productSheet } = record.data;
  const sheet = z.string().min(1).max(200).safeParse(productSheet).data;
  const { restored, lost, missing } = restorePhotos(photos, files);
  const logo = hasLogo ? files.get(LOGO_FILE_ID) : undefined;
  const checkedAccent = AccentColour.safeParse(accent);
  const draft: CatalogDraft = {
    settings: CatalogSettings.safeParse(settings).data ?? DEFAULT_CATALOG_SETTINGS,
    quality: z.enum(QUALITY_NAMES).safeParse(quality).data ?? DEFAULT_QUALITY,
    photos: restored,
    brand: { ...(logo && { logo: asFile(logo, LOGO_FILE_ID) }), ...(checkedAccent.success && { accent: checkedAccent.data }) },
    covers: CoverSettings.safeParse(covers).data ?? DEFAULT_COVER_SETTINGS,
    productColumns: StoredColumns.safeParse(productColumns).data ?? {},
    ...(sheet && { productSheet: sheet }),
    waitingCaptions: waitingCaptions(record.data.waitingCaptions, lost),
  };
  return { draft, filesLost: missing || (hasLogo && !logo) };
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
