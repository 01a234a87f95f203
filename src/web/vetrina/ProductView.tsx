import { useEffect, useRef } from 'react';
import type { CatalogueProduct } from './catalogue-products.js';
import { QuantityGrid } from './order/QuantityGrid.js';
import { usePage } from './page-context.js';
import { PriceLines } from './PriceLines.js';
import { ProductDetails } from './ProductDetails.js';
import { productName } from './product-name.js';
import { PRODUCT_VIEW_SIZES } from './image-sizes.js';
import { ResponsiveImage } from './ResponsiveImage.js';
import { Swatches } from './Swatches.js';

/**
 * A product at full size (issue 36.2): its photos large, side by side and swiped on a phone
 * (scroll-snap), its details and, when the catalogue takes orders, its quantities. A native modal
 * dialog: focus moves in and back, Escape closes it, the page behind is inert.
 */
export function ProductView({ product, onClose }: { product: CatalogueProduct; onClose: () => void }) {
  const { catalogue, words, fontFamily } = usePage();
  const dialog = useRef<HTMLDialogElement>(null);
  const name = productName(product);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="scheda-titolo" className="m-0 h-full max-h-none w-full max-w-none bg-paper text-ink backdrop:bg-black/60 md:m-auto md:h-[90vh] md:max-w-5xl md:rounded">
      <div className="flex flex-col gap-4 md:grid md:grid-cols-[3fr_2fr] md:gap-6 md:p-6">
        <ul className="flex snap-x snap-mandatory overflow-x-auto md:flex-col md:gap-3 md:overflow-visible" aria-label={name}>
          {product.photos.map((index, place) => {
            const photo = catalogue.content.photos[index];
            return photo ? (
              <li key={index} className="w-full shrink-0 snap-center">
                <ResponsiveImage photo={photo} filesBase={catalogue.filesBase} alt={`${name}: ${words.photoOf(place + 1, product.photos.length)}`} sizes={PRODUCT_VIEW_SIZES} className="h-auto w-full" />
              </li>
            ) : null;
          })}
        </ul>
        <div className="flex flex-col gap-4 px-5 pb-24 md:px-0">
          <div className="flex items-start justify-between gap-3">
            <h2 id="scheda-titolo" className="text-3xl font-normal" style={{ fontFamily }}>
              {name}
            </h2>
            <button type="button" onClick={() => dialog.current?.close()} className="rounded border border-ink px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink">
              {words.close}
            </button>
          </div>
          <PriceLines product={product} />
          <Swatches colourways={product.colourways} />
          <ProductDetails product={product} />
          <QuantityGrid colourways={product.colourways} />
        </div>
      </div>
    </dialog>
  );
}
