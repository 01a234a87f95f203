import { buyerWords } from '../../../catalog/texts/buyer-words.js';
import type { BuyerField } from '../../../catalog/order/buyer.js';
import type { BuyerDetails } from '../../../shared/schemas/published.js';
import { usePage } from '../page-context.js';
import type { OrderDraftState } from './use-order-draft.js';

/** The buyer's block (issue 33.3) as `BuyerDetails` names it, labelled as the PDF's order page labels it. */
const FIELDS: { field: keyof BuyerDetails; label: BuyerField; required: boolean; type: 'text' | 'email' | 'tel' | 'area'; autoComplete: string }[] = [
  { field: 'shop', label: 'shop', required: true, type: 'text', autoComplete: 'organization' },
  { field: 'contact', label: 'contact', required: true, type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'email', required: true, type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'phone', required: false, type: 'tel', autoComplete: 'tel' },
  { field: 'vatNumber', label: 'vatNumber', required: false, type: 'text', autoComplete: 'off' },
  { field: 'address', label: 'deliveryAddress', required: true, type: 'area', autoComplete: 'street-address' },
  { field: 'notes', label: 'notes', required: false, type: 'area', autoComplete: 'off' },
];

export const REQUIRED_BUYER_FIELDS = FIELDS.filter((entry) => entry.required).map((entry) => entry.field);

interface Props {
  order: OrderDraftState;
  /** Messages by field: the page's own checks and the server's details. */
  errors: Partial<Record<keyof BuyerDetails, string>>;
}

export function BuyerFields({ order, errors }: Props) {
  const { language, words } = usePage();
  const labels = buyerWords(language);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-medium">{labels.title}</legend>
      {FIELDS.map(({ field, label, required, type, autoComplete }) => {
        const id = `buyer-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          value: order.draft.buyer[field],
          required,
          autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: 'w-full rounded border border-muted bg-white px-3 py-2 text-base',
        };
        return (
          <div key={field} className={type === 'area' ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
            <label htmlFor={id} className="text-sm">
              {labels.labels[label]}
              {!required && <span className="text-muted"> ({words.optional})</span>}
            </label>
            {type === 'area' ? <textarea {...common} rows={3} onChange={(event) => order.setBuyer(field, event.target.value)} /> : <input {...common} type={type} onChange={(event) => order.setBuyer(field, event.target.value)} />}
            {error && (
              <p id={`${id}-error`} className="text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
