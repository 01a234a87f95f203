import { useId } from 'react';
import { withinMarkLimit } from '../../shared/combining-marks.js';
import { inputClasses } from './Field.js';

interface TextFieldProps {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  multiline?: boolean;
  placeholder?: string;
  note?: string;
  /** Said beside the field and its counter; a blocking one marks the field invalid. */
  problem?: { message: string; blocking: boolean };
}

/**
 * A text input with its 'n/max caratteri' counter; input beyond the maximum is ignored (spec 5), and
 * so are the accents stacked on one letter beyond the limit (issue 27.9).
 */
export function TextField({ label, value, maxLength, onChange, multiline = false, placeholder, note, problem }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    'aria-describedby': [`${id}-count`, note && `${id}-note`, problem && `${id}-problem`].filter(Boolean).join(' '),
    'aria-invalid': problem?.blocking || undefined,
    className: inputClasses,
    onChange: (event: { target: { value: string } }) => onChange(withinMarkLimit(event.target.value).slice(0, maxLength)),
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-count`} className="text-xs tabular-nums text-muted">
          {value.length}/{maxLength} caratteri
        </span>
      </div>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      {note && (
        <p id={`${id}-note`} className="text-xs text-muted" role="status">
          {note}
        </p>
      )}
      <div role="status" aria-live="polite" className="contents">
        {problem && (
          <p id={`${id}-problem`} className={`text-xs font-medium ${problem.blocking ? 'text-danger' : 'text-amber-800'}`} data-testid="field-problem">
            {problem.message}
          </p>
        )}
      </div>
    </div>
  );
}
