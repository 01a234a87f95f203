/**
 * The cells of an Excel 97-2003 workbook stream (BIFF8, MS-XLS): each worksheet's text and number
 * cells, shared strings resolved, numbers in a date format turned into dates as the XLSX reader does.
 * Records are walked once, front to back; every length is checked against what is left.
 */
import type { ReadingBudget } from '../reading-budget.js';
import { SPREADSHEET_LIMITS, SpreadsheetError, LIMIT_MESSAGES } from '../spreadsheet-error.js';
import type { SheetCell } from '../sheet-rows.js';
import { isDateFormat, serialDateText } from '../xlsx/number-formats.js';

export class BiffFormatError extends Error {}

const RECORD = {
  bof: 0x0809,
  eof: 0x000a,
  continue: 0x003c,
  sst: 0x00fc,
  boundSheet: 0x0085,
  format: 0x041e,
  xf: 0x00e0,
  labelSst: 0x00fd,
  label: 0x0204,
  number: 0x0203,
  rk: 0x027e,
  mulRk: 0x00bd,
  formula: 0x0006,
  string: 0x0207,
} as const;

const WORKSHEET = 0;

function fail(): never {
  throw new BiffFormatError('not a readable BIFF8 stream');
}

interface Record {
  type: number;
  data: Uint8Array;
  /** Where the record starts in the stream (BOUNDSHEET points at a sheet's BOF by this). */
  at: number;
}

function* records(stream: Uint8Array, from: number, to = stream.length): Generator<Record> {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  let at = from;
  while (at + 4 <= to) {
    const type = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (at + 4 + length > stream.length) fail();
    yield { type, data: stream.subarray(at + 4, at + 4 + length), at };
    at += 4 + length;
  }
}

/** Reads across a record and its CONTINUE records, as strings in the shared string table do. */
class Cursor {
  private segment = 0;
  private offset = 0;
  constructor(private readonly segments: readonly Uint8Array[]) {}

  private current(): Uint8Array {
    for (;;) {
      const data = this.segments[this.segment] ?? fail();
      if (this.offset < data.length) return data;
      this.segment++;
      this.offset = 0;
    }
  }

