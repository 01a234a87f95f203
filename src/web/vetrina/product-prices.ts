/**
 * A product's prices as the page shows them (issue 36.2): its lowest wholesale and retail prices
 * across its colourways, 'from' when they differ, in the catalogue's currency and language. The
 * server has already removed the prices the owner chose not to show.
 */
import { formatPrice, type PriceFormat } from '../../catalog/texts/caption-texts.js';
import type { CatalogueProduct } from './catalogue-products.js';

export interface ProductPrices {
  wholesale?: string;
  retail?: string;
}

function lowest(prices: (number | undefined)[], marked: boolean, format: PriceFormat): string | undefined {
  const known = prices.filter((price): price is number => price !== undefined);
  if (known.length === 0) return undefined;
  const least = Math.min(...known);
  return formatPrice(least, format, marked || new Set(known).size > 1);
}

export function productPrices(product: CatalogueProduct, format: PriceFormat): ProductPrices {
  const { colourways, caption } = product;
  const wholesale = lowest(colourways.length > 0 ? colourways.map((colourway) => colourway.price) : [caption?.price], colourways.some((colourway) => colourway.priceFrom) || caption?.priceFrom === true, format);
  const retail = lowest(colourways.length > 0 ? colourways.map((colourway) => colourway.retailPrice) : [caption?.retailPrice], caption?.retailPriceFrom === true, format);
  return { ...(wholesale && { wholesale }), ...(retail && { retail }) };
}
