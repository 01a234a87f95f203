/**
 * A sheet row's fields as the mapping and the option columns give them, cut at their limits
 * (decision 0971): the pieces every way of reading rows into variants shares.
 */
import { attributeKind, looksLikeSize } from './attribute-names.js';
import { atFieldLimit } from './field-limits.js';
import type { ColumnMapping, ProductField } from './product-columns.js';
import type { OptionColumns, SheetLayout } from './sheet-layout.js';
import { cellText, type SheetCell } from './sheet-rows.js';

export type RowFields = Partial<Record<ProductField, SheetCell>>;

export const ROWS_STEP = 'la lettura delle righe dei prodotti';

/** 1-based row numbers as the user sees them, the heading row included. */
export const rowNumber = (layout: SheetLayout, index: number) => layout.headerRow + index + 2;

export function mappedFields(cells: readonly SheetCell[], mapping: ColumnMapping): RowFields {
  const fields: RowFields = {};
  for (const name of Object.keys(mapping) as ProductField[]) {
    const column = mapping[name];
    const value = column === undefined ? undefined : cells[column];
    if (value !== undefined && cellText(value) !== '') fields[name] = atFieldLimit(name, value);
  }
  return fields;
}

/**
 * Colour and size from option pairs (issue 34.1): by the option's name in five languages, or, when
 * the name says nothing, by the value's look (a size). Names may come from an earlier row.
 */
export function fromOptions(cells: readonly SheetCell[], options: readonly OptionColumns[], names: readonly string[], mapping: ColumnMapping): RowFields {
  const fields: RowFields = {};
  options.forEach((pair, index) => {
    const value = cellText(cells[pair.value]);
    if (!value || value === 'Default Title') return;
    const kind = attributeKind(names[index] ?? '') ?? (looksLikeSize(value) ? 'sizes' : undefined);
    if (kind && mapping[kind] === undefined && fields[kind] === undefined) fields[kind] = atFieldLimit(kind, value);
  });
  return fields;
}

/**
 * The images a cell lists: ',', ';' or '|' between them, or spaces before an address. Each
 * separator looks ahead only to the next one, and a run of spaces is tried from its start only
 * (the lookbehind), so a cell costs its length (decision 0971).
 */
export function splitImages(text: string): string[] {
  return text
    .split(/[,;|](?=\s*(?:https?:|\/|[^,;|\s]+\.(?:jpe?g|png|gif|webp|heic|heif|avif)\b))|(?<=\S)\s+(?=https?:\/\/)/iu)
    .map((part) => part.trim())
    .filter(Boolean);
}
