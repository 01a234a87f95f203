/**
 * One part of a zipped spreadsheet (XLSX or ODS) inflated under its cap and scanned as it inflates
 * (issues 27.1, 38.2), and the zip's and the scanner's limits said as the file's Italian refusals.
 */
import type { ReadingBudget } from '../reading-budget.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, unreadable } from '../spreadsheet-error.js';
import { XmlLimitError, XmlScanner, type XmlHandlers } from './xml-scanner.js';
import { ZipFormatError, ZipLimitError, inflateEntry, type ZipEntry } from './zip-archive.js';

const TAG_LIMIT = 65_536;

/** Bytes the parts may still inflate to, and the time the reading may still take. */
export interface Budget {
  remaining: number;
  time: ReadingBudget;
}

export function newBudget(time: ReadingBudget): Budget {
  return { remaining: SPREADSHEET_LIMITS.totalBytes, time };
}

export function scanPart(bytes: Uint8Array, entry: ZipEntry, handlers: XmlHandlers, budget: Budget): void {
  const { time } = budget;
  const decoder = new TextDecoder('utf-8');
  const scanner = new XmlScanner(handlers, { text: SPREADSHEET_LIMITS.cellCharacters * 8, tag: TAG_LIMIT });
  const cap = Math.min(SPREADSHEET_LIMITS.partBytes, budget.remaining);
  budget.remaining -= inflateEntry(bytes, entry, cap, (chunk) => {
    time.check(`la lettura della parte «${entry.name}» del file`);
    scanner.feed(decoder.decode(chunk, { stream: true }));
  });
  scanner.feed(decoder.decode());
}

/** `read`'s result, the zip's and the scanner's own errors turned into the file's refusals. */
export function withinLimits<T>(fileName: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ZipLimitError) throw new SpreadsheetError(LIMIT_MESSAGES.inflatesTooMuch(fileName));
    if (error instanceof XmlLimitError) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
    if (error instanceof ZipFormatError) throw unreadable(fileName);
    throw error;
  }
}
