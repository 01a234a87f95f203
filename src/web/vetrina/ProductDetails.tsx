import { captionSizes } from '../../catalog/order/order-model.js';
import { lineSheetHeadings } from '../../catalog/texts/line-sheet-headings.js';
import { styleTermsWords } from '../../catalog/texts/style-terms-words.js';
import type { CatalogueProduct } from './catalogue-products.js';
import { usePage } from './page-context.js';

/** A product's other columns (issue 36.2), named as the line sheet names them; empty ones left out. */
export function ProductDetails({ product }: { product: CatalogueProduct }) {
  const { language, catalogue } = usePage();
  const caption = product.caption;
  if (!caption) return null;
  const headings = lineSheetHeadings(language);
  const terms = styleTermsWords(language);
  const sizes = captionSizes(caption, catalogue.content.settings.lineSheet.sizeSystem).join(', ');
  const rows: [string, string | undefined][] = [
    [headings.code, caption.sku || caption.style],
    [headings.sizes, sizes],
    [headings.composition, caption.composition],
    [headings.origin, caption.origin],
    [headings.category, caption.category],
    [headings.season, caption.season],
    [terms.minimumHeading, caption.minimum === undefined ? undefined : terms.minimum(caption.minimum)],
    [terms.casePackHeading, caption.casePack === undefined ? undefined : terms.casePack(caption.casePack)],
    [terms.deliveryHeading, caption.delivery],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  return (
    <>
      {caption.description && <p className="whitespace-pre-line">{caption.description}</p>}
      {shown.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
