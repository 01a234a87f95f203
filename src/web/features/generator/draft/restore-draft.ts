/**
 * A stored draft record read back (docs/decisions/0631): what comes back is checked with the same
 * schemas as the form, so a record from an older version or a damaged one loses only what fails. A
 * record whose files did not come back (docs/decisions/0850) keeps the captions of the photos lost.
 * Loaded with the restore, not with the first screen: zod and the schemas are a fifth of the
 * generator's first download (issue 38.7).
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
import type { CatalogDraft, DraftPhoto, WaitingCaption } from './catalog-draft.js';
import { LOGO_FILE_ID, RECORD_VERSION } from './draft-record.js';

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
