/**
 * The CSS family a catalogue font shows under, apart from the font files' URLs (`display-fonts.ts`,
 * Vite `?url` imports) so the public page's server rendering can name the family too.
 */
import type { FontFamily } from '../../../shared/index.js';
import { fontCategory } from '../../../shared/fonts.js';

/** The CSS family name, prefixed so it never picks up a locally installed copy with other metrics. */
export function displayFontFamily(family: FontFamily): string {
  return `"Vetrina ${family}", ${fontCategory(family)}`;
}
