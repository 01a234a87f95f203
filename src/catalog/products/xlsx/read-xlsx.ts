/**
 * An XLSX's worksheets as rows (issues 15.3, 27.1-27.3, 34.4), read within limits: the parts are
 * taken from the zip's central directory (workbook, relationships, shared strings, styles, the
 * sheets), each inflated under a cap and scanned as it inflates, stopping at the first limit.
 * Numbers stay numbers (a date-formatted number is shown as the date, dd/mm/yyyy); formulas are
 * read by their cached result; phonetic runs are left out of the text.
 */
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, unreadable } from '../spreadsheet-error.js';
import type { ReadingBudget } from '../reading-budget.js';
import type { NamedSheet } from '../sheet-rows.js';
import { compactColumns, type SheetCell, type SheetRows } from '../sheet-rows.js';
import { isDateFormat, serialDateText } from './number-formats.js';
import { newBudget, scanPart, withinLimits, type Budget } from './scan-part.js';
import { ZipLimitError, type ZipEntry } from './zip-archive.js';

/** Relationship targets by id, and by type's last word ('sharedStrings', 'styles'). */
function readRelationships(bytes: Uint8Array, entry: ZipEntry, budget: Budget): { byId: Map<string, string>; byType: Map<string, string> } {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  const resolve = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//u, '')}`);
  scanPart(bytes, entry, {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Target) return;
      const target = resolve(attributes.Target);
      if (attributes.Id) byId.set(attributes.Id, target);
      const type = attributes.Type?.split('/').pop();
      if (type && !byType.has(type)) byType.set(type, target);
    },
    close() {},
    text() {},
  }, budget);
  return { byId, byType };
}

/** The workbook's sheets in their tab order: each one's name and relationship id. */
function sheetsOf(bytes: Uint8Array, entry: ZipEntry, budget: Budget): { name: string; id: string }[] {
  const sheets: { name: string; id: string }[] = [];
  scanPart(bytes, entry, {
    open(name, attributes) {
      if (name !== 'sheet') return;
      const id = Object.entries(attributes).find(([key]) => key === 'id' || key.endsWith(':id'))?.[1] ?? '';
      sheets.push({ name: attributes.name ?? `Foglio${sheets.length + 1}`, id });
    },
    close() {},
    text() {},
  }, budget);
  return sheets;
}

