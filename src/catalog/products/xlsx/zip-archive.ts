/**
 * The parts of a zip archive, read from its central directory with their declared sizes, and
 * inflated with a hard cap on the bytes they produce (issue 27.1). A declared size can lie, so the
 * cap is also counted while inflating: the compressed data is pushed in small slices (deflate
 * expands at most about 1,032 times), and the part is dropped as soon as it passes its cap.
 */
import { Inflate } from 'fflate';

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

export class ZipLimitError extends Error {}
export class ZipFormatError extends Error {}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const SLICE = 4096;

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of up to 65,535.
  for (let offset = view.byteLength - 22; offset >= Math.max(0, view.byteLength - 22 - 65_535); offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new ZipFormatError('no central directory');
}

export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_ENTRY) throw new ZipFormatError('bad central entry');
    const nameLength = view.getUint16(offset + 28, true);
    const name = names.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    entries.set(name, {
      name,
      encrypted: (view.getUint16(offset + 8, true) & 1) === 1,
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      declaredSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_ENTRY) throw new ZipFormatError('bad local entry');
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipFormatError('truncated entry');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates one part, handing its bytes to `onData` as they come; throws ZipLimitError once more
 * than `cap` bytes came out, whatever the entry declared.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, cap: number, onData: (chunk: Uint8Array) => void): number {
  if (entry.encrypted) throw new ZipFormatError('encrypted entry');
  if (entry.declaredSize > cap) throw new ZipLimitError('declared size over the cap');
  const data = compressedData(bytes, entry);
  if (entry.method === 0) {
    if (data.length > cap) throw new ZipLimitError('stored size over the cap');
    onData(data);
    return data.length;
  }
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > cap) throw new ZipLimitError('inflated size over the cap');
    onData(chunk);
  });
  try {
    for (let start = 0; start < data.length; start += SLICE) inflater.push(data.subarray(start, start + SLICE), start + SLICE >= data.length);
  } catch (error) {
    // fflate's own errors carry a numeric code; the limits and the reader's errors pass through.
    if (typeof (error as { code?: unknown }).code === 'number') throw new ZipFormatError('corrupt deflate data');
    throw error;
  }
  return produced;
}
