/**
 * The catalogue being made: everything the user chose, held in the browser only (spec 3) and kept
 * as a draft across reloads (beyond issue). A pure reducer, so every rule is tested in Node.
 */
import {
  DEFAULT_CATALOG_SETTINGS,
  DEFAULT_COVER_SETTINGS,
  DEFAULT_QUALITY,
  type AccentColour,
  type CatalogQuality,
  type CatalogSettings,
  type CoverSettings,
  type PhotoCaption,
} from '../../../../shared/index.js';
import type { ProductField } from '../../../../catalog/products/product-columns.js';

export interface DraftPhoto {
  id: string;
  name: string;
  file: File;
  caption?: PhotoCaption;
}

/** A caption whose photo this browser could not keep (docs/decisions/0850), waiting for that file again. */
export interface WaitingCaption {
  name: string;
  caption: PhotoCaption;
}

export interface DraftBrand {
  logo?: File;
  accent?: AccentColour;
}

export interface CatalogDraft {
  settings: CatalogSettings;
  /** In print order. */
  photos: DraftPhoto[];
  quality: CatalogQuality;
  brand: DraftBrand;
  /** Issue 15.1: the optional cover and back cover. */
  covers: CoverSettings;
  /** Issue 15.3: the product sheet's heading confirmed for each field, offered again next time. */
  productColumns: ProductColumns;
  /** The workbook sheet the last product file was read from, read again first in the next workbook that has it (issue 34.6). */
  productSheet?: string;
  /** Given back, by file name, to a photo added again: the browser kept the caption but not the photo. */
  waitingCaptions: WaitingCaption[];
}

export type ProductColumns = Partial<Record<ProductField, string>>;

export const EMPTY_DRAFT: CatalogDraft = { settings: DEFAULT_CATALOG_SETTINGS, photos: [], quality: DEFAULT_QUALITY, brand: {}, covers: DEFAULT_COVER_SETTINGS, productColumns: {}, waitingCaptions: [] };

/**
 * The photo with a new caption, or none; its focal point (issue 26.1) stays unless the new caption
 * sets one, since the caption editor and a product file write the texts only.
 */
function withCaption(photo: DraftPhoto, caption: PhotoCaption | undefined): DraftPhoto {
  const { caption: old, ...rest } = photo;
  const focus = caption?.focus ?? old?.focus;
  const next = focus ? { ...caption, focus } : caption;
  return next ? { ...rest, caption: next } : rest;
}

export type DraftAction =
  | { type: 'patchSettings'; patch: Partial<CatalogSettings> }
  | { type: 'addPhotos'; photos: DraftPhoto[] }
  | { type: 'removePhoto'; id: string }
  | { type: 'clearPhotos' }
  /** Undoes 'Rimuovi Tutte': the photos come back first, as they were, before any added since. */
  | { type: 'restorePhotos'; photos: DraftPhoto[] }
  | { type: 'movePhoto'; id: string; toIndex: number }
  /** Issue 23.7: the photos in this order (a product file's), those not named keep theirs after. */
  | { type: 'orderPhotos'; ids: readonly string[] }
  | { type: 'setCaption'; id: string; caption: PhotoCaption | undefined }
  | { type: 'setFocus'; id: string; focus: NonNullable<PhotoCaption['focus']> }
  | { type: 'setQuality'; quality: CatalogQuality }
  | { type: 'patchBrand'; patch: DraftBrand }
  | { type: 'setCovers'; covers: CoverSettings }
  /** Several captions at once (a product sheet, or its undo); undefined removes a caption. */
  | { type: 'setCaptions'; captions: ReadonlyMap<string, PhotoCaption | undefined> }
  | { type: 'setProductColumns'; columns: ProductColumns; sheet?: string }
  | { type: 'replace'; draft: CatalogDraft };

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Photos added under the name of a waiting caption take it back, each caption once. */
function giveCaptionsBack(draft: CatalogDraft, added: DraftPhoto[]): CatalogDraft {
  const waiting = [...draft.waitingCaptions];
  const photos = added.map((photo) => {
    const at = photo.caption ? -1 : waiting.findIndex((entry) => entry.name === photo.name);
    const [entry] = at < 0 ? [] : waiting.splice(at, 1);
    return entry ? { ...photo, caption: entry.caption } : photo;
  });
  return { ...draft, photos: [...draft.photos, ...photos], waitingCaptions: waiting };
}

export function draftReducer(draft: CatalogDraft, action: DraftAction): CatalogDraft {
  switch (action.type) {
    case 'patchSettings':
      return { ...draft, settings: { ...draft.settings, ...action.patch } };
    case 'addPhotos':
      return action.photos.length === 0 ? draft : giveCaptionsBack(draft, action.photos);
    case 'removePhoto':
      return { ...draft, photos: draft.photos.filter((photo) => photo.id !== action.id) };
    case 'clearPhotos':
      return { ...draft, photos: [] };
    case 'restorePhotos': {
      const restored = new Set(action.photos.map((photo) => photo.id));
      return { ...draft, photos: [...action.photos, ...draft.photos.filter((photo) => !restored.has(photo.id))] };
    }
    case 'movePhoto': {
      const from = draft.photos.findIndex((photo) => photo.id === action.id);
      if (from < 0 || from === action.toIndex) return draft;
      return { ...draft, photos: move(draft.photos, from, action.toIndex) };
    }
    case 'orderPhotos': {
      const place = new Map(action.ids.map((id, index) => [id, index]));
      const ordered = [...draft.photos].sort((a, b) => (place.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (place.get(b.id) ?? Number.MAX_SAFE_INTEGER));
      return ordered.every((photo, index) => photo === draft.photos[index]) ? draft : { ...draft, photos: ordered };
    }
    case 'setCaption':
      return { ...draft, photos: draft.photos.map((photo) => (photo.id === action.id ? withCaption(photo, action.caption) : photo)) };
    case 'setFocus':
      return { ...draft, photos: draft.photos.map((photo) => (photo.id === action.id ? { ...photo, caption: { ...photo.caption, focus: action.focus } } : photo)) };
    case 'setQuality':
      return { ...draft, quality: action.quality };
    case 'setCovers':
      return { ...draft, covers: action.covers };
    case 'setProductColumns': {
      const { productSheet: _previous, ...rest } = draft;
      return { ...rest, productColumns: action.columns, ...(action.sheet && { productSheet: action.sheet }) };
    }
    case 'setCaptions':
      return {
        ...draft,
        photos: draft.photos.map((photo) => (action.captions.has(photo.id) ? withCaption(photo, action.captions.get(photo.id)) : photo)),
      };
    case 'patchBrand': {
      const brand: DraftBrand = { ...draft.brand, ...action.patch };
      // An explicit undefined removes the logo or the colour.
      for (const key of Object.keys(action.patch) as (keyof DraftBrand)[]) if (action.patch[key] === undefined) delete brand[key];
      return { ...draft, brand };
    }
    case 'replace':
      return action.draft;
  }
}

/** Captions by photo id, as the engine's build request takes them. */
export function captionsById(photos: readonly DraftPhoto[]): Record<string, PhotoCaption> {
  const captions: Record<string, PhotoCaption> = {};
  for (const photo of photos) if (photo.caption) captions[photo.id] = photo.caption;
  return captions;
}
