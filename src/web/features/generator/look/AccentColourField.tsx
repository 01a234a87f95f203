import { useId, useState } from 'react';
import { ACCENT_BLUE } from '../../../../catalog/describe/palette.js';
import { HEX_COLOUR } from '../../../../shared/catalog-defaults.js';
import { MESSAGES, type AccentColour } from '../../../../shared/index.js';
import { inputClasses } from '../../../ui/Field.js';

interface AccentColourFieldProps {
  /** Undefined: the catalogue's own blue page number and quiet rules. */
  accent: AccentColour | undefined;
  onChange: (accent: AccentColour | undefined) => void;
}

/**
 * The beyond issue, point 6: the accent colour of the page number and the rules (docs/decisions/0602),
 * picked or typed as #rrggbb; a typed code reaches the draft only once it is one, by the shared schema's rule (HEX_COLOUR).
 */
export function AccentColourField({ accent, onChange }: AccentColourFieldProps) {
  const id = useId();
  const shown = accent ?? ACCENT_BLUE;
  const [typed, setTyped] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  // Picked, reset or restored from a draft: the code field follows.
  if (shown !== lastShown) {
    setLastShown(shown);
    setTyped(shown);
  }
  const error = HEX_COLOUR.test(typed) ? null : MESSAGES.validation.hexColour;

  const type = (value: string) => {
    setTyped(value);
    if (HEX_COLOUR.test(value)) onChange(value);
  };

  return (
    <fieldset className="grid content-start gap-2">
      <legend className="text-sm font-medium">Colore d'accento</legend>
      <div className="flex items-center gap-3">
        <input
          type="color"
          id={`${id}-picker`}
          value={shown.toLowerCase()}
          onChange={(event) => onChange(event.target.value)}
          aria-label="Scegli il colore d'accento"
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={`${id}-code`} className="sr-only">
            Codice del colore d'accento
          </label>
          <input
            id={`${id}-code`}
            type="text"
            value={typed}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => type(event.target.value.trim())}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={`${inputClasses} font-mono`}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Per il numero di pagina e le linee del catalogo.
      </p>
      {accent !== undefined && (
        <button type="button" className="justify-self-start text-xs text-muted underline underline-offset-2 hover:text-ink" onClick={() => onChange(undefined)}>
          Ripristina il colore predefinito
        </button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
