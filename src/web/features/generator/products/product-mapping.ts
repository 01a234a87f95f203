/**
 * The fields offered in the mapping step (issues 15.3, 23.2) and the chosen columns as headings,
 * remembered in the draft and offered again for the next sheet that has them.
 */
import type { ColumnMapping, ProductField } from '../../../../catalog/products/index.js';
import type { ProductColumns } from '../draft/catalog-draft.js';

export const FIELD_LABELS: Record<ProductField, string> = {
  image: 'Immagine (file o indirizzo)',
  variantImage: 'Immagine della variante',
  style: 'Modello (stile, handle)',
  sku: 'Codice (SKU)',
  name: 'Nome prodotto',
  colours: 'Colore',
  colourCode: 'Codice colore',
  hex: 'Colore esadecimale (#rrggbb)',
  sizes: 'Taglie',
  price: 'Prezzo (ingrosso)',
  retailPrice: 'Prezzo consigliato',
  description: 'Descrizione',
  composition: 'Composizione',
  origin: 'Paese di origine',
  category: 'Categoria',
  season: 'Stagione',
  alt: 'Testo alternativo',
};

/** The mapping as headings, to remember in the draft. */
export function rememberedColumns(headers: readonly string[], mapping: ColumnMapping): ProductColumns {
  const columns: ProductColumns = {};
  for (const [field, column] of Object.entries(mapping) as [ProductField, number][]) {
    const heading = headers[column];
    if (heading) columns[field] = heading;
  }
  return columns;
}
