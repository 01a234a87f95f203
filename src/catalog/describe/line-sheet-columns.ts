/**
 * The line sheet's column widths, from their content (issue 24.1, 24.3): every column gets at least
 * its longest word, and the room left goes to the columns whose text would otherwise wrap most.
 * One body size serves every column, the largest from 8.5 pt down to 7 pt at which every word fits
 * its column; no body text prints under 7 pt. Only a word wider than its column at 7 pt, with
 * every other column at its narrowest, is refused, by name.
 */
import type { LineSheetColumn } from '../../shared/index.js';
import { CELL_GAP } from '../layout/line-sheet.js';
import { inFigures, type Measure } from '../text/wrap.js';
import type { CellParagraph, SheetRow } from './line-sheet-rows.js';

export const HEADING_SIZE = 7;
export const BODY_SIZES = [8.5, 8, 7.5, 7] as const;
export const SWATCH_SIZE = 6;
export const SWATCH_GAP = 3;
/** No column takes more than this share of the room, however long its text. */
const MAX_COLUMN_SHARE = 0.42;

export interface ColumnPlan {
  column: LineSheetColumn;
  /** From the left of the columns' area. */
  x: number;
  width: number;
}

export interface TooWide {
  column: LineSheetColumn;
  word: string;
  /** The row whose cell holds the word. */
  row: number;
}

export interface ColumnsPlan {
  bodySize: number;
  columns: ColumnPlan[];
  tooWide?: TooWide;
}

/**
 * Columns in lining tabular figures (issue 24.7): codes, sizes and prices stand in even columns,
 * and prices of one currency, right-aligned, line up on their decimal separator.
 */
export const FIGURE_COLUMNS: ReadonlySet<LineSheetColumn> = new Set(['code', 'sizes', 'wholesale', 'retail']);

/** How a column's cells are measured: in figures where they print in figures. */
export const cellMeasure = (column: LineSheetColumn, measure: Measure): Measure => (FIGURE_COLUMNS.has(column) ? inFigures(measure) : measure);

/** Prices never break ('da 240,00 €' is one piece); other cells break between words. */
const UNBREAKABLE: ReadonlySet<LineSheetColumn> = new Set(['wholesale', 'retail']);
const words = (text: string) => text.split(/\s+/u).filter(Boolean);
const indentOf = (paragraph: CellParagraph) => (paragraph.swatch ? SWATCH_SIZE + SWATCH_GAP : 0);

interface Needs {
  least: number;
  wanted: number;
  widest: { word: string; row: number; width: number };
}

function needsOf(column: LineSheetColumn, heading: string, rows: readonly SheetRow[], size: number, measure: Measure): Needs {
  const widest = { word: '', row: -1, width: 0 };
  const measureCell = cellMeasure(column, measure);
  let wanted = measure(heading, HEADING_SIZE);
  let least = Math.max(0, ...words(heading).map((word) => measure(word, HEADING_SIZE)));
  rows.forEach((row, index) => {
    if (row.kind !== 'product') return;
    for (const paragraph of row.cells[column]) {
      const indent = indentOf(paragraph);
      wanted = Math.max(wanted, indent + measureCell(paragraph.text, size));
      for (const word of UNBREAKABLE.has(column) ? [paragraph.text] : words(paragraph.text)) {
        const width = indent + measureCell(word, size);
        if (width > widest.width) Object.assign(widest, { word, row: index, width });
        least = Math.max(least, width);
      }
    }
  });
  return { least, wanted: Math.max(least, wanted), widest };
}

function place(columns: readonly LineSheetColumn[], widths: readonly number[]): ColumnPlan[] {
  let x = 0;
  return columns.map((column, index) => {
    const width = widths[index] ?? 0;
    const placed = { column, x, width };
    x += width + CELL_GAP;
    return placed;
  });
}

/** Widths between each column's least and wanted width, the room shared by what each still wants. */
function share(needs: readonly Needs[], room: number): number[] {
  const cap = room * MAX_COLUMN_SHARE;
  const wanted = needs.map((need) => Math.max(need.least, Math.min(need.wanted, cap)));
  const least = needs.reduce((sum, need) => sum + need.least, 0);
  const totalWanted = wanted.reduce((sum, width) => sum + width, 0);
  if (totalWanted <= room) return wanted.map((width) => width + ((room - totalWanted) * width) / totalWanted);
  const spare = room - least;
  const hunger = wanted.reduce((sum, width, index) => sum + width - (needs[index]?.least ?? 0), 0);
  return needs.map((need, index) => need.least + (hunger > 0 ? (spare * ((wanted[index] ?? 0) - need.least)) / hunger : 0));
}

export function planColumns(columns: readonly LineSheetColumn[], headings: Record<LineSheetColumn, string>, rows: readonly SheetRow[], width: number, measure: Measure): ColumnsPlan {
  const room = width - CELL_GAP * Math.max(0, columns.length - 1);
  for (const size of BODY_SIZES) {
    const needs = columns.map((column) => needsOf(column, headings[column], rows, size, measure));
    if (needs.reduce((sum, need) => sum + need.least, 0) <= room) return { bodySize: size, columns: place(columns, share(needs, room)) };
  }
  // Even at 7 pt the words do not fit: the widest word of the widest column is named.
  const size = BODY_SIZES[BODY_SIZES.length - 1] ?? 7;
  const needs = columns.map((column) => needsOf(column, headings[column], rows, size, measure));
  const worst = needs.reduce((best, need, index) => (need.widest.width > (needs[best]?.widest.width ?? 0) ? index : best), 0);
  const widest = needs[worst]?.widest;
  const equal = columns.map(() => room / Math.max(1, columns.length));
  return { bodySize: size, columns: place(columns, equal), ...(widest && { tooWide: { column: columns[worst] ?? 'product', word: widest.word, row: widest.row } }) };
}
