/**
 * The tags of a shop's HTML description found in one pass (issue 38.2). The patterns this replaces
 * ('<[a-z][^>]*>' and the like) rescanned the rest of the cell from every '<' that had no '>'
 * after it, so a cell of '<p<p<p…' cost the square of its length.
 */
export type Markup = { kind: 'text'; text: string } | { kind: 'tag'; name: string; closing: boolean; block: boolean };

const BLOCKS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'dd', 'dt', 'blockquote', 'br']);
/** Closing a cell or a definition ends a phrase; opening one does not. */
const BLOCKS_WHEN_CLOSED_ONLY = new Set(['td', 'th', 'dd', 'dt', 'blockquote']);
const INVISIBLE = new Set(['script', 'style']);

const isLetter = (char: string | undefined) => char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));
const isNameChar = (char: string | undefined) => isLetter(char) || (char !== undefined && char >= '0' && char <= '9');

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/** The tag whose body runs from `start` to `end` (between '<' and '>'), or undefined when it is none. */
function tagAt(html: string, start: number, end: number): { name: string; closing: boolean } | undefined {
  const closing = html[start] === '/';
  let index = closing ? start + 1 : start;
  if (!isLetter(html[index])) return undefined;
  const nameStart = index;
  while (index < end && isNameChar(html[index])) index++;
  if (index < end && !isSpace(html[index]) && html[index] !== '/') return undefined;
  return { name: html.slice(nameStart, index).toLowerCase(), closing };
}

/** The text and tags of `html`, comments and the content of script and style left out. */
export function markupOf(html: string): Markup[] {
  const parts: Markup[] = [];
  const lower = html.toLowerCase();
  const missingClose = new Set<string>();
  let text = '';
  let position = 0;
  let knownEnd = -1;
  const flush = () => {
    if (text) parts.push({ kind: 'text', text });
    text = '';
  };
  while (position < html.length) {
    const open = html.indexOf('<', position);
    // A '<' that is no tag leaves the '>' found for it the first one after the next '<' too.
    if (open >= 0 && open > knownEnd) knownEnd = html.indexOf('>', open);
    const end = open < 0 ? -1 : knownEnd;
    // No '>' after this '<' means none after any later '<' either: the rest is text.
    if (open < 0 || end < 0) {
      text += html.slice(position);
      break;
    }
    text += html.slice(position, open);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      position = close < 0 ? html.length : close + 3;
      continue;
    }
    const tag = tagAt(html, open + 1, end);
    if (!tag) {
      text += '<';
      position = open + 1;
      continue;
    }
    flush();
    position = end + 1;
    if (!tag.closing && INVISIBLE.has(tag.name) && !missingClose.has(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, position);
      const closeEnd = close < 0 ? -1 : html.indexOf('>', close);
      if (closeEnd >= 0) {
        position = closeEnd + 1;
        continue;
      }
      missingClose.add(tag.name);
    }
    const block = BLOCKS.has(tag.name) && (tag.closing || !BLOCKS_WHEN_CLOSED_ONLY.has(tag.name));
    parts.push({ kind: 'tag', ...tag, block });
  }
  flush();
  return parts;
}

/** A tag such as '<p>', '</b>' or '<br/>' stands in the text. */
export function hasTag(text: string): boolean {
  return markupOf(text).some((part) => part.kind === 'tag');
}
