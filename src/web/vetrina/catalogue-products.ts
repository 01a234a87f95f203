/**
 * The public page's products: the catalogue's photos in its order, a style's photos together (its
 * colourways, its front and back) as one product, each with the colourways the order model gives
 * them, so the page orders exactly what the PDF's form and the Excel sheet order.
 */
import type { PhotoCaption } from '../../shared/index.js';
import type { PublishedContent } from '../../shared/schemas/published.js';
import { orderModel, type OrderColourway, type OrderModel } from '../../catalog/order/order-model.js';

export interface CatalogueProduct {
  /** Unique on the page: the style, else the photo's place. */
  id: string;
  /** Indexes into the content's photos, in the catalogue's order. */
  photos: number[];
  /** The first photo's caption: the product's name, code and details. */
  caption: PhotoCaption | undefined;
  colourways: OrderColourway[];
  category: string;
  /** Lower case, without accents: what the search matches. */
  searchText: string;
}

const clean = (text: string | undefined) => (text ?? '').normalize('NFC').trim();

/** 'Maglione Cammèllo' and 'maglione cammello' match alike. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function catalogueModel(content: PublishedContent): OrderModel {
  return orderModel({ captions: content.photos.map((photo) => photo.caption), currency: content.settings.currency, sizeSystem: content.settings.lineSheet.sizeSystem });
}

export function catalogueProducts(content: PublishedContent, model: OrderModel): CatalogueProduct[] {
  const byStyle = new Map<string, CatalogueProduct>();
  const products: CatalogueProduct[] = [];
  content.photos.forEach((photo, index) => {
    const caption = photo.caption;
    const style = clean(caption?.style);
    const known = style ? byStyle.get(style) : undefined;
    const colourways = model.colourwaysByPhoto[index] ?? [];
    if (known) {
      known.photos.push(index);
      for (const colourway of colourways) if (!known.colourways.includes(colourway)) known.colourways.push(colourway);
      known.searchText += ` ${foldForSearch(fieldsOf(caption))}`;
      return;
    }
    const product: CatalogueProduct = { id: style ? `s-${style}` : `p-${index}`, photos: [index], caption, colourways: [...colourways], category: clean(caption?.category), searchText: foldForSearch(fieldsOf(caption)) };
    if (style) byStyle.set(style, product);
    products.push(product);
  });
  return products;
}

function fieldsOf(caption: PhotoCaption | undefined): string {
  if (!caption) return '';
  return [caption.name, caption.sku, caption.style, caption.colours, caption.category, caption.composition, caption.description, caption.season, caption.colourCode].map(clean).join(' ');
}

/** The products a search and a category leave: every word of the search must appear. */
export function filterProducts(products: readonly CatalogueProduct[], search: string, category: string): CatalogueProduct[] {
  const words = foldForSearch(search).split(/\s+/u).filter(Boolean);
  return products.filter((product) => (category === '' || product.category === category) && words.every((word) => product.searchText.includes(word)));
}

/** The categories in the order they first come. */
export function categoriesOf(products: readonly CatalogueProduct[]): string[] {
  return [...new Set(products.map((product) => product.category).filter(Boolean))];
}
