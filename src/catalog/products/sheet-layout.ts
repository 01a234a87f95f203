/**
 * Where a sheet's headings are and which system wrote it (issues 23.1-23.2). A row counts as the
 * headings only when its cells read as headings: words, not prices, sizes, addresses, codes or
 * HTML. So Shopify's first product row (with 'Colore' and 'Taglia' as option names) is never
 * taken for the headings, and title rows and blank rows above the headings are skipped.
 */
import { fieldOfHeading, fold, guessMapping, type ColumnMapping } from './product-columns.js';
import { hasTag } from './html-markup.js';
import { parsePrice } from './product-prices.js';
import { cellText, type SheetCell, type SheetRows } from './sheet-rows.js';

export const SHEET_FORMATS = ['shopify', 'shopify-2024', 'woocommerce', 'nuorder-joor', 'price-list'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export const FORMAT_LABELS: Record<SheetFormat, string> = {
  shopify: 'Shopify (esportazione prodotti)',
  'shopify-2024': 'Shopify (esportazione prodotti, intestazioni 2024)',
  woocommerce: 'WooCommerce (esportazione prodotti)',
  'nuorder-joor': 'NuORDER / JOOR (dati prodotto)',
  'price-list': 'Listino prezzi',
};

/** A name/value column pair: Shopify's 'Option1 Name'/'Option1 Value', WooCommerce's 'Attribute 1 name'/'Attribute 1 value(s)'. */
export interface OptionColumns {
  name: number;
  value: number;
}

export interface SheetLayout {
  format: SheetFormat;
  headerRow: number;
  headers: string[];
  /** The guess, before the user corrects it. */
  mapping: ColumnMapping;
  options: OptionColumns[];
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

const OPTION_NAME = /^(?:option ?(\d)|attribute (\d+)) name$/u;

function optionColumns(headers: readonly string[]): OptionColumns[] {
  const folded = headers.map(fold);
  return folded.flatMap((heading, column) => {
    const match = OPTION_NAME.exec(heading);
    if (!match) return [];
    const value = match[1] ? folded.findIndex((other) => other === `option${match[1]} value` || other === `option ${match[1]} value`) : folded.indexOf(`attribute ${match[2]} value s`);
    return value >= 0 ? [{ name: column, value }] : [];
  });
}

function recognised(cell: SheetCell): boolean {
  const text = cellText(cell);
  return fieldOfHeading(text) !== undefined || OPTION_NAME.test(fold(text));
}

/** The heading row among the first twenty: the first that reads as headings and names two fields. */
export function findHeaderRow(rows: SheetRows): number {
  const candidates = rows.slice(0, 20).map((row, index) => {
    const filled = row.filter((cell) => cellText(cell) !== '');
    return { index, filled: filled.length, data: filled.filter(looksLikeData).length, known: filled.filter(recognised).length };
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

export function readLayout(rows: SheetRows): SheetLayout {
  const headerRow = findHeaderRow(rows);
  const headers = (rows[headerRow] ?? []).map(cellText);
  const options = optionColumns(headers);
  const folded = headers.map(fold);
  const format = detectFormat(new Set(folded), options);
  const mapping = guessMapping(headers);
  if (format !== 'woocommerce') return { format, headerRow, headers, mapping, options };
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
