import { ACCEPTED_IMAGE_TYPES, HEIF_EXTENSIONS, UI_TEXTS } from '../../../shared/index.js';

/** What a browser may call a file whose type it does not know. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Spec 5: only these types are accepted, whatever the file name says; the one exception is a
 * HEIC/HEIF file the browser could not type, known by its extension (docs/decisions/0650).
 */
export function isAcceptedImage(file: { type: string; name: string }): boolean {
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return UNKNOWN_TYPES.has(file.type) && HEIF_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export interface UploadPlan<F> {
  accepted: F[];
  unsupported: F[];
  /** Supported files left out because the catalogue is full. */
  overLimit: F[];
}

/** Spec 5: unsupported files are refused; of the rest, only what still fits under the limit is added. */
export function planUpload<F extends { type: string; name: string }>(files: readonly F[], currentCount: number, maxImages: number): UploadPlan<F> {
  const supported = files.filter(isAcceptedImage);
  const room = Math.max(0, maxImages - currentCount);
  return {
    accepted: supported.slice(0, room),
    unsupported: files.filter((f) => !isAcceptedImage(f)),
    overLimit: supported.slice(room),
  };
}

/** 'Puoi caricare al massimo N immagini per catalogo.' plus how many were left out and what to do (spec 5). */
export function limitMessage(maxImages: number, added: number, leftOut: number): string {
  return `${UI_TEXTS.generator.limit(maxImages)} ${UI_TEXTS.generator.leftOut(leftOut, added)}`;
}

/** Spec 3: an id made of the time plus a random suffix. */
export function newImageId(): string {
  return `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}
