/**
 * A text's measure counted in characters, turned into points for the font and size it is set in
 * (issue 26.4): a fixed width in millimetres holds 60 characters of a wide face and 110 of a narrow
 * one. The characters are the text's own, spaces and punctuation counted, as a reader counts them.
 * A script of wide characters (Japanese, at one em each) is held to as many average lowercase
 * Latin letters instead: 90 of them make about 40 Japanese characters, that script's own
 * comfortable line.
 */
import type { Measure } from './wrap.js';

const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';

/** The width of `characters` average characters of `text` in the measure's font at `size`. */
export function widthOfCharacters(characters: number, text: string, size: number, measure: Measure): number {
  const latin = measure(LOWERCASE, size) / LOWERCASE.length;
  const running = text.replace(/\s+/gu, ' ').trim();
  const count = Array.from(running).length;
  const own = count > 0 ? measure(running, size) / count : latin;
  return characters * Math.min(own, latin);
}
