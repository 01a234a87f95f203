/**
 * The Italian reasons a photo is left out of the catalogue (DECISIONS "PDF": files over 50 MB or
 * 100 megapixels are refused with a clear message; undecodable photos are reported, never fatal).
 */
import { LIMITS } from '../../shared/limits.js';
import { PhotoRejectedError } from '../types.js';

const megabytes = LIMITS.imageBytesMax / (1024 * 1024);
const megapixels = LIMITS.imagePixelsMax / 1_000_000;

export const PHOTO_REJECTION_MESSAGES = {
  tooManyBytes: (name: string) => `La foto "${name}" supera i ${megabytes} MB e non può essere usata.`,
  tooManyPixels: (name: string) => `La foto "${name}" supera i ${megapixels} megapixel e non può essere usata.`,
  unsupported: (name: string) => `Il file "${name}" non è supportato. Usa JPG, PNG, GIF, WEBP o HEIC.`,
  undecodable: (name: string) => `La foto "${name}" non può essere letta: il file è danneggiato.`,
  partsOutgrowImage: (name: string, width: number, height: number, megapixelsOfParts: number) =>
    `La foto "${name}" dichiara ${width} × ${height} pixel ma è composta da riquadri per ${megapixelsOfParts} megapixel: il file è alterato e non può essere usato.`,
  scanFallsShort: (name: string, width: number, height: number) =>
    `La foto "${name}" dichiara ${width} × ${height} pixel ma i suoi dati ne contengono solo una parte: il file è danneggiato o alterato e non può essere usato.`,
} as const;

export function rejectTooManyBytes(name: string): PhotoRejectedError {
  return new PhotoRejectedError(name, 'too-large', PHOTO_REJECTION_MESSAGES.tooManyBytes(name));
}

export function rejectTooManyPixels(name: string): PhotoRejectedError {
  return new PhotoRejectedError(name, 'too-large', PHOTO_REJECTION_MESSAGES.tooManyPixels(name));
}

export function rejectUnsupported(name: string): PhotoRejectedError {
  return new PhotoRejectedError(name, 'unsupported', PHOTO_REJECTION_MESSAGES.unsupported(name));
}

export function rejectUndecodable(name: string): PhotoRejectedError {
  return new PhotoRejectedError(name, 'undecodable', PHOTO_REJECTION_MESSAGES.undecodable(name));
}

/** A JPEG whose data cannot fill the size its header declares: it would print as a grey square. */
export function rejectScanFallsShort(name: string, width: number, height: number): PhotoRejectedError {
  return new PhotoRejectedError(name, 'undecodable', PHOTO_REJECTION_MESSAGES.scanFallsShort(name, width, height));
}

/** A HEIF grid whose tiles hold far more than the size it declares: decoding them would cost that much. */
export function rejectPartsOutgrowImage(name: string, width: number, height: number, pixelsOfParts: number): PhotoRejectedError {
  return new PhotoRejectedError(name, 'too-large', PHOTO_REJECTION_MESSAGES.partsOutgrowImage(name, width, height, Math.ceil(pixelsOfParts / 1_000_000)));
}
