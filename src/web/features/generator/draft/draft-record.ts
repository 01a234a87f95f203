/**
 * The draft as IndexedDB keeps it (docs/decisions/0631): one small record of settings, order,
 * names and captions, and every photo and the logo as a File of its own, so a change of a setting
 * rewrites a few hundred bytes rather than every photo. What comes back is checked with the same
 * schemas as the form: a record from an older version or a damaged one loses only what fails.
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
import type { CatalogDraft, DraftPhoto, ProductColumns } from './catalog-draft.js';

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
});

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

/** The draft a stored record describes, or undefined when there is none worth restoring. */
export function fromDraftRecord(stored: unknown, files: ReadonlyMap<string, Blob>): CatalogDraft | undefined {
  const record = StoredRecord.safeParse(stored);
  if (!record.success) return undefined;
  const { settings, quality, accent, photos, hasLogo, covers, productColumns } = record.data;
  const restoredPhotos: DraftPhoto[] = [];
  for (const { id, name, caption } of photos) {
    const file = files.get(id);
    if (!file || id === LOGO_FILE_ID) continue;
    const checkedCaption = PhotoCaption.safeParse(caption);
    restoredPhotos.push({ id, name, file: asFile(file, name), ...(caption !== undefined && checkedCaption.success && { caption: checkedCaption.data }) });
  }
  const logo = hasLogo ? files.get(LOGO_FILE_ID) : undefined;
  const checkedAccent = AccentColour.safeParse(accent);
  return {
    settings: CatalogSettings.safeParse(settings).data ?? DEFAULT_CATALOG_SETTINGS,
    quality: z.enum(QUALITY_NAMES).safeParse(quality).data ?? DEFAULT_QUALITY,
    photos: restoredPhotos,
    brand: { ...(logo && { logo: asFile(logo, LOGO_FILE_ID) }), ...(checkedAccent.success && { accent: checkedAccent.data }) },
    covers: CoverSettings.safeParse(covers).data ?? DEFAULT_COVER_SETTINGS,
    productColumns: StoredColumns.safeParse(productColumns).data ?? {},
  };
}

/** What a save must write and delete so the stored files match the draft's, by identity. */
export function planFileWrites(saved: ReadonlyMap<string, Blob>, wanted: ReadonlyMap<string, File>): { put: [string, File][]; remove: string[] } {
  return {
    put: [...wanted].filter(([id, file]) => saved.get(id) !== file),
    remove: [...saved.keys()].filter((id) => !wanted.has(id)),
  };
}
