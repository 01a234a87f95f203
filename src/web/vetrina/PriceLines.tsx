import { lineSheetHeadings } from '../../catalog/texts/line-sheet-headings.js';
import type { CatalogueProduct } from './catalogue-products.js';
import { usePage } from './page-context.js';
import { productPrices } from './product-prices.js';

/** The prices the owner chose to show, each named as the line sheet names it. */
export function PriceLines({ product }: { product: CatalogueProduct }) {
  const { language, prices, catalogue } = usePage();
  const { wholesale, retail } = productPrices(product, prices);
  const headings = lineSheetHeadings(language);
  if (!wholesale && !retail) return null;
  // Retail alone is the only price a shop's customers see: no heading needed.
  if (!wholesale && catalogue.priceDisplay === 'retail') return <p className="font-medium">{retail}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      {wholesale && (
        <>
          <dt className="text-muted">{headings.wholesale}</dt>
          <dd className="font-medium">{wholesale}</dd>
        </>
      )}
      {retail && (
        <>
          <dt className="text-muted">{headings.retail}</dt>
          <dd>{retail}</dd>
        </>
      )}
    </dl>
  );
}
