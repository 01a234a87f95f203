/**
 * A streaming scanner for the XML of an XLSX part (issue 27.1): it is fed text as the part
 * inflates and reports tags and text, holding at most one unfinished tag or text node. A text node
 * or tag longer than its limit stops the scan, so a 400 MB cell never reaches memory whole.
 * Prefixes are dropped from names ('x:row' is 'row'): some writers prefix SpreadsheetML.
 */

export interface XmlHandlers {
  open(name: string, attributes: Readonly<Record<string, string>>, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

export class XmlLimitError extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[entity] ?? whole;
  });
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/**
 * `name="value"` pairs, read in one pass (issue 38.2): the pattern this replaced retried from every
 * character of a name without '=', so a 65,000-character tag cost billions of steps.
 */
function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let index = 0;
  while (index < source.length) {
    while (isSpace(source[index]) || source[index] === '/') index++;
    const nameStart = index;
    while (index < source.length && !isSpace(source[index]) && source[index] !== '=' && source[index] !== '/') index++;
    const name = source.slice(nameStart, index);
    while (isSpace(source[index])) index++;
    if (source[index] !== '=') continue;
    index++;
    while (isSpace(source[index])) index++;
    const quote = source[index];
    if (quote !== '"' && quote !== "'") continue;
    const close = source.indexOf(quote, index + 1);
    if (close < 0) break;
    if (name) attributes[name] = decodeEntities(source.slice(index + 1, close));
    index = close + 1;
  }
  return attributes;
}

/** The index of the '>' that closes the tag opened at `start`, quotes respected; -1 if not yet there. */
function tagEnd(buffer: string, start: number): number {
  let quote = '';
  for (let index = start + 1; index < buffer.length; index++) {
    const char = buffer[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}

export class XmlScanner {
  private pending = '';

  constructor(
    private readonly handlers: XmlHandlers,
    private readonly limits: { text: number; tag: number },
  ) {}

  feed(chunk: string): void {
    this.pending += chunk;
    const buffer = this.pending;
    let position = 0;
    while (position < buffer.length) {
      const open = buffer.indexOf('<', position);
      if (open < 0) {
        if (buffer.length - position > this.limits.text) throw new XmlLimitError('text');
        break;
      }
      if (open > position) this.handlers.text(decodeEntities(buffer.slice(position, open)));
      position = open;
      const consumed = this.markup(buffer, position);
      if (consumed < 0) {
        if (buffer.length - position > this.limits.tag + this.limits.text) throw new XmlLimitError('tag');
        break;
      }
      position = consumed;
    }
    this.pending = buffer.slice(position);
  }

  /** Handles the markup at `start`; returns where it ends, or -1 when it is not complete yet. */
  private markup(buffer: string, start: number): number {
    if (buffer.startsWith('<!--', start)) {
      const end = buffer.indexOf('-->', start + 4);
      return end < 0 ? -1 : end + 3;
    }
    if (buffer.startsWith('<![CDATA[', start)) {
      const end = buffer.indexOf(']]>', start + 9);
      if (end < 0) return -1;
      this.handlers.text(buffer.slice(start + 9, end));
      return end + 3;
    }
    const end = tagEnd(buffer, start);
    if (end < 0) return -1;
    if (end - start > this.limits.tag) throw new XmlLimitError('tag');
    const body = buffer.slice(start + 1, end);
    if (body.startsWith('?') || body.startsWith('!')) return end + 1;
    if (body.startsWith('/')) {
      this.handlers.close(localName(body.slice(1).trim()));
      return end + 1;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const space = inner.search(/\s/u);
    const name = localName(space < 0 ? inner : inner.slice(0, space));
    this.handlers.open(name, space < 0 ? {} : parseAttributes(inner.slice(space)), selfClosing);
    if (selfClosing) this.handlers.close(name);
    return end + 1;
  }
}
