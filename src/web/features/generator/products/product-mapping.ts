/**
 * The columns offered in the mapping step (issue 15.3): the headings the user confirmed last time
 * where the new sheet has them, the guess for the rest.
 */
import { fold, guessMapping, type ColumnMapping, type ProductField } from '../../../../catalog/products/product-columns.js';
import type { ProductColumns } from '../draft/catalog-draft.js';

export const FIELD_LABELS: Record<ProductField, string> = {
  file: 'File della foto',
  sku: 'Codice',
  name: 'Nome prodotto',
  colours: 'Colori',
  sizes: 'Taglie',
  price: 'Prezzo (ingrosso)',
  retailPrice: 'Prezzo consigliato',
  alt: 'Testo alternativo',
};

export function initialMapping(headers: readonly string[], remembered: ProductColumns): ColumnMapping {
  const mapping = guessMapping(headers);
  for (const [field, heading] of Object.entries(remembered) as [ProductField, string][]) {
    const column = headers.findIndex((header) => fold(header) === fold(heading));
    if (column >= 0) mapping[field] = column;
  }
  return mapping;
}

/** The mapping as headings, to remember in the draft. */
export function rememberedColumns(headers: readonly string[], mapping: ColumnMapping): ProductColumns {
  const columns: ProductColumns = {};
  for (const [field, column] of Object.entries(mapping) as [ProductField, number][]) {
    const heading = headers[column];
    if (heading) columns[field] = heading;
  }
  return columns;
}
