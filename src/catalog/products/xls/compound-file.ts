/**
 * Microsoft's Compound File (MS-CFB), read as far as an old Excel file needs: one stream by name.
 * Every sector chain is bounded by the file's own sector count, so a looping or lying allocation
 * table costs at most one pass over the file (issue 38.2), and a stream never claims more bytes
 * than the file holds.
 */
export class CompoundFileError extends Error {}

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;
const MINI_SECTOR_BYTES = 64;

function fail(): never {
  throw new CompoundFileError('not a readable compound file');
}

interface DirectoryEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

class SectorFile {
  readonly view: DataView;
  readonly sectorBytes: number;
  readonly sectorCount: number;
  private fat = new Uint32Array(0);

  constructor(readonly bytes: Uint8Array) {
    if (bytes.length < 512) fail();
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const shift = this.view.getUint16(30, true);
    if (shift !== 9 && shift !== 12) fail();
    this.sectorBytes = 1 << shift;
    this.sectorCount = Math.max(0, Math.floor(bytes.length / this.sectorBytes) - 1);
  }

  sector(index: number): Uint8Array {
    if (index >= this.sectorCount) fail();
    const start = (index + 1) * this.sectorBytes;
    return this.bytes.subarray(start, start + this.sectorBytes);
  }

  /** The allocation table, from the header's 109 entries and the DIFAT chain after them. */
  readFat(): void {
    const fatSectors = this.view.getUint32(44, true);
    if (fatSectors > this.sectorCount) fail();
    const indexes: number[] = [];
    for (let entry = 0; entry < HEADER_DIFAT_ENTRIES && indexes.length < fatSectors; entry++) indexes.push(this.view.getUint32(76 + entry * 4, true));
    let difat = this.view.getUint32(68, true);
    const perSector = this.sectorBytes / 4 - 1;
    for (let hops = 0; indexes.length < fatSectors; hops++) {
      if (difat === END_OF_CHAIN || difat === FREE_SECTOR || hops > this.sectorCount) fail();
      const bytes = this.sector(difat);
      const sector = new DataView(bytes.buffer, bytes.byteOffset, this.sectorBytes);
      for (let entry = 0; entry < perSector && indexes.length < fatSectors; entry++) indexes.push(sector.getUint32(entry * 4, true));
      difat = sector.getUint32(perSector * 4, true);
    }
    this.fat = new Uint32Array((fatSectors * this.sectorBytes) / 4);
    indexes.forEach((index, position) => {
      const sector = this.sector(index);
      const words = new DataView(sector.buffer, sector.byteOffset, this.sectorBytes);
      for (let word = 0; word < this.sectorBytes / 4; word++) this.fat[(position * this.sectorBytes) / 4 + word] = words.getUint32(word * 4, true);
    });
  }

  /** The bytes of the chain from `start`, cut at `size` (a size past the chain's end is a lie). */
  chain(start: number, size: number, next: (index: number) => number, piece: (index: number) => Uint8Array, pieceBytes: number, pieces: number): Uint8Array {
    if (size > this.bytes.length) fail();
    const out = new Uint8Array(size);
    let written = 0;
    let index = start;
    for (let hops = 0; written < size; hops++) {
      if (index === END_OF_CHAIN || hops > pieces) fail();
      const bytes = piece(index);
      out.set(bytes.subarray(0, Math.min(pieceBytes, size - written)), written);
      written += pieceBytes;
      index = next(index);
    }
    return out;
  }

  next(index: number): number {
    return this.fat[index] ?? fail();
  }

  regular(start: number, size: number): Uint8Array {
    return this.chain(start, size, (index) => this.next(index), (index) => this.sector(index), this.sectorBytes, this.sectorCount);
  }
}

function directoryOf(file: SectorFile): DirectoryEntry[] {
  const start = file.view.getUint32(48, true);
  // The directory's size is not stored: follow its chain to the end.
  let sectors = 0;
  for (let index = start; index !== END_OF_CHAIN; index = file.next(index)) {
    if (++sectors > file.sectorCount) fail();
  }
  const bytes = file.regular(start, sectors * file.sectorBytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: DirectoryEntry[] = [];
  for (let offset = 0; offset + DIRECTORY_ENTRY_BYTES <= bytes.length; offset += DIRECTORY_ENTRY_BYTES) {
    const nameBytes = Math.min(64, view.getUint16(offset + 64, true));
    let name = '';
    for (let at = 0; at + 2 <= nameBytes - 2; at += 2) name += String.fromCharCode(view.getUint16(offset + at, true));
    entries.push({ name, type: view.getUint8(offset + 66), start: view.getUint32(offset + 116, true), size: view.getUint32(offset + 120, true) });
  }
  return entries;
}

/** The first stream named one of `names` (any case), or undefined when the file holds none of them. */
export function compoundStream(bytes: Uint8Array, names: readonly string[]): Uint8Array | undefined {
  const file = new SectorFile(bytes);
  file.readFat();
  const entries = directoryOf(file);
  const wanted = names.map((name) => name.toLowerCase());
  const entry = entries.find((candidate) => candidate.type === STREAM_OBJECT && wanted.includes(candidate.name.toLowerCase()));
  if (!entry) return undefined;
  if (entry.size >= file.view.getUint32(56, true)) return file.regular(entry.start, entry.size);
  // A small stream lives in the mini stream (the root entry's data), in 64-byte sectors.
  const root = entries[0] ?? fail();
  const mini = file.regular(root.start, root.size);
  const miniFatBytes = file.regular(file.view.getUint32(60, true), file.view.getUint32(64, true) * file.sectorBytes);
  const miniFat = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
  const miniCount = Math.floor(mini.length / MINI_SECTOR_BYTES);
  return file.chain(
    entry.start,
    entry.size,
    (index) => (index * 4 + 4 <= miniFat.byteLength ? miniFat.getUint32(index * 4, true) : fail()),
    (index) => (index < miniCount ? mini.subarray(index * MINI_SECTOR_BYTES, (index + 1) * MINI_SECTOR_BYTES) : fail()),
    MINI_SECTOR_BYTES,
    miniCount,
  );
}
