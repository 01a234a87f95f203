/**
 * Which logo files the brand panel takes (docs/decisions/0640): PNG, JPEG or WEBP up to 2 MB, read
 * by their bytes, never by the name. The engine prepares the logo like a photo, with the browser's
 * bitmap decoders, which cannot read SVG in a worker.
 */
import { readImageHeader } from '../../../../catalog/images/image-header.js';
import { LIMITS } from '../../../../shared/index.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** For the file picker; the bytes decide. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export const LOGO_MESSAGES = {
  format: 'Il logo deve essere un file PNG, JPEG o WEBP. Un logo SVG va prima esportato in PNG.',
  tooLarge: 'Il logo supera i 2 MB: scegli un file più leggero.',
  tooManyPixels: `Il logo supera i ${LIMITS.imagePixelsMax / 1_000_000} megapixel: scegli un file più piccolo.`,
  unreadable: 'Il logo non può essere letto: il file è danneggiato.',
} as const;

/** The problem with a logo file, from its size and its bytes (the whole file: a logo is small), or null. */
export function logoProblem(bytes: Uint8Array, byteLength: number): string | null {
  if (byteLength > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  const header = readImageHeader(bytes);
  if (!header || !LOGO_FORMATS.has(header.format)) return LOGO_MESSAGES.format;
  if (header.width * header.height > LIMITS.imagePixelsMax) return LOGO_MESSAGES.tooManyPixels;
  return null;
}
