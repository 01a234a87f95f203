/**
 * Header texts that would print nothing but the stand-in U+FFFD (issue 25.5, docs/decisions/0951):
 * every character of the title, subtitle or introduction that needs a face is one no face has.
 * Such a catalogue is refused before it is charged; a text with some printable characters is
 * only warned about (0800), since its reader still gets the rest.
 */
import { isDefaultIgnorable } from '../fonts/script-ranges.js';
import type { CatalogTexts } from '../types.js';

export type RefusableField = 'title' | 'subtitle' | 'introduction';
const REFUSABLE: readonly RefusableField[] = ['title', 'subtitle', 'introduction'];

export interface UnprintableText {
  field: RefusableField;
  /** Its characters no face has, each once, in the order typed. */
  characters: string[];
}

/** Spaces, invisible characters and combining marks print nothing of their own. */
const PRINTS_NOTHING_ALONE = /^[\s\p{M}]$/u;

/** `missing`: the characters no face of the font chain has (FontChain.missing, PageDescriptions' `missing`). */
export function unprintableTexts(texts: CatalogTexts, missing: readonly string[]): UnprintableText[] {
  const absent = new Set(missing);
  const refused: UnprintableText[] = [];
  for (const field of REFUSABLE) {
    const drawn = [...texts[field].normalize('NFC')].filter((char) => !PRINTS_NOTHING_ALONE.test(char) && !isDefaultIgnorable(char));
    if (drawn.length > 0 && drawn.every((char) => absent.has(char))) refused.push({ field, characters: [...new Set(drawn)] });
  }
  return refused;
}
