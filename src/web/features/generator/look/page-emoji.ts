/**
 * Whether a described page prints an emoji anywhere: only then is the browser's emoji font worth
 * measuring (`browserEmojiInk`), whose first use loads that font and reads a canvas back, 80 ms of
 * the main thread on the first preview of a catalogue that has none (issue 37.4).
 */
import type { PageDescription } from '../../../../catalog/describe/page-description.js';
import { EMOJI_SEQUENCE } from '../../../../catalog/fonts/emoji-size.js';
import { pageLines } from './page-lines.js';

/** The sequence without the global flag: `test` then keeps no position between calls. */
const HAS_EMOJI = new RegExp(EMOJI_SEQUENCE.source, 'u');

export function pageHasEmoji(page: PageDescription): boolean {
  return pageLines(page).some((line) => HAS_EMOJI.test(line.text));
}
