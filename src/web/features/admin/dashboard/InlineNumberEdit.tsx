import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { inputClasses } from '../../../ui/Field.js';
import { Tooltip } from '../../../ui/Tooltip.js';
import { outOfRange } from './number-input.js';

interface InlineNumberEditProps {
  value: number;
  /** What is edited, for the buttons' and input's accessible names. */
  label: string;
  min: number;
  max: number;
  parse: (input: string) => number;
  /** Shown, in place of the browser's own (English) bubble, for a number outside min..max or with decimals. */
  rangeMessage: string;
  onSave: (value: number) => void;
  pending: boolean;
  children?: ReactNode;
}

/**
 * Spec 4: view -> edit -> save or cancel, with a pencil, a number input, confirm and cancel. A number
 * out of range is refused where it is typed, in Italian.
 */
export function InlineNumberEdit({ value, label, min, max, parse, rangeMessage, onSave, pending, children }: InlineNumberEditProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (draft === null) {
    return (
      <span className="inline-flex items-center gap-2">
        {children}
        <Tooltip label={`Modifica ${label}`}>
          <button
            type="button"
            aria-label={`Modifica ${label}`}
            onClick={() => {
              setError(null);
              setDraft(String(value));
            }}
            className="rounded-full p-2 text-muted hover:bg-accent-soft hover:text-ink"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      </span>
    );
  }
  const save = () => {
    if (outOfRange(draft, min, max)) {
      setError(rangeMessage);
      return;
    }
    onSave(parse(draft));
    setDraft(null);
  };
  return (
    <form
      noValidate
      className="inline-grid justify-items-start gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <span className="inline-flex items-center gap-1">
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus
          onChange={(event) => {
            setError(null);
            setDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          className={`${inputClasses} w-24 py-1.5`}
        />
        <button type="submit" disabled={pending} aria-label={`Conferma ${label}`} className="rounded-full p-2 text-success hover:bg-green-50">
          <Check aria-hidden="true" className="size-4" />
        </button>
        <button type="button" aria-label={`Annulla modifica ${label}`} onClick={() => setDraft(null)} className="rounded-full p-2 text-danger hover:bg-red-50">
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
      {error && (
        <p id={errorId} role="alert" className="max-w-64 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
