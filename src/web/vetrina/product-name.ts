import type { CatalogueProduct } from './catalogue-products.js';

/** What names a product where a person reads it: its name, else its code, else 'Foto N' as the PDF's alt text does. */
export function productName(product: CatalogueProduct): string {
  const caption = product.caption;
  return caption?.name?.trim() || caption?.sku?.trim() || caption?.style?.trim() || `Foto ${(product.photos[0] ?? 0) + 1}`;
}
