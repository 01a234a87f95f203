/**
 * Hyphenation for the catalogue's language (issue 26.4, docs/decisions/0960): Liang's algorithm with
 * the TeX patterns, from the `hyphen` package (ISC). Each language's patterns are a module of their
 * own, loaded only for the catalogue being laid out; Japanese has none (it breaks between characters).
 * Wrapping stays synchronous: the patterns are loaded before describePages runs.
 */
import type { LanguageCode } from '../../shared/index.js';

/** A word's pieces between its hyphenation points ('sartorialità' → sar, to, ria, li, tà); one piece if none. */
export type Hyphenate = (word: string) => string[];

/** Words shorter than this many letters are never hyphenated. */
export const MIN_HYPHENATED_LETTERS = 6;
/** Letters kept before and after a break at least (TeX's \lefthyphenmin and \righthyphenmin). */
const LEFT_MIN = 2;
const RIGHT_MIN = 3;
const MARK = '\u00AD';

type Patterns = () => Promise<{ default: unknown }>;

/** British English, as DeepL's EN-GB; German after the 1996 reform. */
const PATTERNS: Partial<Record<LanguageCode, Patterns>> = {
  Inglese: () => import('hyphen/patterns/en-gb.js'),
  Spagnolo: () => import('hyphen/patterns/es.js'),
  Francese: () => import('hyphen/patterns/fr.js'),
  Tedesco: () => import('hyphen/patterns/de-1996.js'),
  Portoghese: () => import('hyphen/patterns/pt.js'),
  Italiano: () => import('hyphen/patterns/it.js'),
  Olandese: () => import('hyphen/patterns/nl.js'),
  Russo: () => import('hyphen/patterns/ru.js'),
};

/** The pieces of `word` from a hyphenator that marks its points with MARK, within LEFT_MIN/RIGHT_MIN. */
function piecesOf(marked: string): string[] {
  const pieces = marked.split(MARK);
  const joined: string[] = [];
  let before = 0;
  const total = Array.from(pieces.join('')).length;
  for (const piece of pieces) {
    const length = Array.from(piece).length;
    const last = joined.length - 1;
    // A break is kept only with LEFT_MIN letters before it and RIGHT_MIN after it.
    if (last >= 0 && (before < LEFT_MIN || total - before < RIGHT_MIN)) joined[last] += piece;
    else joined.push(piece);
    before += length;
  }
  return joined;
}

const loaded = new Map<LanguageCode, Promise<Hyphenate | undefined>>();

/** The hyphenation of `language`, or undefined for a language without patterns (Japanese). */
export function loadHyphenation(language: LanguageCode): Promise<Hyphenate | undefined> {
  let hyphenate = loaded.get(language);
  if (!hyphenate) {
    const patterns = PATTERNS[language];
    hyphenate = patterns
      ? Promise.all([import('hyphen/hyphen.js'), patterns()]).then(([{ default: create }, { default: definition }]) => {
          const hyphenator = create(definition, { hyphenChar: MARK, minWordLength: MIN_HYPHENATED_LETTERS });
          const cache = new Map<string, string[]>();
          return (word: string) => {
            let pieces = cache.get(word);
            if (!pieces) cache.set(word, (pieces = piecesOf(hyphenator(word))));
            return pieces;
          };
        })
      : Promise.resolve(undefined);
    loaded.set(language, hyphenate);
  }
  return hyphenate;
}
