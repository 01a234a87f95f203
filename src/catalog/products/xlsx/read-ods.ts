/**
 * An OpenDocument spreadsheet (.ods, LibreOffice's own) as its sheets' rows (issue 34.4), read
 * within the limits of an XLSX: `content.xml` inflated under the same caps and scanned as it
 * inflates. Repeated rows and cells ('number-rows-repeated', LibreOffice's way of writing the
 * empty rest of a sheet) cost nothing when empty and count against the limits when not.
 */
import type { ReadingBudget } from '../reading-budget.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, unreadable } from '../spreadsheet-error.js';
import { compactColumns, type NamedSheet, type SheetCell } from '../sheet-rows.js';
import { newBudget, scanPart, withinLimits } from './scan-part.js';
import type { ZipEntry } from './zip-archive.js';

const EXCEL_COLUMNS = 16_384;

interface CellState {
  value: SheetCell | undefined;
  paragraphs: string[];
  repeat: number;
}

function repeatOf(text: string | undefined): number {
  const count = Number(text ?? 1);
  return Number.isInteger(count) && count > 0 ? count : 1;
}

/** A cell's value: a number for numbers, currencies and percentages, a date as dd/mm/yyyy, else its text. */
function valueOf(attributes: Readonly<Record<string, string>>): SheetCell | undefined {
  const type = attributes['office:value-type'];
  if (type === 'float' || type === 'currency' || type === 'percentage') {
    const number = Number(attributes['office:value']);
    return Number.isFinite(number) ? number : undefined;
  }
  if (type === 'date') return (attributes['office:date-value'] ?? '').slice(0, 10).split('-').reverse().join('/');
  return undefined;
}

export function readOds(bytes: Uint8Array, entries: ReadonlyMap<string, ZipEntry>, fileName: string, time: ReadingBudget): NamedSheet[] {
  const content = entries.get('content.xml');
  if (!content) throw unreadable(fileName);
  const budget = newBudget(time);
  const sheets: { name: string; rows: [number, SheetCell][][] }[] = [];
  let sheet: (typeof sheets)[number] | undefined;
  let row: [number, SheetCell][] | undefined;
  let rowRepeat = 1;
  let rowsWritten = 0;
  let column = 0;
  let cell: CellState | undefined;
  let cells = 0;
  const addCell = (value: SheetCell, repeat: number) => {
    for (let copy = 0; copy < repeat && column < EXCEL_COLUMNS; copy++, column++) {
      row?.push([column, value]);
      if (++cells > SPREADSHEET_LIMITS.cells) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyCells(fileName));
    }
  };
  withinLimits(fileName, () =>
    scanPart(bytes, content, {
      open(name, attributes) {
        if (name === 'table') {
          sheet = { name: attributes['table:name'] ?? `Foglio${sheets.length + 1}`, rows: [] };
          sheets.push(sheet);
        } else if (name === 'table-row' && sheet) {
          row = [];
          column = 0;
          rowRepeat = repeatOf(attributes['table:number-rows-repeated']);
        } else if ((name === 'table-cell' || name === 'covered-table-cell') && row) {
          cell = { value: valueOf(attributes), paragraphs: [], repeat: repeatOf(attributes['table:number-columns-repeated']) };
        } else if (name === 'p' && cell) cell.paragraphs.push('');
        else if (name === 's' && cell && cell.paragraphs.length > 0) cell.paragraphs[cell.paragraphs.length - 1] += ' '.repeat(Math.min(repeatOf(attributes['text:c']), 1_000));
      },
      close(name) {
        if ((name === 'table-cell' || name === 'covered-table-cell') && cell) {
          const text = cell.paragraphs.join('\n');
          const value = cell.value ?? text;
          if (value === '') column = Math.min(EXCEL_COLUMNS, column + cell.repeat);
          else addCell(value, cell.repeat);
          cell = undefined;
        } else if (name === 'table-row' && row && sheet) {
          const written = row;
          if (written.length > 0) {
            for (let copy = 0; copy < rowRepeat; copy++) {
              // A repeated row's cells count once per copy.
              if (copy > 0 && (cells += written.length) > SPREADSHEET_LIMITS.cells) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyCells(fileName));
              sheet.rows.push(written);
              if (++rowsWritten > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(fileName));
            }
          }
          row = undefined;
        } else if (name === 'table') sheet = undefined;
      },
      text(text) {
        if (!cell || cell.paragraphs.length === 0) return;
        const last = cell.paragraphs.length - 1;
        cell.paragraphs[last] += text;
        if ((cell.paragraphs[last]?.length ?? 0) > SPREADSHEET_LIMITS.cellCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
      },
    }, budget),
  );
  return sheets.map(({ name, rows }) => ({ name, rows: compactColumns(rows, fileName, time) }));
}
