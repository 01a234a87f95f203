/**
 * Which column holds what (issues 15.3, 23.1-23.2): the headings of Shopify's product CSV (classic
 * and 2024), WooCommerce's exporter, NuORDER's and JOOR's product data, and Italian and English
 * price lists, compared without case, accents, punctuation or currency ('Wholesale USD' is the
 * wholesale price, in dollars). The guess is only a proposal: the dialog and `--columns` correct it.
 */
import { currencyIn, withoutCurrency } from './currencies.js';
import { cellText, type SheetCell } from './sheet-rows.js';

export const PRODUCT_FIELDS = [
  'image',
  'variantImage',
  'style',
  'sku',
  'name',
  'colours',
  'colourCode',
  'hex',
  'sizes',
  'price',
  'retailPrice',
  'description',
  'composition',
  'origin',
  'category',
  'season',
  'alt',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** Column index by field; a field without a column is absent. */
export type ColumnMapping = Partial<Record<ProductField, number>>;

/** 'Prezzo (€)' and 'PREZZO' alike: lower case, no accents, no punctuation, single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A heading folded and without its currency: 'Wholesale Price (USD)' reads 'wholesale price'. */
export function foldHeading(heading: string): string {
  return fold(withoutCurrency(heading));
}

/**
 * Heading words per field, folded. `strong` headings name the field whatever else the sheet has;
 * `weak` ones take it only when no strong heading did ('Descrizione' is the name in a price list
 * with no 'Nome' column, the description beside one; 'Price' is the wholesale price unless a
 * wholesale column exists, then it is the retail one).
 */
const STRONG: Record<ProductField, readonly string[]> = {
  image: ['image src', 'product image url', 'images', 'image', 'immagine', 'immagini', 'foto', 'file', 'photo', 'filename', 'file name', 'nome file', 'image url', 'picture'],
  variantImage: ['variant image', 'variant image url', 'immagine variante'],
  style: ['handle', 'url handle', 'style number', 'style no', 'style', 'style code', 'modello', 'codice modello', 'cod modello', 'parent sku'],
  sku: ['variant sku', 'sku', 'codice', 'cod articolo', 'codice articolo', 'cod art', 'code', 'item code', 'item number', 'product code', 'articolo', 'riferimento', 'ref'],
  name: ['title', 'name', 'product name', 'style name', 'nome', 'nome prodotto', 'prodotto', 'titolo', 'denominazione', 'nome articolo'],
  colours: ['color', 'colour', 'colore', 'colori', 'colore i', 'color name', 'colour name', 'nome colore', 'colors', 'colours', 'varianti colore', 'colorway'],
  colourCode: ['color code', 'colour code', 'codice colore', 'cod colore', 'color id', 'colour id', 'col code', 'variante colore'],
  hex: ['hex', 'colore hex', 'hex code', 'color hex', 'colour hex', 'swatch', 'swatch hex', 'codice hex'],
  sizes: ['size', 'sizes', 'taglia', 'taglie', 'taglia e', 'misure', 'misura', 'size range', 'size run', 'scala taglie'],
  price: ['wholesale', 'wholesale price', 'prezzo ingrosso', 'ingrosso', 'prezzo wholesale', 'wsp', 'prezzo rivenditore', 'prezzo netto', 'prezzo di listino', 'listino', 'prezzo listino'],
  retailPrice: ['retail', 'retail price', 'prezzo consigliato', 'prezzo al pubblico', 'prezzo pubblico', 'rrp', 'msrp', 'srp', 'suggested retail', 'prezzo retail', 'p v p', 'pvp', 'pvp consigliato', 'p v p consigliato', 'prezzo vendita al pubblico'],
  description: ['description', 'body html', 'body', 'descrizione estesa', 'descrizione lunga', 'long description', 'product description', 'dettagli', 'details'],
  composition: ['composition', 'composizione', 'fabrication', 'fabric', 'fabric content', 'material', 'materials', 'materiale', 'materiali', 'tessuto', 'content'],
  origin: ['country of origin', 'origin', 'paese di origine', 'origine', 'made in', 'provenienza', 'coo'],
  category: ['category', 'categories', 'categoria', 'categorie', 'type', 'product type', 'tipologia', 'linea', 'reparto', 'department'],
  season: ['season', 'stagione', 'collezione', 'collection', 'season code'],
  alt: ['testo alternativo', 'alt', 'alt text', 'alternative text'],
};

const WEAK: Partial<Record<ProductField, readonly string[]>> = {
  name: ['descrizione', 'description', 'short description'],
  description: ['descrizione', 'short description'],
  price: ['prezzo', 'price', 'variant price', 'regular price', 'prezzo unitario', 'unit price'],
  // Shopify's taxonomy ('Apparel & Accessories > Clothing') only when the shop's own 'Type' is absent.
  category: ['product category'],
};

/** WooCommerce writes plugins' fields as 'Meta: key'; the common wholesale plugins' keys. */
const WHOLESALE_META = /^meta .*wholesale.*price|^meta .*b2bking regular product price/u;

function strongField(folded: string): ProductField | undefined {
  if (WHOLESALE_META.test(folded)) return 'price';
  return PRODUCT_FIELDS.find((field) => STRONG[field].includes(folded));
}

export function fieldOfHeading(heading: string): ProductField | undefined {
  const folded = foldHeading(heading);
  if (!folded) return undefined;
  return strongField(folded) ?? PRODUCT_FIELDS.find((field) => WEAK[field]?.includes(folded));
}

/** The guessed mapping of a header row: strong headings first, then weak ones for the fields left. */
export function guessMapping(headers: readonly SheetCell[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const folded = headers.map((heading) => foldHeading(cellText(heading)));
  folded.forEach((heading, column) => {
    const field = heading ? strongField(heading) : undefined;
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  const taken = new Set(Object.values(mapping));
  for (const field of PRODUCT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    const column = folded.findIndex((heading, index) => !taken.has(index) && WEAK[field]?.includes(heading));
    if (column >= 0) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  // A plain 'Price' beside a wholesale column is the retail price.
  if (mapping.retailPrice === undefined) {
    const plainPrice = folded.findIndex((heading, index) => !taken.has(index) && WEAK.price?.includes(heading));
    if (plainPrice >= 0 && mapping.price !== undefined) mapping.retailPrice = plainPrice;
  }
  return mapping;
}

/** The currency the price headings name ('Wholesale USD', 'Prezzo (€)'), if any. */
export function headingCurrency(headers: readonly SheetCell[], mapping: ColumnMapping): ReturnType<typeof currencyIn> {
  for (const field of ['price', 'retailPrice'] as const) {
    const column = mapping[field];
    const currency = column === undefined ? undefined : currencyIn(cellText(headers[column]));
    if (currency) return currency;
  }
  return undefined;
}
