/**
 * A sheet as the import sees it: rows of cells, a cell being text or, from an XLSX, a number
 * (issue 27.3: 33.3 × 1.22 reaches the price parser as 40.626, not as the text '40.626', and
 * rounds to 40.63). Empty rows are left out and empty columns dropped, so one stray cell at XFD1
 * costs one column, not 16,384 (issue 27.2). Every cell's text is cleaned here, once, for every
 * format (`printableText`, issue 38.5).
 */
import { printableText } from '../../shared/printable-text.js';
import type { ReadingBudget } from './reading-budget.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError } from './spreadsheet-error.js';

export type SheetCell = string | number;
export type SheetRows = SheetCell[][];

/** One sheet of a workbook: its tab's name and its rows. */
export interface NamedSheet {
  name: string;
  rows: SheetRows;
}

/** A number as text without binary noise: 59.699999999999996 reads '59.7'. */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(Number(cell.toPrecision(15))) : '';
  return cell.trim();
}

/** Sparse rows (column, value) to dense rows over the columns that hold something. */
export function compactColumns(sparse: readonly (readonly (readonly [number, SheetCell])[])[], fileName: string, time: ReadingBudget): SheetRows {
  const used = new Set<number>();
  let cells = 0;
  for (const row of sparse) {
    for (const [column, value] of row) {
      if (cellText(value) === '') continue;
      cells++;
      if (!used.has(column)) {
        used.add(column);
        if (used.size > SPREADSHEET_LIMITS.columns) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyColumns(fileName));
      }
    }
  }
  if (cells > SPREADSHEET_LIMITS.cells) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyCells(fileName));
  const order = [...used].sort((a, b) => a - b);
  const place = new Map(order.map((column, index) => [column, index]));
  const rows: SheetRows = [];
  for (const [position, row] of sparse.entries()) {
    time.check('la pulizia del testo delle celle', position + 1);
    const dense: SheetCell[] = new Array<SheetCell>(order.length).fill('');
    let filled = false;
    for (const [column, value] of row) {
      const index = place.get(column);
      if (index === undefined) continue;
      const cell = typeof value === 'string' ? printableText(value).trim() : value;
      dense[index] = cell;
      filled ||= cellText(cell) !== '';
    }
    if (filled) rows.push(dense);
  }
  return rows;
}
