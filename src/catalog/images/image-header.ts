/**
 * What a photo is, read from its first bytes without decoding it: the format (by magic bytes, never
 * by the file name or the browser's type), the stored pixel size and, for JPEG, the EXIF
 * orientation. Universal code: it serves the browser workers and any other preparer.
 */
import type { DerivedPixels } from './heif-derived.js';
import { isHeif, readHeifHeader } from './heif-header.js';
import { readJpegHeader, type JpegHeader } from './jpeg-header.js';

/**
 * What is read of a photo for its header: enough for nearly every camera file, whose frame header
 * may follow an EXIF block with its thumbnail and an ICC profile.
 */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/** 'heic' stands for every HEVC-coded HEIF still (iPhone photos), whatever the file's extension. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic';

export interface ImageHeader {
  format: ImageFormat;
  /** Stored pixel size, before any EXIF rotation. */
  width: number;
  height: number;
  /**
   * EXIF orientation 1-8 (1 = upright): a JPEG's EXIF tag, or what a HEIC's 'irot' and 'imir'
   * boxes amount to (its EXIF tag is only informative there, docs/decisions/0650).
   */
  orientation: number;
  /** JPEG details that decide whether the file can be embedded as it is. */
  jpeg?: JpegHeader;
  /** A HEIF image made of others (a grid of tiles): what decoding them costs. */
  derived?: DerivedPixels;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((value, index) => bytes[at + index] === value);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isHeif(bytes)) return 'heic';
  return undefined;
}

/**
 * Reads the header of a photo. Returns undefined when the bytes are not one of the five formats or
 * end before the size is known (the caller may retry with the whole file).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const format = sniffImageFormat(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (format) {
    case 'jpeg': {
      const jpeg = readJpegHeader(bytes);
      return jpeg && { format, width: jpeg.width, height: jpeg.height, orientation: jpeg.orientation, jpeg };
    }
    case 'png':
      // The IHDR chunk always comes first: width and height at bytes 16 and 20.
      if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return undefined;
      return sized(format, view.getUint32(16), view.getUint32(20));
    case 'gif':
      if (bytes.length < 10) return undefined;
      return sized(format, view.getUint16(6, true), view.getUint16(8, true));
    case 'webp':
      return readWebpHeader(bytes, view);
    case 'heic': {
      const heif = readHeifHeader(bytes);
      return heif && { format, width: heif.width, height: heif.height, orientation: heif.orientation, ...(heif.derived && { derived: heif.derived }) };
    }
    case undefined:
      return undefined;
  }
}

function sized(format: ImageFormat, width: number, height: number): ImageHeader | undefined {
  return width > 0 && height > 0 ? { format, width, height, orientation: 1 } : undefined;
}

/** The three WebP bitstreams store the size differently (RFC 9649, sections 2.5 to 2.7). */
function readWebpHeader(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  if (bytes.length < 30) return undefined;
  const uint24 = (at: number) => view.getUint16(at, true) | ((bytes[at + 2] ?? 0) << 16);
  if (startsWith(bytes, ascii('VP8X'), 12)) return sized('webp', uint24(24) + 1, uint24(27) + 1);
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = view.getUint32(21, true);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (startsWith(bytes, ascii('VP8 '), 12)) {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return undefined;
    return sized('webp', view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  return undefined;
}

/** EXIF orientations 5-8 turn the photo a quarter: its printed width is its stored height. */
export function uprightSize(header: Pick<ImageHeader, 'width' | 'height' | 'orientation'>): {
  width: number;
  height: number;
} {
  return header.orientation >= 5 && header.orientation <= 8
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
}
