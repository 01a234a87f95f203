import { buyerWords } from '../../../catalog/texts/buyer-words.js';
import type { OrderColourway } from '../../../catalog/order/order-model.js';
import { usePage } from '../page-context.js';
import { useOrder } from './order-context.js';

/**
 * Quantities of a product's colourways (issue 36.3): one box per size, or one box for a sizeless
 * colourway (its size ''), keyed as the order model keys them; each box named 'Name, colour, size M'
 * as the PDF's fields are.
 */
export function QuantityGrid({ colourways }: { colourways: readonly OrderColourway[] }) {
  const order = useOrder();
  const { language, words } = usePage();
  if (!order || colourways.length === 0) return null;
  const sizeWord = buyerWords(language).size;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{words.quantity}</legend>
      {colourways.map((colourway) => {
        const sizes = colourway.sizes.length > 0 ? colourway.sizes : [''];
        const ordered = order.draft.quantities[colourway.key] ?? {};
        const owner = [colourway.name || colourway.code, colourway.colour].filter(Boolean).join(', ');
        return (
          <div key={colourway.key} className="flex flex-col gap-1">
            {colourway.colour && <p className="text-sm">{colourway.colour}</p>}
            <div className="flex flex-wrap gap-2">
              {sizes.map((size) => (
                <label key={size} className="flex w-16 flex-col items-center gap-0.5 text-xs">
                  <span aria-hidden="true">{size || words.quantity}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={ordered[size] ?? ''}
                    onChange={(event) => order.setQuantity(colourway.key, size, event.target.valueAsNumber)}
                    aria-label={size ? `${owner}, ${sizeWord} ${size}` : `${owner}, ${words.quantity}`}
                    className="w-full rounded border border-muted bg-white px-1 py-1.5 text-center text-base"
                  />
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
