/**
 * Attributes that files write together rather than in named columns (decision 1023):
 * - a variant column whose cells say colour and size at once, 'Rosso / S', 'Navy - 42' (a variant's
 *   title, as shops name it, or a list's 'Variante' column): the part that looks like a size is the
 *   size, the rest the colour;
 * - a size grid: one column per size ('S', 'M', 'L' or '38', '40', '42' as headings), a row's sizes
 *   those whose cell is filled (a quantity, a stock, an 'x'), not empty, zero or 'no'.
 */
import { looksLikeSize } from './attribute-names.js';
import { fold } from './product-columns.js';

const COMBINED_HEADINGS = new Set([
  'variante', 'varianti', 'variant', 'variants', 'variant title', 'variant name', 'variation', 'variations', 'variante articolo',
  'colore taglia', 'colore e taglia', 'colore misura', 'color size', 'colour size', 'color and size', 'colour and size',
  'couleur taille', 'couleur et taille', 'farbe grosse', 'farbe und grosse', 'color talla', 'color y talla',
]);

/** Between a variant's colour and size: ' / ' as shops write a variant's title, or a dash or comma with spaces. */
const COMBINED_SEPARATORS = [' / ', ' - ', ' – ', ', ', ' | '];

/** A variant cell's colour and size, when it holds one of each ('Rosso / S'); a lone size or colour alone. */
export function splitCombined(text: string): { colours?: string; sizes?: string } {
  const separator = COMBINED_SEPARATORS.find((candidate) => text.includes(candidate));
  const parts = (separator ? text.split(separator) : [text]).map((part) => part.trim()).filter(Boolean);
  const size = parts.find(looksLikeSize);
  const colours = parts.filter((part) => part !== size).join(' / ');
  return { ...(colours && { colours }), ...(size && { sizes: size }) };
}

/** Most sampled cells are a colour and a size together: 'Sabbia / 38'. */
function holdsColourAndSize(texts: readonly string[]): boolean {
  const both = texts.filter((text) => {
    const { colours, sizes } = splitCombined(text);
    return colours !== undefined && sizes !== undefined;
  }).length;
  return texts.length > 0 && both * 10 >= texts.length * 6;
}

/** Columns that hold colour and size together, by their heading or their values. */
export function combinedColumns(headers: readonly string[], columns: readonly string[][], taken: ReadonlySet<number>): number[] {
  return headers.flatMap((heading, column) => {
    if (taken.has(column)) return [];
    const texts = columns[column] ?? [];
    const named = COMBINED_HEADINGS.has(fold(heading)) && texts.some((text) => splitCombined(text).sizes !== undefined);
    return named || holdsColourAndSize(texts) ? [column] : [];
  });
}

/** A size grid's columns: three or more headings in a row that are each a size ('S', 'M', 'L'; '38', '40', '42'). */
export function sizeGridColumns(headers: readonly string[]): { column: number; size: string }[] {
  const runs: { column: number; size: string }[][] = [[]];
  headers.forEach((heading, column) => {
    const run = runs.at(-1) ?? [];
    if (looksLikeSize(heading)) run.push({ column, size: heading.trim() });
    else if (run.length > 0) runs.push([]);
  });
  return runs.filter((run) => run.length >= 3).flat();
}

const NOT_MADE = new Set(['0', '-', '–', 'no', 'n', 'false', 'falso', 'nein', 'non']);

/** The sizes of a grid whose cell is filled, in the grid's order. */
export function gridSizes(cells: readonly string[], grid: readonly { column: number; size: string }[]): string[] {
  return grid.filter(({ column }) => {
    const text = (cells[column] ?? '').trim().toLowerCase();
    return text !== '' && !NOT_MADE.has(text);
  }).map(({ size }) => size);
}
