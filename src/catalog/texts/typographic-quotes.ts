/**
 * Straight quotes typed in a form printed as a typesetter's (the art director's item 10, decision
 * 1069): the apostrophe as ’, quotation marks as the catalogue language sets them (« » in Italian,
 * “ ” in English, „ “ in German, 「 」 in Japanese). Addresses, e-mails and codes keep what was
 * typed: a ’ in 'www.atelier.it/l'estate' or 'info@l'atelier.it' is not the address any more, and a
 * code is matched against an order as written.
 */
import type { LanguageCode } from '../../shared/index.js';

/** A language's double quotation marks, opening and closing. */
interface Marks {
  open: string;
  close: string;
}

const ENGLISH: Marks = { open: '“', close: '”' };
const GUILLEMETS: Marks = { open: '«', close: '»' };

/**
 * Each language's first-level marks as its publishers print them; French with the no-break spaces
 * inside its guillemets. A single straight quote is the apostrophe, or opens as ‘ where it stands
 * before a word: every language here reads ‘ ’ as the inner marks.
 */
const MARKS: Record<LanguageCode, Marks> = {
  Inglese: ENGLISH,
  Olandese: ENGLISH,
  Italiano: GUILLEMETS,
  Spagnolo: GUILLEMETS,
  Portoghese: GUILLEMETS,
  Russo: GUILLEMETS,
  Francese: { open: '«\u00a0', close: '\u00a0»' },
  Tedesco: { open: '„', close: '“' },
  Giapponese: { open: '「', close: '」' },
};

/** A web address, an e-mail, or a code (letters and figures together, 'SS27-01'): left as typed. */
const LITERAL = /^(?:[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|\S+@\S+\.\S+|\S*\p{L}\S*\d\S*|\S*\d\S*\p{L}\S*)$/iu;
/** A word's quotes and punctuation before and after it, and the word: '"SS27",' → '"', 'SS27', '",'. */
const EDGES = /^([("'«“]*)(.*?)([)"'.,;:!?»”]*)$/su;

/** A letter or figure: a quote after one closes, an apostrophe between two joins a word. */
const WORD = /[\p{L}\p{N}]/u;

/** One whitespace-free word's straight quotes, each chosen by what stands either side of it; none from `keep` on to `keepEnd`. */
function curled(word: string, marks: Marks, keep = 0, keepEnd = 0): string {
  const chars = Array.from(word);
  return chars
    .map((char, index) => {
      if ((char !== "'" && char !== '"') || (index >= keep && index < keepEnd)) return char;
      const before = chars[index - 1];
      const after = chars[index + 1];
      const opens = (before === undefined || !WORD.test(before)) && after !== undefined && WORD.test(after);
      if (char === '"') return opens ? marks.open : marks.close;
      // An apostrophe inside or at the end of a word ('l'estate', 'po''), or before a year ('27).
      return opens && !/\d/u.test(after ?? '') ? '‘' : '’';
    })
    .join('');
}

/** `text` with typographic quotes and apostrophes for `language`; addresses, e-mails and codes untouched. */
export function withTypographicQuotes(text: string, language: LanguageCode): string {
  if (!/['"]/u.test(text)) return text;
  const marks = MARKS[language];
  return text.replace(/\S+/gu, (word) => {
    const [, lead = '', core = '', trail = ''] = EDGES.exec(word) ?? [];
    if (!LITERAL.test(core)) return curled(word, marks);
    // An address or a code keeps its own quotes; those round it, opened before it, are the text's.
    if (!/["']/u.test(lead)) return word;
    const start = Array.from(lead).length;
    return curled(`${lead}${core}${trail}`, marks, start, start + Array.from(core).length);
  });
}
