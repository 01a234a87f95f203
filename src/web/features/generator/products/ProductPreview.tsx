import { formatPrice } from '../../../../catalog/texts/caption-texts.js';
import type { ProductImport } from '../../../../catalog/products/index.js';
import type { Currency, LanguageCode } from '../../../../shared/index.js';

const SHOWN_ROWS = 5;

interface ProductPreviewProps {
  result: ProductImport;
  photos: readonly string[];
  language: LanguageCode;
  currency: Currency;
}

/**
 * The first photos with their captions as the catalogue will print them (issue 34.3, 34.6): name,
 * colour, size run, and each price in the chosen currency and the
 * catalogue's language, before 'Applica alle didascalie'. Photos in the file's order.
 */
export function ProductPreview({ result, photos, language, currency }: ProductPreviewProps) {
  const shown = result.sheetOrder.filter((index) => result.captions[index] !== undefined).slice(0, SHOWN_ROWS);
  if (shown.length === 0) return null;
  const price = (value: number | undefined, from: boolean | undefined) => (value === undefined ? '—' : formatPrice(value, { language, currency }, from));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs" data-testid="products-preview">
        <caption className="pb-1 text-left text-sm font-medium">Le prime righe come saranno stampate</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1 pr-2">Foto</th>
            <th scope="col" className="py-1 pr-2">Nome</th>
            <th scope="col" className="py-1 pr-2">Colore</th>
            <th scope="col" className="py-1 pr-2">Taglie</th>
            <th scope="col" className="py-1 pr-2">Ingrosso</th>
            <th scope="col" className="py-1">Prezzo consigliato</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((index) => {
            const caption = result.captions[index];
            return (
              <tr key={`${index}-${photos[index] ?? ''}`} className="border-b border-line/50 align-top">
                <td className="py-1 pr-2 break-all">{photos[index]}</td>
                <td className="py-1 pr-2">{caption?.name || '—'}</td>
                <td className="py-1 pr-2">{caption?.colours || '—'}</td>
                <td className="py-1 pr-2">{caption?.sizes || '—'}</td>
                <td className="py-1 pr-2 whitespace-nowrap">{price(caption?.price, caption?.priceFrom)}</td>
                <td className="py-1 whitespace-nowrap">{price(caption?.retailPrice, caption?.retailPriceFrom)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
