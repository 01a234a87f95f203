/** Each product field as the dialog's column list and the CLI's summary name it (issues 23.2, 34.6). */
import type { ProductField } from './product-columns.js';

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
  minimum: "Minimo d'ordine (capi)",
  casePack: 'Confezione (capi)',
  delivery: 'Consegna',
};
