/**
 * Where a sheet's headings are and which system wrote it (issues 23.1-23.2). A row counts as the
 * headings only when its cells read as headings: words, not prices, sizes, addresses, codes or
 * HTML. So Shopify's first product row (with 'Colore' and 'Taglia' as option names) is never
 * taken for the headings, and title rows and blank rows above the headings are skipped.
 */
import { fieldOfHeading, fold, guessMapping, type ColumnMapping } from './product-columns.js';
import { isAttributeList } from './attribute-lists.js';
import { combinedColumns, sizeGridColumns } from './combined-attributes.js';
import { hasTag } from './html-markup.js';
import { isImageName } from './image-names.js';
import { splitImages } from './row-fields.js';
import { attributeNameValueColumns, isOptionGroupHeading, isOptionHeading, optionColumns, type OptionColumns } from './option-columns.js';
import { parsePrice } from './product-prices.js';
import { cellText, type SheetCell, type SheetRows } from './sheet-rows.js';

export type { OptionColumns } from './option-columns.js';

export const SHEET_FORMATS = ['shopify', 'shopify-2024', 'woocommerce', 'nuorder-joor', 'price-list'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export const FORMAT_LABELS: Record<SheetFormat, string> = {
  shopify: 'Shopify (esportazione prodotti)',
  'shopify-2024': 'Shopify (esportazione prodotti, intestazioni 2024)',
  woocommerce: 'WooCommerce (esportazione prodotti)',
  'nuorder-joor': 'NuORDER / JOOR (dati prodotto)',
  'price-list': 'Listino prezzi',
};

export interface SheetLayout {
  format: SheetFormat;
  headerRow: number;
  headers: string[];
  /** The guess, before the user corrects it. */
  mapping: ColumnMapping;
  options: OptionColumns[];
  /** Columns whose cells list attributes ('Taglia:S,Colore:Rosso', 'colore=Sabbia|…'), found by their values. */
  attributeLists: number[];
  /** Attribute names and values in two columns, item by item (PrestaShop's 'Attribute (Name:Type:Position)', 'Value (Value:Position)'). */
  attributePair?: OptionColumns;
  /** Columns of image file names or addresses, found by their values (issue 34.2), the mapped image column first. */
  imageColumns: number[];
  /** Columns holding a colour and a size together ('Rosso / S'), by heading or values (decision 1023). */
  combined: number[];
  /** One column per size ('S', 'M', 'L' as headings), when no column names the sizes (decision 1023). */
  sizeGrid: { column: number; size: string }[];
  /** WooCommerce's own columns: the row's type (variable, variation, simple), its ID and its parent. */
  woo?: { type: number; id?: number; parent: number };
}

const SIZE_WORDS = /^(xxxs|xxs|xs|s|m|l|xl|xxl|xxxl|[2-6]xl|[2-3]xs|tu|os|one size|taglia unica|unica)$/iu;
const BOOLEANS = /^(true|false|vero|falso|yes|no|si|sì)$/iu;

/** A cell that is data, never a heading: a number, price, size, address, HTML, code or flag. */
function looksLikeData(cell: SheetCell): boolean {
  if (typeof cell === 'number') return true;
  const text = cell.trim();
  if (!text) return false;
  if (/:\/\/|^www\./iu.test(text) || hasTag(text)) return true;
  if (SIZE_WORDS.test(text) || BOOLEANS.test(text) || /^#[0-9a-f]{6}$/iu.test(text)) return true;
  if (/\d/u.test(text) && parsePrice(text) !== undefined) return true;
  const digits = text.replace(/\D/gu, '').length;
  if (digits > 0 && !/\s/u.test(text) && /[-_/.:]/u.test(text)) return true;
  return digits * 2 >= text.replace(/\s/gu, '').length;
}

function recognised(cell: SheetCell): boolean {
  const text = cellText(cell);
  return fieldOfHeading(text) !== undefined || isOptionHeading(text);
}

/**
 * The heading row among the first twenty: the first that reads as headings and names two fields.
 * A size grid's headings ('S', 'M', 'L'; '38', '40', '42') are sizes, not data, in a row that names two fields.
 */
export function findHeaderRow(rows: SheetRows): number {
  const candidates = rows.slice(0, 20).map((row, index) => {
    const grid = new Set(sizeGridColumns(row.map(cellText)).map(({ column }) => column));
    const filled = row.filter((cell, column) => cellText(cell) !== '' && !grid.has(column));
    const known = filled.filter(recognised).length;
    return { index, filled: filled.length + (known >= 2 ? grid.size : 0), data: filled.filter(looksLikeData).length + (known >= 2 ? 0 : grid.size), known };
  });
  const headingLike = candidates.filter((row) => row.filled >= 2 && row.data === 0);
  const found = headingLike.find((row) => row.known >= 2) ?? headingLike.find((row) => row.known >= 1) ?? headingLike[0];
  return found?.index ?? 0;
}

function detectFormat(folded: ReadonlySet<string>, options: readonly OptionColumns[]): SheetFormat {
  if (folded.has('handle') && (folded.has('variant sku') || folded.has('variant price') || folded.has('option1 name'))) return 'shopify';
  if (folded.has('url handle') && (options.length > 0 || folded.has('sku'))) return 'shopify-2024';
  if (folded.has('type') && folded.has('parent') && (folded.has('regular price') || folded.has('attribute 1 name'))) return 'woocommerce';
  if (folded.has('style number') && ([...folded].some((heading) => heading.startsWith('wholesale')) || folded.has('color'))) return 'nuorder-joor';
  return 'price-list';
}

/** How many rows under the headings are looked at to tell what a column holds by its values. */
const SAMPLE_ROWS = 200;

/** Words that say what kind of row a row is (Magento's product_type, BigCommerce's Item Type, Wix's fieldType). */
const ROW_TYPES = new Set(['simple', 'configurable', 'variable', 'variation', 'grouped', 'bundle', 'virtual', 'downloadable', 'product', 'sku', 'rule', 'variant', 'physical', 'digital', 'service', 'external', 'parent', 'child']);

/** Each column's sampled values, empty cells left out. */
function sampledColumns(rows: SheetRows, headerRow: number): string[][] {
  const sample = rows.slice(headerRow + 1, headerRow + 1 + SAMPLE_ROWS);
  const width = rows[headerRow]?.length ?? 0;
  return Array.from({ length: width }, (_, column) => sample.map((cells) => cellText(cells[column])).filter(Boolean));
}

/** Columns that say a row's type: never a category or a name, whatever their heading. */
function rowTypeColumns(columns: readonly string[][]): number[] {
  return columns.flatMap((texts, column) => (texts.length > 0 && texts.every((text) => ROW_TYPES.has(text.toLowerCase())) ? [column] : []));
}

/** Columns by what their sampled values are: attribute lists, and (most cells) image names. */
function columnsByValues(columns: readonly string[][], mapping: ColumnMapping): { attributeLists: number[]; imageColumns: number[] } {
  const attributeLists: number[] = [];
  const imageColumns = mapping.image === undefined ? [] : [mapping.image];
  columns.forEach((texts, column) => {
    if (texts.some(isAttributeList)) attributeLists.push(column);
    const images = texts.filter((text) => isImageName(splitImages(text)[0] ?? '')).length;
    if (column !== mapping.image && texts.length > 0 && images * 10 >= texts.length * 6) imageColumns.push(column);
  });
  return { attributeLists, imageColumns };
}

/** Most of a column's values are words, not codes: 'Giacca in lino', not 'GC-01' (issue 34.5). */
function holdsNames(texts: readonly string[]): boolean {
  const names = texts.filter((text) => /\s/u.test(text) && !/\d/u.test(text)).length;
  return texts.length > 0 && names * 10 >= texts.length * 6;
}

/** A code heading over names ('Articolo' in many Italian lists) is the name when the sheet has no other. */
function namesByValues(mapping: ColumnMapping, columns: readonly string[][]): ColumnMapping {
  if (mapping.name !== undefined || mapping.sku === undefined || !holdsNames(columns[mapping.sku] ?? [])) return mapping;
  const { sku, ...rest } = mapping;
  return { ...rest, name: sku };
}

export function readLayout(rows: SheetRows): SheetLayout {
  const headerRow = findHeaderRow(rows);
  const headers = (rows[headerRow] ?? []).map(cellText);
  const options = optionColumns(headers);
  const folded = headers.map(fold);
  const format = detectFormat(new Set(folded), options);
  const columns = sampledColumns(rows, headerRow);
  const attributePair = attributeNameValueColumns(headers);
  const mapping = namesByValues(guessMapping(headers, new Set([...options.flatMap((pair) => [pair.name, pair.value]), ...(attributePair ? [attributePair.name, attributePair.value] : []), ...headers.flatMap((heading, column) => (options.length > 0 && isOptionGroupHeading(heading) ? [column] : [])), ...rowTypeColumns(columns)])), columns);
  const byValue = columnsByValues(columns, mapping);
  const sizeGrid = mapping.sizes === undefined ? sizeGridColumns(headers) : [];
  const taken = new Set([...Object.values(mapping), ...byValue.attributeLists, ...byValue.imageColumns, ...options.flatMap((pair) => [pair.name, pair.value]), ...sizeGrid.map(({ column }) => column)]);
  const found = { ...byValue, combined: mapping.colours === undefined || mapping.sizes === undefined ? combinedColumns(headers, columns, taken) : [], sizeGrid };
  // The two-column form is read as a pair, never as lists of its own ('Taglia:select:0' is no size 'select').
  const byValues = attributePair ? { ...found, attributeLists: found.attributeLists.filter((column) => column !== attributePair.name && column !== attributePair.value), attributePair } : found;
  if (format !== 'woocommerce') return { format, headerRow, headers, mapping, options, ...byValues };
  // WooCommerce's 'Type' says simple, variable or variation: it is not a category.
  const type = folded.indexOf('type');
  const categories = folded.indexOf('categories');
  const { category: _type, ...rest } = mapping;
  const id = folded.indexOf('id');
  return {
    format,
    headerRow,
    headers,
    mapping: categories >= 0 ? { ...rest, category: categories } : rest,
    options,
    ...byValues,
    woo: { type, parent: folded.indexOf('parent'), ...(id >= 0 && { id }) },
  };
}

/** The fields a mapping leaves without a column that the import needs. */
export function missingFields(mapping: ColumnMapping): ('key' | 'name')[] {
  const missing: ('key' | 'name')[] = [];
  const keys = ['image', 'variantImage', 'sku', 'style'] as const;
  if (keys.every((field) => mapping[field] === undefined)) missing.push('key');
  if (mapping.name === undefined) missing.push('name');
  return missing;
}