  u8(): number {
    const data = this.current();
    return data[this.offset++] ?? fail();
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  advance(count: number): void {
    for (let left = count; left > 0; ) {
      const data = this.current();
      const step = Math.min(left, data.length - this.offset);
      this.offset += step;
      left -= step;
    }
  }

  /** `count` characters, one or two bytes each; a CONTINUE in the middle restates the width. */
  characters(count: number, twoBytes: boolean): string {
    let text = '';
    let wide = twoBytes;
    for (let read = 0; read < count; read++) {
      if (this.offset >= (this.segments[this.segment]?.length ?? 0)) {
        this.segment++;
        this.offset = 0;
        wide = (this.u8() & 1) === 1;
      }
      text += String.fromCharCode(wide ? this.u16() : this.u8());
    }
    return text;
  }
}

/** XLUnicodeRichExtendedString (MS-XLS 2.5.293): the shape of every shared string. */
function richString(cursor: Cursor): string {
  const count = cursor.u16();
  const flags = cursor.u8();
  const runs = flags & 0x08 ? cursor.u16() : 0;
  const extension = flags & 0x04 ? cursor.u32() : 0;
  if (count > SPREADSHEET_LIMITS.cellCharacters) fail();
  const text = cursor.characters(count, (flags & 1) === 1);
  cursor.advance(runs * 4 + extension);
  return text;
}

/** XLUnicodeString (2.5.294) or its short form, within one record. */
function unicodeString(data: Uint8Array, at: number, shortCount: boolean): string {
  const count = shortCount ? (data[at] ?? fail()) : (data[at] ?? fail()) | ((data[at + 1] ?? fail()) << 8);
  const flagsAt = at + (shortCount ? 1 : 2);
  const wide = ((data[flagsAt] ?? fail()) & 1) === 1;
  return new Cursor([data.subarray(flagsAt + 1)]).characters(count, wide);
}

/** An RK number (2.5.217): a 30-bit integer or the top of a double, maybe divided by 100. */
function rkNumber(rk: number): number {
  let value: number;
  if (rk & 2) value = rk >> 2;
  else {
    const bytes = new DataView(new ArrayBuffer(8));
    bytes.setUint32(4, (rk & 0xfffffffc) >>> 0, true);
    value = bytes.getFloat64(0, true);
  }
  return rk & 1 ? value / 100 : value;
}

interface Globals {
  /** Where the workbook's own records end: every worksheet starts after them. */
  end: number;
  strings: string[];
  sheets: { name: string; at: number }[];
  /** The XF records whose number format shows a date. */
  dateStyles: Set<number>;
}

function readGlobals(stream: Uint8Array, time: ReadingBudget): Globals {
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  const sheets: { name: string; at: number }[] = [];
  let sst: Uint8Array[] | undefined;
  let strings: string[] = [];
  let previous = 0;
  let first = true;
  let end = stream.length;
  for (const record of records(stream, 0)) {
    time.check('la lettura del file Excel 97-2003');
    // BIFF8 only: Excel 97-2003. Excel 95 and older (BIFF5) store their strings otherwise.
    if (first && (record.type !== RECORD.bof || record.data[0] !== 0x00 || record.data[1] !== 0x06)) fail();
    first = false;
    const view = new DataView(record.data.buffer, record.data.byteOffset, record.data.byteLength);
    if (record.type === RECORD.continue && previous === RECORD.sst && sst) {
      sst.push(record.data);
      continue;
    }
    if (sst) {
      strings = readSharedStrings(sst);
      sst = undefined;
    }
    previous = record.type;
    if (record.type === RECORD.sst) sst = [record.data];
    else if (record.type === RECORD.boundSheet && record.data.length >= 8 && record.data[5] === WORKSHEET) sheets.push({ at: view.getUint32(0, true), name: unicodeString(record.data, 6, true) });
    else if (record.type === RECORD.format && record.data.length >= 5) formats.set(view.getUint16(0, true), unicodeString(record.data, 2, false));
    else if (record.type === RECORD.xf && record.data.length >= 4) styleFormats.push(view.getUint16(2, true));
    else if (record.type === RECORD.eof) {
      end = record.at + 4;
      break;
    }
  }
  if (sst) strings = readSharedStrings(sst);
  const dateStyles = new Set(styleFormats.flatMap((format, style) => (isDateFormat(format, formats.get(format)) ? [style] : [])));
  return { end, strings, sheets, dateStyles };
}

function readSharedStrings(segments: Uint8Array[]): string[] {
  const cursor = new Cursor(segments);
  cursor.u32();
  const unique = cursor.u32();
  const total = segments.reduce((sum, segment) => sum + segment.length, 0);
  // Each string takes at least three bytes: a count beyond that is a lie, not a reason to loop.
  if (unique > total / 3) fail();
  const strings: string[] = [];
  for (let index = 0; index < unique; index++) strings.push(richString(cursor));
  return strings;
}

type SparseRow = [number, SheetCell][];

function readSheet(stream: Uint8Array, at: number, to: number, globals: Globals, fileName: string, time: ReadingBudget): SparseRow[] {
  const rows: SparseRow[] = [];
  let characters = 0;
  const put = (row: number, column: number, style: number, value: SheetCell) => {
    if (row >= SPREADSHEET_LIMITS.gridRows) throw new SpreadsheetError(LIMIT_MESSAGES.pastExcelGrid(fileName));
    if (typeof value === 'string' && (characters += value.length) > SPREADSHEET_LIMITS.textCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.tooMuchText(fileName));
    const cell = typeof value === 'number' && globals.dateStyles.has(style) ? serialDateText(value) : value;
    (rows[row] ??= []).push([column, cell]);
  };
  let pendingFormula: { row: number; column: number; style: number } | undefined;
  let first = true;
  for (const record of records(stream, at, to)) {
    time.check('la lettura del file Excel 97-2003', rows.length);
    if (first) {
      if (record.type !== RECORD.bof) fail();
      first = false;
      continue;
    }
    const data = record.data;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const cellAt = () => ({ row: view.getUint16(0, true), column: view.getUint16(2, true), style: view.getUint16(4, true) });
    if (record.type === RECORD.eof) break;
    if (record.type === RECORD.labelSst && data.length >= 10) {
      const { row, column, style } = cellAt();
      put(row, column, style, globals.strings[view.getUint32(6, true)] ?? '');
    } else if (record.type === RECORD.number && data.length >= 14) {
      const { row, column, style } = cellAt();
      put(row, column, style, view.getFloat64(6, true));
    } else if (record.type === RECORD.rk && data.length >= 10) {
      const { row, column, style } = cellAt();
      put(row, column, style, rkNumber(view.getUint32(6, true)));
    } else if (record.type === RECORD.mulRk && data.length >= 6) {
      const row = view.getUint16(0, true);
      const firstColumn = view.getUint16(2, true);
      for (let index = 0; 4 + index * 6 + 6 <= data.length - 2; index++) put(row, firstColumn + index, view.getUint16(4 + index * 6, true), rkNumber(view.getUint32(6 + index * 6, true)));
    } else if (record.type === RECORD.label && data.length >= 9) {
      const { row, column, style } = cellAt();
      put(row, column, style, unicodeString(data, 6, false));
    } else if (record.type === RECORD.formula && data.length >= 14) {
      const { row, column, style } = cellAt();
      // A cached number, or (0xFFFF in its top bytes) a marker whose first byte says what follows.
      if (view.getUint16(12, true) !== 0xffff) put(row, column, style, view.getFloat64(6, true));
      else if (data[6] === 0) pendingFormula = { row, column, style };
    } else if (record.type === RECORD.string && pendingFormula) {
      put(pendingFormula.row, pendingFormula.column, pendingFormula.style, unicodeString(data, 0, false));
      pendingFormula = undefined;
    }
  }
  return rows;
}

/**
 * Each worksheet of the workbook stream, its name and its cells as sparse rows. A sheet is read up
 * to where the next one starts, so sheets that overlap or lack their end cannot make the stream be
 * read more than once.
 */
export function readBiffSheets(stream: Uint8Array, fileName: string, time: ReadingBudget): { name: string; rows: SparseRow[] }[] {
  const globals = readGlobals(stream, time);
  const starts = globals.sheets.map((sheet) => sheet.at).sort((a, b) => a - b);
  if (starts.some((at, index) => at < globals.end || at >= stream.length || at === starts[index - 1])) fail();
  const nextStart = new Map(starts.map((at, index) => [at, starts[index + 1] ?? stream.length]));
  return globals.sheets.map((sheet) => ({ name: sheet.name, rows: readSheet(stream, sheet.at, nextStart.get(sheet.at) ?? stream.length, globals, fileName, time) }));
}
