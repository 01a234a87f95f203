/**
 * The catalogue being made: everything the user chose, held in the browser only (spec 3) and kept
 * as a draft across reloads (beyond issue). A pure reducer, so every rule is tested in Node.
 */
import {
  DEFAULT_CATALOG_SETTINGS,
  DEFAULT_QUALITY,
  type AccentColour,
  type CatalogQuality,
  type CatalogSettings,
  type PhotoCaption,
} from '../../../../shared/index.js';

export interface DraftPhoto {
  id: string;
  name: string;
  file: File;
  caption?: PhotoCaption;
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
}

export const EMPTY_DRAFT: CatalogDraft = { settings: DEFAULT_CATALOG_SETTINGS, photos: [], quality: DEFAULT_QUALITY, brand: {} };

export type DraftAction =
  | { type: 'patchSettings'; patch: Partial<CatalogSettings> }
  | { type: 'addPhotos'; photos: DraftPhoto[] }
  | { type: 'removePhoto'; id: string }
  | { type: 'clearPhotos' }
  /** Undoes 'Rimuovi Tutte': the photos come back first, as they were, before any added since. */
  | { type: 'restorePhotos'; photos: DraftPhoto[] }
  | { type: 'movePhoto'; id: string; toIndex: number }
  | { type: 'setCaption'; id: string; caption: PhotoCaption | undefined }
  | { type: 'setQuality'; quality: CatalogQuality }
  | { type: 'patchBrand'; patch: DraftBrand }
  | { type: 'replace'; draft: CatalogDraft };

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export function draftReducer(draft: CatalogDraft, action: DraftAction): CatalogDraft {
  switch (action.type) {
    case 'patchSettings':
      return { ...draft, settings: { ...draft.settings, ...action.patch } };
    case 'addPhotos':
      return action.photos.length === 0 ? draft : { ...draft, photos: [...draft.photos, ...action.photos] };
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
    case 'setCaption':
      return {
        ...draft,
        photos: draft.photos.map((photo) => {
          if (photo.id !== action.id) return photo;
          const { caption: _old, ...rest } = photo;
          return action.caption ? { ...rest, caption: action.caption } : rest;
        }),
      };
    case 'setQuality':
      return { ...draft, quality: action.quality };
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
