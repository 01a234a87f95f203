import type { CatalogueProduct } from './catalogue-products.js';
import { usePage } from './page-context.js';
import { PriceLines } from './PriceLines.js';
import { productName } from './product-name.js';
import { PRODUCT_CARD_SIZES } from './image-sizes.js';
import { ResponsiveImage } from './ResponsiveImage.js';
import { Swatches } from './Swatches.js';

interface Props {
  product: CatalogueProduct;
  onOpen: (product: CatalogueProduct) => void;
}

/** Inside the button that names the product, the photo says only what the name does not. */
function decorativeUnlessDescribed(alt: string | undefined, name: string): string {
  const written = alt?.trim() ?? '';
  return written && written !== name ? written : '';
}

/** A product in the list (its photo lazy: the cover is the page's first image): its first photo, name, code, prices and colours; opens the product view. */
export function ProductCard({ product, onOpen }: Props) {
  const { catalogue, fontFamily } = usePage();
  const photo = catalogue.content.photos[product.photos[0] ?? 0];
  const name = productName(product);
  const code = product.caption?.sku?.trim() || product.caption?.style?.trim();
  return (
    <li className="flex flex-col gap-2">
      <button type="button" onClick={() => onOpen(product)} className="group flex flex-col gap-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink">
        {photo && <ResponsiveImage photo={photo} filesBase={catalogue.filesBase} alt={decorativeUnlessDescribed(photo.caption?.alt, name)} sizes={PRODUCT_CARD_SIZES} className="aspect-[3/4] w-full bg-line object-cover" />}
        <span className="text-lg leading-snug group-hover:underline" style={{ fontFamily }}>
          {name}
        </span>
      </button>
      {code && code !== name && <p className="text-sm text-muted">{code}</p>}
      <PriceLines product={product} />
      <Swatches colourways={product.colourways} />
    </li>
  );
}
