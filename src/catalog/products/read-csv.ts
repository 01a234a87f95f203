/**
 * A CSV as rows of text (issue 15.3) through papaparse, the delimiter guessed among ',', ';', tab
 * and '|' (JOOR recommends the pipe). Parsing stops one row past the row limit, and the column
 * limit counts only columns that hold something (issue 27.2).
 */
import Papa from 'papaparse';
import { hasBinaryControls } from './control-characters.js';
import { decodeText } from './decode-text.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, unreadable } from './spreadsheet-error.js';
import { compactColumns, type SheetRows } from './sheet-rows.js';

export function readCsv(bytes: Uint8Array, fileName: string): SheetRows {
  const text = decodeText(bytes);
  if (hasBinaryControls(text)) throw unreadable(fileName);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'], preview: SPREADSHEET_LIMITS.rows + 2 });
  if (parsed.data.length > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(fileName));
  for (const row of parsed.data) for (const cell of row) if (cell.length > SPREADSHEET_LIMITS.cellCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
  return compactColumns(
    parsed.data.map((row) => row.map((cell, column) => [column, cell] as const)),
    fileName,
  );
}
