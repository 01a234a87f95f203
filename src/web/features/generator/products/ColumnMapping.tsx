import { useEffect, useId, useState } from 'react';
import { PRODUCT_FIELDS, type ColumnMapping as Mapping, type ProductField } from '../../../../catalog/products/product-columns.js';
import { inputClasses } from '../../../ui/Field.js';
import { FIELD_LABELS } from './product-mapping.js';

interface ColumnMappingProps {
  headers: readonly string[];
  mapping: Mapping;
  /** Fields the file gives through its option columns (Shopify's Option1 Name/Value). */
  fromOptions: readonly ProductField[];
  onChange: (field: ProductField, column: number | undefined) => void;
}

/** Fields whose lists are filled per animation frame: a few hundred options each at most (issue 27.2). */
const FIELDS_PER_FRAME = 3;

/**
 * The number of fields whose select holds every heading, growing by a few per frame. Seventeen
 * lists of every heading are hundreds of options to create, style and lay out: all at once, over
 * a full page of photos, they made opening the dialog one long task (issue 23.9). Until its turn,
 * a select holds only its chosen heading, so what it shows is the same.
 */
function useFilledFields(): number {
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled >= PRODUCT_FIELDS.length) return;
    const frame = requestAnimationFrame(() => setFilled((count) => count + FIELDS_PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [filled]);
  return filled;
}

/** The mapping step (issues 15.3, 23.2): which column of the file holds each field, open to correction. */
export function ColumnMapping({ headers, mapping, fromOptions, onChange }: ColumnMappingProps) {
  const fieldId = useId();
  const filled = useFilledFields();
  const headed = headers.flatMap((heading, column) => (heading ? [{ heading, column }] : []));
  return (
    <div className="grid max-h-[40vh] gap-2 overflow-y-auto pr-1">
      {PRODUCT_FIELDS.map((field, index) => {
        const chosen = mapping[field];
        const offered = index < filled ? headed : headed.filter(({ column }) => column === chosen);
        return (
          <div key={field} className="grid grid-cols-[11rem_1fr] items-center gap-3 text-sm">
            <label htmlFor={`${fieldId}-${field}`}>{FIELD_LABELS[field]}</label>
            <select id={`${fieldId}-${field}`} className={inputClasses} value={chosen ?? ''} onChange={(event) => onChange(field, event.target.value === '' ? undefined : Number(event.target.value))}>
              <option value="">{fromOptions.includes(field) ? '— dalle opzioni del file —' : '— nessuna —'}</option>
              {offered.map(({ heading, column }) => (
                <option key={column} value={column}>
                  {heading}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
