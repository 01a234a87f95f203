import { formatPrice } from '../../../catalog/texts/caption-texts.js';
import { styleTermsWords } from '../../../catalog/texts/style-terms-words.js';
import { usePage } from '../page-context.js';
import { useOrder } from './order-context.js';
import { useOrderTotals } from './order-totals.js';

/** What is ordered, colourway by colourway, the total and what the terms say of it (issue 33.5). */
export function OrderSummary() {
  const { model, words, prices, language } = usePage();
  const order = useOrder();
  const totals = useOrderTotals();
  if (!order || !totals) return null;
  const terms = styleTermsWords(language);
  const ordered = model.styles.flatMap((style) => style.colourways).filter((colourway) => order.draft.quantities[colourway.key]);
  return (
    <div className="flex flex-col gap-3">
      {ordered.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {ordered.map((colourway) => (
            <li key={colourway.key}>
              <span className="font-medium">{[colourway.name || colourway.code, colourway.colour].filter(Boolean).join(' · ')}</span>{' '}
              {Object.entries(order.draft.quantities[colourway.key] ?? {})
                .map(([size, pieces]) => (size ? `${size} × ${pieces}` : `× ${pieces}`))
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      <p className="text-lg">
        {words.total}: {words.pieces(totals.priced.pieces)} · <strong>{formatPrice(totals.priced.amount, prices)}</strong>
      </p>
      {totals.priced.unpricedPieces > 0 && <p className="text-sm text-muted">{words.unpriced(totals.priced.unpricedPieces)}</p>}
      {totals.checks.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-danger">
          {totals.checks.map((check) => (
            <li key={check.style.code}>
              {check.style.name || check.style.code}: {[check.belowMinimum && check.style.minimum !== undefined && terms.belowMinimum(check.style.minimum), check.offCasePack && check.style.casePack !== undefined && terms.offCasePack(check.style.casePack)].filter(Boolean).join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
