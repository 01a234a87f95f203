/**
 * What an uploaded file must be (DECISIONS 'Published catalogues'): its name the SHA-256 of its
 * bytes, its type told by its content and matching its name (%PDF- for a PDF; a WebP or JPEG whose
 * header gives its pixel size), a photo at most 1600 px on its long edge.
 */
import { readImageHeader, uprightSize } from '../../../catalog/images/image-header.js';
import { MESSAGES } from '../../../shared/index.js';
import { AppError } from '../../errors.js';

export const MAX_PHOTO_EDGE = 1600;

export type FileKind = 'pdf' | 'webp' | 'jpg';

export const CONTENT_TYPES: Record<FileKind, string> = { pdf: 'application/pdf', webp: 'image/webp', jpg: 'image/jpeg' };

export const kindOf = (name: string): FileKind => name.slice(name.lastIndexOf('.') + 1) as FileKind;

export interface CheckedFile {
  width: number | null;
  height: number | null;
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, { details: [{ path: 'file', message }] });

export function checkFile(name: string, digest: string, head: Buffer): CheckedFile {
  if (`${digest}.${kindOf(name)}` !== name) throw refuse(MESSAGES.publications.fileHashMismatch);
  const kind = kindOf(name);
  if (kind === 'pdf') {
    if (head.subarray(0, 5).toString('latin1') !== '%PDF-') throw refuse(MESSAGES.publications.fileTypeMismatch);
    return { width: null, height: null };
  }
  const header = readImageHeader(head);
  if (!header || header.format !== (kind === 'jpg' ? 'jpeg' : 'webp')) throw refuse(MESSAGES.publications.fileTypeMismatch);
  const { width, height } = uprightSize(header);
  if (Math.max(width, height) > MAX_PHOTO_EDGE) throw refuse(MESSAGES.publications.photoTooLarge(MAX_PHOTO_EDGE));
  return { width, height };
}
