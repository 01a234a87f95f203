/**
 * Product rows to photo captions (issue 15.3). A row names its photo by the file column when there
 * is one (with or without extension, any case), else by its code: the code equals the photo's
 * name without extension, or stands in it as a whole token ('GC-01' in 'GC-01_fronte.jpg' and
 * 'giacca GC-01.jpg', never 'GC-1' in 'GC-10.jpg'). One product may caption several photos.
 */
import { LIMITS, PhotoCaption } from '../../shared/index.js';
import type { ColumnMapping, ProductField } from './product-columns.js';
import { parsePrice } from './product-prices.js';
import type { SheetRows } from './read-spreadsheet.js';

export interface UnmatchedRow {
  /** As a spreadsheet numbers it, from 1 (the heading row counts). */
  row: number;
  key: string;
}

export interface ProductImport {
  /** By photo, in the order of the names given; undefined where no row matched. */
  captions: (PhotoCaption | undefined)[];
  matched: number;
  unmatchedRows: UnmatchedRow[];
  unmatchedPhotos: string[];
  /** Italian notes on what was read but not used as such (an unreadable price, a text cut). */
  problems: string[];
}

const TEXT_LIMITS: Partial<Record<ProductField, number>> = {
  name: LIMITS.captionNameMax,
  sku: LIMITS.captionSkuMax,
  colours: LIMITS.captionColoursMax,
  sizes: LIMITS.captionSizesMax,
  alt: LIMITS.captionAltMax,
};

function stem(name: string): string {
  return name.replace(/\.[^./\\]+$/u, '').toLowerCase();
}

function containsToken(haystack: string, token: string): boolean {
  let from = haystack.indexOf(token);
  while (from >= 0) {
    const before = haystack[from - 1];
    const after = haystack[from + token.length];
    const boundary = (char: string | undefined) => char === undefined || !/[\p{L}\p{N}]/u.test(char);
    if (boundary(before) && boundary(after)) return true;
    from = haystack.indexOf(token, from + 1);
  }
  return false;
}

interface ProductRow {
  row: number;
  key: string;
  byFile: boolean;
  caption: PhotoCaption;
}

function cell(cells: readonly string[], mapping: ColumnMapping, field: ProductField): string {
  const column = mapping[field];
  return column === undefined ? '' : (cells[column] ?? '').trim();
}

function captionOf(cells: readonly string[], mapping: ColumnMapping, row: number, problems: string[]): PhotoCaption {
  const caption: Record<string, string | number> = {};
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [ProductField, number][]) {
    const value = cell(cells, mapping, field);
    if (!value) continue;
    if (Array.from(value).length > limit) problems.push(`Riga ${row}: ${field === 'name' ? 'il nome' : 'un testo'} supera ${limit} caratteri ed è stato accorciato.`);
    caption[field] = Array.from(value).slice(0, limit).join('');
  }
  for (const field of ['price', 'retailPrice'] as const) {
    const value = cell(cells, mapping, field);
    if (!value) continue;
    const price = parsePrice(value);
    if (price === undefined || price > LIMITS.captionPriceMax) problems.push(`Riga ${row}: il prezzo «${value}» non è leggibile ed è stato lasciato vuoto.`);
    else caption[field] = price;
  }
  const checked = PhotoCaption.safeParse(caption);
  if (!checked.success) problems.push(`Riga ${row}: contiene caratteri non ammessi ed è stata lasciata senza didascalia.`);
  return checked.data ?? {};
}

function rowsOf(rows: SheetRows, headerRow: number, mapping: ColumnMapping, problems: string[]): ProductRow[] {
  return rows.slice(headerRow + 1).flatMap((cells, index) => {
    const row = headerRow + index + 2;
    const file = cell(cells, mapping, 'file');
    const key = file || cell(cells, mapping, 'sku');
    return key ? [{ row, key, byFile: file !== '', caption: captionOf(cells, mapping, row, problems) }] : [];
  });
}

function matches(product: ProductRow, photo: string): 'exact' | 'token' | undefined {
  const key = product.key.toLowerCase();
  if (stem(photo) === stem(key) || photo.toLowerCase() === key) return 'exact';
  if (!product.byFile && containsToken(stem(photo), key)) return 'token';
  return undefined;
}

export function matchProducts(rows: SheetRows, headerRow: number, mapping: ColumnMapping, photoNames: readonly string[]): ProductImport {
  const problems: string[] = [];
  const products = rowsOf(rows, headerRow, mapping, problems);
  const used = new Set<ProductRow>();
  const captions = photoNames.map((photo) => {
    const found = products.find((product) => matches(product, photo) === 'exact') ?? products.find((product) => matches(product, photo) === 'token');
    if (found) used.add(found);
    return found?.caption;
  });
  return {
    captions,
    matched: captions.filter(Boolean).length,
    unmatchedRows: products.filter((product) => !used.has(product)).map(({ row, key }) => ({ row, key })),
    unmatchedPhotos: photoNames.filter((_, index) => captions[index] === undefined),
    problems,
  };
}
