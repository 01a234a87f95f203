import { useId } from 'react';
import { sizeReadings } from '../../../../catalog/order/size-readings.js';
import { SIZE_SYSTEMS, SIZE_SYSTEM_LABELS, type PhotoCaption, type SizeSystem } from '../../../../shared/index.js';
import { inputClasses } from '../../../ui/Field.js';

const SHOWN_READINGS = 6;

interface SizeSystemChoiceProps {
  captions: readonly (PhotoCaption | undefined)[];
  value: SizeSystem;
  onChange: (system: SizeSystem) => void;
}

/**
 * Issue 33.1: how this file's size ranges are counted ('38-46' in steps of 2 or of 1), chosen per
 * file, with the runs as they will be read, so the buyer's boxes are the sizes the file means.
 */
export function SizeSystemChoice({ captions, value, onChange }: SizeSystemChoiceProps) {
  const id = useId();
  const readings = sizeReadings(captions, value);
  if (readings.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="size-system">
      <label htmlFor={id} className="font-medium">
        Taglie scritte come intervallo
      </label>
      <select id={id} className={inputClasses} value={value} onChange={(event) => onChange(event.target.value as SizeSystem)}>
        {SIZE_SYSTEMS.map((system) => (
          <option key={system} value={system}>
            {SIZE_SYSTEM_LABELS[system]}
          </option>
        ))}
      </select>
      <ul className="grid gap-0.5 text-muted" aria-label="Taglie lette dal file">
        {readings.slice(0, SHOWN_READINGS).map(({ written, sizes }) => (
          <li key={written}>
            «{written}» → {sizes.join(' ')}
          </li>
        ))}
        {readings.length > SHOWN_READINGS && <li>…</li>}
      </ul>
    </div>
  );
}
