/**
 * Product text as it should print (issue 23.6): HTML from a shop's description becomes plain text
 * (tags removed, entities decoded with the `entities` package's full HTML table, paragraphs and
 * list items kept as separate phrases); control characters are dropped and spaces collapsed.
 */
import { decodeHTML } from 'entities/decode';
import { withoutControls } from './control-characters.js';

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|td|th|dd|dt|blockquote)\s*>|<br\s*\/?>|<(li|p|div|h[1-6]|tr)\b[^>]*>/giu;
const INVISIBLE_BLOCKS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu;
const TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->/giu;

export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>|&(#\d+|#x[0-9a-f]+|[a-z]+);/iu.test(text);
}

/** Phrases joined as sentences: one without closing punctuation gets a full stop. */
function joinPhrases(phrases: readonly string[]): string {
  return phrases.map((phrase, index) => (index < phrases.length - 1 && !/[.!?;:…]$/u.test(phrase) ? `${phrase}.` : phrase)).join(' ');
}

export function htmlToText(html: string): string {
  const marked = html.replace(INVISIBLE_BLOCKS, ' ').replace(BLOCK_END, '\n').replace(TAG, ' ');
  const phrases = decodeHTML(marked)
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
  return joinPhrases(phrases);
}

/** A cell's text for a caption: HTML read as text, no controls, single spaces, composed (NFC). */
export function cleanText(text: string): string {
  const plain = looksLikeHtml(text) ? htmlToText(text) : text;
  return withoutControls(plain).replace(/\s+/gu, ' ').trim().normalize('NFC');
}

/**
 * Excel's 'CSV' save replaces letters outside the code page with '?': 'Caff?' becomes 'Caff?',
 * 'Größe' 'Gr??e'. A '?' between two letters is almost never typed on purpose.
 */
export function hasLostCharacters(text: string): boolean {
  return /\p{L}\?+\p{L}/u.test(text);
}
