/**
 * Which column holds what (issue 15.3): the usual headings in Italian and English, compared
 * without case, accents or punctuation. The guess is only a proposal: the form lets the user
 * confirm it or say which column is which.
 */
import type { SheetRows } from './read-spreadsheet.js';

export const PRODUCT_FIELDS = ['file', 'sku', 'name', 'colours', 'sizes', 'price', 'retailPrice', 'alt'] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** Column index by field; a field without a column is absent. */
export type ColumnMapping = Partial<Record<ProductField, number>>;

/** Heading words per field, already folded (see `fold`); the first field whose list has the heading wins. */
const HEADINGS: Record<ProductField, readonly string[]> = {
  file: ['file', 'foto', 'immagine', 'image', 'photo', 'filename', 'nome file', 'file name'],
  sku: ['codice', 'sku', 'code', 'articolo', 'cod art', 'codice articolo', 'item', 'item code', 'style', 'riferimento', 'ref'],
  name: ['nome', 'nome prodotto', 'prodotto', 'descrizione', 'name', 'product', 'product name', 'description', 'titolo'],
  colours: ['colori', 'colore', 'colours', 'colors', 'colour', 'color', 'varianti colore'],
  sizes: ['taglie', 'taglia', 'sizes', 'size', 'misure'],
  retailPrice: ['prezzo consigliato', 'prezzo al pubblico', 'prezzo pubblico', 'retail', 'retail price', 'rrp', 'msrp', 'prezzo retail'],
  price: ['prezzo', 'prezzo ingrosso', 'ingrosso', 'wholesale', 'wholesale price', 'price', 'prezzo wholesale'],
  alt: ['testo alternativo', 'alt', 'alt text', 'alternative text'],
};

/** 'Prezzo (€)' and 'PREZZO' alike: lower case, no accents, no punctuation or currency, single spaces. */
export function fold(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function fieldOfHeading(heading: string): ProductField | undefined {
  const folded = fold(heading);
  if (!folded) return undefined;
  return PRODUCT_FIELDS.find((field) => HEADINGS[field].includes(folded));
}

/** The guessed mapping of a header row: each field takes the first column named for it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((heading, column) => {
    const field = fieldOfHeading(heading);
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  return mapping;
}

/**
 * The header row: the first of the first ten rows with at least two recognised headings (title
 * rows and merged banners above it are skipped), else the first row.
 */
export function findHeaderRow(rows: SheetRows): number {
  const found = rows.slice(0, 10).findIndex((row) => Object.keys(guessMapping(row)).length >= 2);
  return Math.max(0, found);
}
