/**
 * JPEG marker walk (ITU T.81 annex B) up to the frame header, with the EXIF orientation tag
 * (0x0112) read from the APP1 segment and the ICC profile from the APP2 segments when there are
 * some. Nothing is decoded.
 */
import { assembleIccChunks } from './icc-profile.js';

export interface JpegHeader {
  width: number;
  height: number;
  /** 1 for greyscale, 3 for colour (YCbCr or RGB), 4 for CMYK or YCCK. */
  components: number;
  bitsPerSample: number;
  /** The SOF marker: 0xc0 baseline, 0xc1 extended, 0xc2 progressive, others rare. */
  frameMarker: number;
  /** EXIF orientation 1-8; 1 when absent or unreadable. */
  orientation: number;
  /** The embedded ICC profile, when there is one: the colour engine says what it means. */
  iccProfile?: Uint8Array;
}

const SOI = 0xd8;
const EOI = 0xd9;
export const SOS = 0xda;
const APP1 = 0xe1;
const APP2 = 0xe2;
const ICC_SIGNATURE = 'ICC_PROFILE\0';
/** SOF0-SOF15 except DHT (c4), JPG (c8) and DAC (cc), which share the range. */
export const isFrameMarker = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and RST0-7. */
const isStandalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Not a marker: the entropy-coded data after a scan header, yielded as a segment of its own (its
 * length counts the data bytes, without stuffed zeros and restart markers).
 */
export const ENTROPY_CODED = 0x100;

export interface Segment {
  marker: number;
  /** Offset of the segment's payload, after its marker and length. */
  start: number;
  /** Payload length. */
  length: number;
  /** For ENTROPY_CODED: the restart markers (RST0-7) met in the data. */
  restarts?: number;
}

/**
 * Walks the marker segments from SOI to EOI. After each SOS (whose `start` is where its header
 * begins), a consumer that reads on gets the scan's entropy-coded data as an ENTROPY_CODED segment.
 * Stops early at bytes that break the structure or end too soon.
 */
export function* jpegSegments(bytes: Uint8Array): Generator<Segment> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOI || isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === EOI) return;
    const length = (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) - 2;
    const start = at + 4;
    if (length < 0 || start + length > bytes.length) return;
    yield { marker, start, length };
    at = start + length;
    if (marker === SOS) {
      const { end, ...data } = entropyCodedData(bytes, at);
      yield data;
      at = end;
    }
  }
}

/**
 * The entropy-coded data from `from` to the next marker (T.81 B.1.1.5): an FF in it is followed by
 * a stuffed 00 or is a restart marker; any other FF starts the marker (or the fill bytes before it)
 * that ends the data. Linear: one pass over the FF bytes.
 */
function entropyCodedData(bytes: Uint8Array, from: number): Segment & { end: number } {
  let restarts = 0;
  let skipped = 0;
  let at = bytes.indexOf(0xff, from);
  for (; at !== -1; at = bytes.indexOf(0xff, at + 2)) {
    const next = bytes[at + 1] ?? 0;
    if (next === 0x00) skipped += 1;
    else if (next >= 0xd0 && next <= 0xd7) {
      restarts += 1;
      skipped += 2;
    } else break;
  }
  const end = at === -1 ? bytes.length : at;
  return { marker: ENTROPY_CODED, start: from, length: end - from - skipped, restarts, end };
}

/** Returns undefined when the bytes are not a JPEG or end before the frame header. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation = 1;
  const iccChunks: { sequence: number; data: Uint8Array }[] = [];
  for (const { marker, start, length } of jpegSegments(bytes)) {
    if (marker === SOS) return undefined;
    if (marker === APP1) orientation = readExifOrientation(view, start, length) ?? orientation;
    if (marker === APP2) {
      const chunk = readIccChunk(bytes, start, length);
      if (chunk) iccChunks.push(chunk);
    }
    if (!isFrameMarker(marker)) continue;
    if (length < 6) return undefined;
    const width = view.getUint16(start + 3);
    const height = view.getUint16(start + 1);
    if (width === 0 || height === 0) return undefined;
    const profile = assembleIccChunks(iccChunks);
    return {
      width,
      height,
      components: bytes[start + 5] ?? 0,
      bitsPerSample: bytes[start] ?? 0,
      frameMarker: marker,
      orientation,
      ...(profile && { iccProfile: profile }),
    };
  }
  return undefined;
}

/**
 * Whether the whole JPEG is there: an End Of Image marker after the first scan starts (a thumbnail
 * inside EXIF has its own, so the search starts past the headers). Entropy-coded data never holds
 * FF D9 (an FF there is always followed by 00 or a restart marker), and data a camera appends
 * after the image does not matter.
 */
export function jpegIsComplete(bytes: Uint8Array): boolean {
  let scan: number | undefined;
  for (const { marker, start } of jpegSegments(bytes)) {
    if (marker !== SOS) continue;
    scan = start;
    break;
  }
  if (scan === undefined) return false;
  for (let at = bytes.indexOf(0xff, scan); at !== -1 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
    if (bytes[at + 1] === EOI) return true;
  }
  return false;
}

/** An APP2 "ICC_PROFILE\0" segment: its sequence number (1-based) and its part of the profile. */
function readIccChunk(bytes: Uint8Array, start: number, length: number): { sequence: number; data: Uint8Array } | undefined {
  if (length < 14 || String.fromCharCode(...bytes.subarray(start, start + 12)) !== ICC_SIGNATURE) return undefined;
  return { sequence: bytes[start + 12] ?? 0, data: bytes.subarray(start + 14, start + length) };
}

/** Reads tag 0x0112 of IFD0 in an APP1 "Exif\0\0" segment (TIFF 6.0 layout). */
function readExifOrientation(view: DataView, start: number, length: number): number | undefined {
  const exifId = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
  if (length < 14 || !exifId.every((value, index) => view.getUint8(start + index) === value)) return undefined;
  const tiff = start + 6;
  const end = start + length;
  const byteOrder = view.getUint16(tiff);
  if (byteOrder !== 0x4949 && byteOrder !== 0x4d4d) return undefined;
  const little = byteOrder === 0x4949;
  if (view.getUint16(tiff + 2, little) !== 42) return undefined;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return undefined;
    if (view.getUint16(entry, little) !== 0x0112) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}
