/**
 * Product text as it should print (issue 23.6): HTML from a shop's description becomes plain text
 * (tags removed, entities decoded with the `entities` package's full HTML table, paragraphs and
 * list items kept as separate phrases); control characters are dropped and spaces collapsed.
 */
import { decodeHTML } from 'entities/decode';
import { printableText } from '../../shared/printable-text.js';
import { hasTag, markupOf } from './html-markup.js';

export function looksLikeHtml(text: string): boolean {
  return /&(#\d+|#x[0-9a-f]+|[a-z]+);/iu.test(text) || hasTag(text);
}

/** Phrases joined as sentences: one without closing punctuation gets a full stop. */
function joinPhrases(phrases: readonly string[]): string {
  return phrases.map((phrase, index) => (index < phrases.length - 1 && !/[.!?;:…]$/u.test(phrase) ? `${phrase}.` : phrase)).join(' ');
}

export function htmlToText(html: string): string {
  const marked = markupOf(html)
    .map((part) => (part.kind === 'text' ? part.text : part.block ? '\n' : ' '))
    .join('');
  const phrases = decodeHTML(marked)
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
  return joinPhrases(phrases);
}

/** A cell's text for a caption: HTML read as text, no controls, single spaces, composed (NFC). */
export function cleanText(text: string): string {
  const plain = looksLikeHtml(text) ? htmlToText(text) : text;
  return printableText(plain).replace(/\s+/gu, ' ').trim().normalize('NFC');
}

/**
 * Excel's 'CSV' save replaces letters outside the code page with '?': 'Caff?' becomes 'Caff?',
 * 'Größe' 'Gr??e'. A '?' between two letters is almost never typed on purpose.
 */
export function hasLostCharacters(text: string): boolean {
  return /\p{L}\?+\p{L}/u.test(text);
}
