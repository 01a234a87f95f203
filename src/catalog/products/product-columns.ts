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
  'minimum',
  'casePack',
  'delivery',
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

/** A heading folded and without its currency: 'Wholesale Price (USD)' reads 'wholesale price', 'productImageUrl' 'product image url'. */
export function foldHeading(heading: string): string {
  return fold(withoutCurrency(heading.replace(/([a-z])([A-Z])/gu, '$1 $2')));
}

/**
 * Heading words per field, folded. `strong` headings name the field whatever else the sheet has;
 * `weak` ones take it only when no strong heading did ('Descrizione' is the name in a price list
 * with no 'Nome' column, the description beside one; 'Price' is the wholesale price unless a
 * wholesale column exists, then it is the retail one).
 */
const STRONG: Record<ProductField, readonly string[]> = {
  image: ['image src', 'product image url', 'images', 'image', 'immagine', 'immagini', 'foto', 'file', 'photo', 'filename', 'file name', 'nome file', 'image url', 'picture', 'bild', 'bilder', 'bild url', 'bild datei', 'imagen', 'imagenes', 'image produit', 'photo url', 'foto url', 'url immagine', 'url foto', 'link immagine'],
  variantImage: ['variant image', 'variant image url', 'immagine variante'],
  style: ['handle', 'url handle', 'handle id', 'style number', 'style no', 'style', 'style code', 'modello', 'codice modello', 'cod modello', 'parent sku', 'parent id', 'product id', 'product token', 'item group id', 'id prodotto', 'riferimento prodotto', 'product reference', 'reference produit', 'id produit', 'artikelnummer modell', 'referencia producto', 'modell', 'modellnummer', 'modell nr', 'modele', 'reference modele', 'modelo', 'codigo modelo', 'style id', 'parent code', 'codice padre', 'articolo padre'],
  sku: ['variant sku', 'sku', 'codice', 'cod articolo', 'codice articolo', 'cod art', 'code', 'item code', 'item number', 'product code', 'articolo', 'riferimento', 'ref', 'artikelnummer', 'artikel nr', 'art nr', 'artikelcode', 'reference', 'ref produit', 'code article', 'referencia', 'codigo', 'codigo articulo', 'codigo producto', 'codice prodotto', 'numero articolo', 'article number', 'item no', 'part number', 'variant code', 'codice variante'],
  name: ['title', 'name', 'product name', 'style name', 'nome', 'nome prodotto', 'prodotto', 'titolo', 'denominazione', 'nome articolo', 'nom', 'nom du produit', 'titre', 'produktname', 'bezeichnung', 'artikelname', 'titel', 'nombre', 'nombre del producto', 'titulo', 'designation', 'libelle', 'nom article', 'nom produit', 'artikelbezeichnung', 'produktbezeichnung', 'nome del prodotto', 'descrizione breve', 'nombre producto', 'nombre articulo', 'articulo nombre', 'item name'],
  colours: ['color', 'colour', 'colore', 'colori', 'colore i', 'color name', 'colour name', 'nome colore', 'colors', 'colours', 'varianti colore', 'colorway', 'couleur', 'farbe', 'colores', 'coloris', 'couleurs', 'farben', 'farbname', 'farbbezeichnung', 'colore articolo', 'colour description', 'color description'],
  colourCode: ['color code', 'colour code', 'codice colore', 'cod colore', 'color id', 'colour id', 'col code', 'variante colore'],
  hex: ['hex', 'colore hex', 'hex code', 'color hex', 'colour hex', 'swatch', 'swatch hex', 'codice hex'],
  sizes: ['size', 'sizes', 'taglia', 'taglie', 'taglia e', 'misure', 'misura', 'size range', 'size run', 'scala taglie', 'taille', 'tailles', 'grosse', 'groesse', 'talla', 'tallas', 'große', 'größe', 'großen', 'groessen', 'grossen', 'konfektionsgroße', 'pointure', 'pointures', 'talle', 'tamano', 'tamaño', 'size scale', 'taglie disponibili', 'available sizes'],
  price: ['wholesale', 'wholesale price', 'unit wholesale price', 'prezzo ingrosso', 'prezzo all ingrosso', 'ingrosso', 'prezzo wholesale', 'wsp', 'prezzo rivenditore', 'prezzo netto', 'prezzo di listino', 'listino', 'prezzo listino', 'prix de gros', 'grosshandelspreis', 'haendlerpreis', 'precio mayorista', 'precio al por mayor', 'ek', 'ek preis', 'einkaufspreis', 'hek', 'handler ek', 'handlerpreis', 'grosshandel', 'prix grossiste', 'prix revendeur', 'precio distribuidor', 'prezzo b2b', 'b2b', 'b2b price', 'trade price'],
  retailPrice: ['retail', 'retail price', 'unit retail price', 'price tax excluded', 'price tax included', 'prezzo tasse escl', 'prezzo tasse incl', 'prix ht', 'prix ttc', 'prix de vente conseille', 'prix public', 'uvp', 'unverbindliche preisempfehlung', 'precio de venta al publico', 'prezzo consigliato', 'prezzo al pubblico', 'prezzo pubblico', 'rrp', 'msrp', 'srp', 'suggested retail', 'prezzo retail', 'p v p', 'pvp', 'pvp consigliato', 'p v p consigliato', 'prezzo vendita al pubblico', 'vk', 'vk preis', 'verkaufspreis', 'empfohlener verkaufspreis', 'prix de vente', 'prix conseille', 'prix de vente ttc', 'pvp recomendado', 'precio venta', 'precio de venta', 'prezzo vendita', 'prezzo di vendita consigliato', 'sale price retail', 'retail eur'],
  description: ['description', 'body html', 'body', 'descrizione estesa', 'descrizione lunga', 'long description', 'product description', 'dettagli', 'details', 'beschreibung', 'produktbeschreibung', 'descripcion', 'descripcion larga', 'descriptif', 'description longue', 'descrizione prodotto'],
  composition: ['composition', 'composizione', 'fabrication', 'fabric', 'fabric content', 'material', 'materials', 'materiale', 'materiali', 'tessuto', 'content', 'zusammensetzung', 'materialzusammensetzung', 'obermaterial', 'composicion', 'matiere', 'matieres', 'tejido', 'composition matiere'],
  origin: ['country of origin', 'origin', 'paese di origine', 'origine', 'made in', 'provenienza', 'coo', 'pays d origine', 'herkunftsland', 'ursprungsland', 'herkunft', 'pais de origen', 'origen', 'fabbricato in'],
  category: ['category', 'categories', 'categoria', 'categorie', 'type', 'product type', 'tipologia', 'linea', 'reparto', 'department', 'kategorie', 'warengruppe', 'produktart', 'produktgruppe', 'rayon', 'famille', 'familia', 'categoria producto', 'product group', 'gruppo merceologico', 'famiglia'],
  season: ['season', 'stagione', 'collezione', 'collection', 'season code', 'saison', 'temporada', 'kollektion', 'coleccion'],
  alt: ['testo alternativo', 'alt', 'alt text', 'alternative text'],
  // Issue 33.5: a style's own ordering terms, in Italian, English, French, German and Spanish.
  minimum: ['minimo d ordine', 'minimo ordine', 'ordine minimo', 'minimo', 'quantita minima', 'qta minima', 'pezzi minimi', 'minimum', 'minimum order', 'minimum order quantity', 'minimum quantity', 'min order', 'min qty', 'moq', 'minimum de commande', 'commande minimum', 'quantite minimum', 'quantite minimale', 'mindestbestellmenge', 'mindestmenge', 'mindestbestellung', 'mindestabnahme', 'pedido minimo', 'cantidad minima', 'minimo de pedido'],
  casePack: ['confezione', 'confezione da', 'pezzi per confezione', 'pezzi per cartone', 'multiplo', 'multiplo d ordine', 'imballo', 'case pack', 'casepack', 'case size', 'case qty', 'case quantity', 'pack size', 'pack', 'inner pack', 'units per pack', 'units per case', 'order multiple', 'colisage', 'conditionnement', 'unites par carton', 'verpackungseinheit', 'packungsgrosse', 'stuck pro karton', 'embalaje', 'unidades por caja', 'unidades por paquete'],
  delivery: ['consegna', 'data consegna', 'data di consegna', 'periodo di consegna', 'finestra di consegna', 'delivery', 'delivery date', 'delivery window', 'ship date', 'shipping date', 'ship window', 'start ship', 'livraison', 'date de livraison', 'lieferung', 'liefertermin', 'lieferdatum', 'entrega', 'fecha de entrega', 'plazo de entrega'],
};