function readSharedStrings(bytes: Uint8Array, entry: ZipEntry | undefined, budget: Budget, fileName: string): string[] {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | undefined;
  let length = 0;
  let inText = false;
  let phonetic = 0;
  scanPart(bytes, entry, {
    open(name) {
      if (name === 'si') {
        current = [];
        length = 0;
      } else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = phonetic === 0;
    },
    close(name) {
      if (name === 'si' && current) {
        if (strings.length >= SPREADSHEET_LIMITS.cells) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyCells(fileName));
        strings.push(current.join(''));
        current = undefined;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (!current || !inText) return;
      length += text.length;
      if (length > SPREADSHEET_LIMITS.cellCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
      current.push(text);
    },
  }, budget);
  return strings;
}

/** The style indices whose number format shows a date. */
function readDateStyles(bytes: Uint8Array, entry: ZipEntry | undefined, budget: Budget): Set<number> {
  const dates = new Set<number>();
  if (!entry) return dates;
  const formats = new Map<number, string>();
  let inCellFormats = false;
  let index = 0;
  scanPart(bytes, entry, {
    open(name, attributes) {
      if (name === 'numFmt') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        const id = Number(attributes.numFmtId ?? 0);
        if (isDateFormat(id, formats.get(id))) dates.add(index);
        index++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
    text() {},
  }, budget);
  return dates;
}

/** 'AB12' to 27 (0-based column); undefined past XFD. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column >= 1 && column <= 16_384 ? column - 1 : undefined;
}

interface CellState {
  column: number;
  type: string;
  style: number;
  text: string[];
  length: number;
}

function cellValue(cell: CellState, strings: readonly string[], dateStyles: ReadonlySet<number>): SheetCell {
  const text = cell.text.join('');
  switch (cell.type) {
    case 's':
      return strings[Number(text)] ?? '';
    case 'inlineStr':
    case 'str':
    case 'e':
      return text;
    case 'b':
      return text === '1' ? 'TRUE' : 'FALSE';
    case 'd':
      return text.slice(0, 10).split('-').reverse().join('/');
    default: {
      if (text.trim() === '') return '';
      const number = Number(text);
      if (!Number.isFinite(number)) return text;
      return dateStyles.has(cell.style) ? serialDateText(number) : number;
    }
  }
}

function readSheet(bytes: Uint8Array, entry: ZipEntry, strings: readonly string[], dateStyles: ReadonlySet<number>, budget: Budget, fileName: string): SheetRows {
  const rows: [number, SheetCell][][] = [];
  let row: [number, SheetCell][] | undefined;
  let cell: CellState | undefined;
  let capturing = false;
  let cells = 0;
  let characters = 0;
  let rowElements = 0;
  scanPart(bytes, entry, {
    open(name, attributes) {
      if (name === 'row') {
        // Empty rows are dropped, so only this count stops a sheet of millions of them early.
        if (++rowElements > SPREADSHEET_LIMITS.gridRows) throw new SpreadsheetError(LIMIT_MESSAGES.pastExcelGrid(fileName));
        row = [];
      } else if (name === 'c' && row) {
        const column = columnOf(attributes.r) ?? (row.at(-1)?.[0] ?? -1) + 1;
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), text: [], length: 0 };
      } else if ((name === 'v' || name === 't') && cell) capturing = true;
    },
    close(name) {
      if (name === 'v' || name === 't') capturing = false;
      else if (name === 'c' && cell && row) {
        const value = cellValue(cell, strings, dateStyles);
        if (typeof value === 'string' && (characters += value.length) > SPREADSHEET_LIMITS.textCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.tooMuchText(fileName));
        if (value !== '') {
          row.push([cell.column, value]);
          if (++cells > SPREADSHEET_LIMITS.cells) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyCells(fileName));
        }
        cell = undefined;
      } else if (name === 'row' && row) {
        if (row.length > 0) {
          rows.push(row);
          if (rows.length > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(fileName));
        }
        row = undefined;
      }
    },
    text(text) {
      if (!capturing || !cell) return;
      cell.text.push(text);
      cell.length += text.length;
      if (cell.length > SPREADSHEET_LIMITS.cellCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
    },
  }, budget);
  return compactColumns(rows, fileName, budget.time);
}

/** Every worksheet of the workbook, in tab order (issue 34.4). */
export function readXlsx(bytes: Uint8Array, entries: ReadonlyMap<string, ZipEntry>, fileName: string, time: ReadingBudget): NamedSheet[] {
  const workbook = entries.get('xl/workbook.xml');
  const workbookRelationships = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !workbookRelationships) throw unreadable(fileName);
  const budget = newBudget(time);
  return withinLimits(fileName, () => {
    const relationships = readRelationships(bytes, workbookRelationships, budget);
    const listed = sheetsOf(bytes, workbook, budget).flatMap(({ name, id }) => {
      const entry = entries.get(relationships.byId.get(id) ?? '');
      return entry ? [{ name, entry }] : [];
    });
    const fallback = entries.get('xl/worksheets/sheet1.xml');
    const sheets = listed.length > 0 ? listed : fallback ? [{ name: 'Foglio1', entry: fallback }] : [];
    if (sheets.length === 0) throw unreadable(fileName);
    const strings = entries.get(relationships.byType.get('sharedStrings') ?? 'xl/sharedStrings.xml');
    const styles = entries.get(relationships.byType.get('styles') ?? 'xl/styles.xml');
    // What the parts declare is checked before any of the big ones is inflated.
    const declared = [...sheets.map(({ entry }) => entry), strings, styles].reduce((sum, entry) => sum + (entry?.declaredSize ?? 0), 0);
    if (declared > budget.remaining) throw new ZipLimitError('declared sizes over the cap');
    const sharedStrings = readSharedStrings(bytes, strings, budget, fileName);
    const dateStyles = readDateStyles(bytes, styles, budget);
    return sheets.map(({ name, entry }) => ({ name, rows: readSheet(bytes, entry, sharedStrings, dateStyles, budget, fileName) }));
  });
}
