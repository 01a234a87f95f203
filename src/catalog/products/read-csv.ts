/**
 * A CSV as rows of text (issue 15.3) through papaparse, the delimiter guessed among ',', ';', tab
 * and '|' (JOOR recommends the pipe). Parsing stops one row past the row limit, and the column
 * limit counts only columns that hold something (issue 27.2). Lines may end in any mix of CRLF, LF
 * and CR; a file is refused as binary only when controls are more than a trace (issue 38.5).
 */
import Papa from 'papaparse';
import { looksBinary } from './control-characters.js';
import type { ReadingBudget } from './reading-budget.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, unreadable } from './spreadsheet-error.js';
import { compactColumns, type SheetRows } from './sheet-rows.js';

/** A CSV's rows, from its text (`decodeText` read its bytes). */
export function readCsv(decoded: string, fileName: string, time: ReadingBudget): SheetRows {
  if (looksBinary(decoded)) throw unreadable(fileName);
  // Papa Parse takes one line ending for the whole file: a CRLF file with one LF-only line (an
  // edit in another program) glued that row into the one before (issue 38.5).
  const text = decoded.replace(/\r\n?/gu, '\n');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', newline: '\n', delimitersToGuess: [',', ';', '\t', '|'], preview: SPREADSHEET_LIMITS.rows + 2 });
  if (parsed.data.length > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(fileName));
  for (const row of parsed.data) for (const cell of row) if (cell.length > SPREADSHEET_LIMITS.cellCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
  return compactColumns(
    parsed.data.map((row) => row.map((cell, column) => [column, cell] as const)),
    fileName,
    time,
  );
}
