/**
 * Counts the minimum coded units a Huffman-coded sequential JPEG scan really holds, by reading its
 * codes without computing a single coefficient (T.81 F.2.2: DECODE, RECEIVE). Used only where the
 * scan's data is thin for the size its frame declares (jpeg-scan-coverage.ts), so the cost stays
 * small: it grows with the data, which is short by definition there.
 */
import type { Segment } from './jpeg-header.js';

/** A Huffman table as T.81 F.2.2.3 decodes it: per code length, the largest code and where its values start. */
export interface HuffmanTable {
  maxCode: Int32Array;
  valueOffset: Int32Array;
  values: Uint8Array;
}

/** Reads the tables of a DHT segment into `into`, keyed by class × 16 + destination. */
export function readHuffmanTables(bytes: Uint8Array, { start, length }: Segment, into: Map<number, HuffmanTable>): void {
  for (let at = start; at + 17 <= start + length; ) {
    const key = bytes[at] ?? 0;
    const counts = bytes.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const values = bytes.subarray(at + 17, at + 17 + total);
    const maxCode = new Int32Array(18).fill(-1);
    const valueOffset = new Int32Array(18);
    for (let bits = 1, code = 0, index = 0; bits <= 16; bits += 1, code <<= 1) {
      const count = counts[bits - 1] ?? 0;
      if (count === 0) continue;
      valueOffset[bits] = index - code;
      code += count;
      index += count;
      maxCode[bits] = code - 1;
    }
    into.set(((key >> 4) << 4) | (key & 15), { maxCode, valueOffset, values });
    at += 17 + total;
  }
}

/** Bits of the entropy-coded data, stuffed zeros removed; `ended` once the data reaches a marker. */
class BitReader {
  private buffer = 0;
  private available = 0;
  ended = false;
  constructor(
    private readonly bytes: Uint8Array,
    private at: number,
  ) {}

  private fill(): boolean {
    const byte = this.bytes[this.at];
    if (byte === undefined) return false;
    if (byte === 0xff) {
      if (this.bytes[this.at + 1] !== 0x00) return false; // a marker: the data ends here
      this.at += 1;
    }
    this.at += 1;
    this.buffer = ((this.buffer << 8) | byte) & 0xffffff;
    this.available += 8;
    return true;
  }

  bit(): number {
    if (this.available === 0 && !this.fill()) {
      this.ended = true;
      return 0;
    }
    this.available -= 1;
    return (this.buffer >> this.available) & 1;
  }

  discard(count: number): void {
    for (let i = 0; i < count; i += 1) this.bit();
  }

  /** Drops the bits left in the byte and a restart marker; false when none comes next. */
  restart(): boolean {
    this.available = 0;
    if (this.bytes[this.at] !== 0xff) return false;
    const marker = this.bytes[this.at + 1] ?? 0;
    if (marker < 0xd0 || marker > 0xd7) return false;
    this.at += 2;
    return true;
  }
}

function decode(reader: BitReader, table: HuffmanTable): number | undefined {
  let code = 0;
  for (let bits = 1; bits <= 16; bits += 1) {
    code = (code << 1) | reader.bit();
    if (reader.ended) return undefined;
    if (code <= (table.maxCode[bits] ?? -1)) return table.values[code + (table.valueOffset[bits] ?? 0)];
  }
  return undefined; // no such code: the data is broken
}

/** One 8 × 8 block's codes: its DC difference and its AC run-lengths up to the end of block. */
function skipBlock(reader: BitReader, dc: HuffmanTable, ac: HuffmanTable): boolean {
  const category = decode(reader, dc);
  if (category === undefined) return false;
  reader.discard(category);
  for (let k = 1; k < 64; ) {
    const symbol = decode(reader, ac);
    if (symbol === undefined) return false;
    const run = symbol >> 4;
    const size = symbol & 15;
    if (size === 0 && run !== 15) break; // end of block
    reader.discard(size);
    k += run + 1;
  }
  return !reader.ended;
}

export interface ScanUnit {
  /** Blocks of each component in one MCU, with its tables. */
  blocks: number;
  dc: HuffmanTable;
  ac: HuffmanTable;
}

/** The whole MCUs the data holds, counting up to `expected` at most. */
export function countCodedUnits(bytes: Uint8Array, dataStart: number, units: readonly ScanUnit[], expected: number, restartInterval: number): number {
  const reader = new BitReader(bytes, dataStart);
  for (let mcu = 0; mcu < expected; mcu += 1) {
    if (restartInterval > 0 && mcu > 0 && mcu % restartInterval === 0 && !reader.restart()) return mcu;
    for (const unit of units) {
      for (let block = 0; block < unit.blocks; block += 1) if (!skipBlock(reader, unit.dc, unit.ac)) return mcu;
    }
  }
  return expected;
}
