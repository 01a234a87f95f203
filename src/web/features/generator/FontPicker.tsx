import { useRef } from 'react';
import { FONT_FAMILIES, type FontFamily } from '../../../shared/index.js';
import { displayFontFamily } from './display-font-family.js';
import { useWhenNear } from './use-when-near.js';

/**
 * The faces' files are build assets (`?url`) that only the browser's build can name: imported
 * when the picker comes near, so the server can draw this page (decision 1021), the first chunk
 * does not carry them, and a phone that never scrolls to the picker never downloads them.
 */
const registerDisplayFonts = () =>
  void import('./display-fonts.js').then(
    (fonts) => fonts.registerDisplayFonts(),
    // Without them the picker shows each face in the fallback font, as before they arrive.
    () => undefined,
  );

/** Spec 3: the 12 fonts, each shown in its own typeface, as a keyboard-friendly radio group. */
export function FontPicker({ value, onChange }: { value: FontFamily; onChange: (font: FontFamily) => void }) {
  const picker = useRef<HTMLFieldSetElement>(null);
  useWhenNear(picker, registerDisplayFonts);
  return (
    <fieldset ref={picker}>
      <legend className="text-sm font-medium">Carattere</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {FONT_FAMILIES.map(({ family, description }) => (
          <label
            key={family}
            className="relative flex cursor-pointer flex-col rounded-xl border border-line bg-white px-3 py-2.5 transition-colors hover:border-accent has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name="font"
              value={family}
              checked={value === family}
              onChange={() => onChange(family)}
              className="sr-only"
            />
            <span className="truncate text-lg leading-snug" style={{ fontFamily: displayFontFamily(family) }}>
              {family}
            </span>
            <span className="text-xs opacity-75"> {description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