const WEAK: Partial<Record<ProductField, readonly string[]>> = {
  name: ['descrizione', 'description', 'short description'],
  description: ['descrizione', 'short description'],
  price: ['prezzo', 'prezzo unitario', 'unit price'],
  // A shop's own price is what its customers pay: the retail price, never 'Ingrosso' (issue 34.5).
  retailPrice: ['price', 'variant price', 'regular price', 'prezzo di vendita', 'prix', 'preis', 'precio'],
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

/** Words that make a heading about something else than the field it names: 'Case Size', 'Product Image ID'. */
const QUALIFIERS = new Set(['case', 'pack', 'minimum', 'maximum', 'weight', 'quantity', 'qty', 'id', 'label', 'sort', 'position', 'thumbnail', 'is']);

/** `phrase` stands in `heading` as whole words, and no other word qualifies it: 'product name' in 'product name english', not 'size' in 'case size'. */
function containsPhrase(heading: string, phrase: string): boolean {
  if (!` ${heading} `.includes(` ${phrase} `)) return false;
  const own = new Set(phrase.split(' '));
  return !heading.split(' ').some((word) => QUALIFIERS.has(word) && !own.has(word));
}

/**
 * The guessed mapping of a header row (issue 34.5): strong headings first, then weak ones, then,
 * for fields still without a column, headings that hold a strong heading among their words
 * ('Product Name (English)', 'USD Unit Wholesale Price', 'Hosted Image URLs'), the longest first.
 * `excluded` columns (option pairs, row types) are never taken.
 */
export function guessMapping(headers: readonly SheetCell[], excluded: ReadonlySet<number> = new Set()): ColumnMapping {
  const mapping: ColumnMapping = {};
  const folded = headers.map((heading, column) => (excluded.has(column) ? '' : foldHeading(cellText(heading))));
  // Among strong headings of one field the most specific wins ('Category' over 'Product Type'): the list's order.
  const rank = new Map<ProductField, number>();
  folded.forEach((heading, column) => {
    const field = heading ? strongField(heading) : undefined;
    if (!field) return;
    const place = STRONG[field].indexOf(heading);
    if (mapping[field] === undefined || place < (rank.get(field) ?? Number.POSITIVE_INFINITY)) {
      mapping[field] = column;
      rank.set(field, place < 0 ? Number.POSITIVE_INFINITY : place);
    }
  });
  const taken = new Set(Object.values(mapping));
  const take = (field: ProductField, column: number) => {
    mapping[field] = column;
    taken.add(column);
  };
  for (const field of PRODUCT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    const column = folded.findIndex((heading, index) => !taken.has(index) && WEAK[field]?.includes(heading));
    if (column >= 0) take(field, column);
  }
  for (const field of PRODUCT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    const phrases = [...STRONG[field]].sort((a, b) => b.length - a.length);
    const column = folded.findIndex((heading, index) => heading !== '' && !taken.has(index) && phrases.some((phrase) => containsPhrase(heading, phrase)));
    if (column >= 0) take(field, column);
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
