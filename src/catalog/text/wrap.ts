/**
 * Line breaking for catalogue texts, independent of any font: the caller measures. Words break at
 * spaces; Japanese (and other CJK) text may break between any two characters, as it has no spaces.
 */
import { CJK_RANGES } from '../fonts/script-ranges.js';
import type { Hyphenate } from './hyphenation.js';
import { joiningGap } from './tracking.js';

/** Where a line's glyphs reach above and below its baseline, in em (at size 1). */
export interface InkExtent {
  above: number;
  below: number;
}

/**
 * A text's advance width at `size`; with `figures`, set in lining tabular figures (issue 24.7). `ink`,
 * where the measure knows the glyphs (the font chain's), gives their real vertical extent, so
 * fitting keeps stacked marks inside their zone (issue 27.9); a measure without it (a fixed-width
 * one in tests) leaves each fitter's em box in charge. `tracked`, where the measure shapes glyphs,
 * gives the width with letter spacing as the glyphs are drawn (`tracked` in tracking.ts).
 */
export type Measure = ((text: string, size: number, figures?: boolean) => number) & {
  ink?: (text: string) => InkExtent;
  tracked?: (text: string, size: number, figures: boolean, tracking: number) => number;
  /** The letter spacing the widths include (em/1000), where `tracked` made the measure. */
  tracking?: number;
};

/** `measure` for text set in lining tabular figures: what a line marked `figures` is drawn in. */
export function inFigures(measure: Measure): Measure {
  const { ink, tracked, tracking } = measure;
  return Object.assign(
    (text: string, size: number) => measure(text, size, true),
    ink ? { ink } : {},
    tracked ? { tracked: (text: string, size: number, _: boolean, spacing: number) => tracked(text, size, true, spacing) } : {},
    tracking ? { tracking } : {},
  );
}

/**
 * No text prints smaller (issue 11.5): below 6 pt a catalogue stops being legible on paper. A text
 * that would need less is cut, and the cut is reported so the form and the CLI refuse it.
 */
export const MIN_TYPE_SIZE = 6;

const CJK = new RegExp(`[${CJK_RANGES}]`, 'u');
/** One CJK character (with the spaces after it) or a run of anything else. */
const CJK_PIECES = new RegExp(`[${CJK_RANGES}]\\s*|[^${CJK_RANGES}]+`, 'gu');

/** Japanese line-breaking rule (kinsoku): these never start a line, they stay with what precedes. */
const NO_LINE_START = /^[、。，．・：；？！）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々]/u;

/** Break opportunities: a word with the spaces after it, or one CJK character. */
function tokens(paragraph: string): string[] {
  const result: string[] = [];
  for (const word of paragraph.match(/\S+\s*/gu) ?? []) {
    if (!CJK.test(word)) {
      result.push(word);
      continue;
    }
    // Split CJK characters apart but keep Latin runs inside such a word together.
    for (const piece of word.match(CJK_PIECES) ?? []) {
      const last = result.length - 1;
      if (NO_LINE_START.test(piece) && last >= 0) result[last] += piece;
      else result.push(piece);
    }
  }
  return result;
}

/**
 * A preposition, article or conjunction of up to three letters ('in', 'di', 'a', 'e', 'con',
 * 'the'): a typesetter does not leave one at a line's end, away from the word it belongs to
 * ('Trench in / gabardine di cotone', the art director's item 9, decision 1069).
 */
const CLINGING_WORD = /^\p{Ll}{1,3}\s+$/u;

/** Clinging words joined to the word after them where they all fit a line together; else each left a token of its own. */
function withClingingWords(pieces: readonly string[], fits: (token: string) => boolean): string[] {
  const result: string[] = [];
  let pending: string[] = [];
  for (const piece of pieces) {
    if (CLINGING_WORD.test(piece)) {
      pending.push(piece);
      continue;
    }
    const joined = [...pending, piece].join('');
    result.push(...(fits(joined) ? [joined] : [...pending, piece]));
    pending = [];
  }
  return [...result, ...pending];
}

/**
 * A number ('2027', '3,') and the word before it: a typesetter does not leave a year alone on a
 * line under its season ('Collezione / Primavera / Estate / 2027', the seventh review, finding 10).
 */
const NUMBER = /^\p{Nd}+\p{P}*\s*$/u;

/** Each number joined to the token before it where the two fit a line together. */
function withNumbersHeld(pieces: readonly string[], fits: (token: string) => boolean): string[] {
  const result: string[] = [];
  for (const piece of pieces) {
    const last = result.length - 1;
    const before = result[last];
    if (before !== undefined && /\s$/u.test(before) && NUMBER.test(piece) && fits(before + piece)) result[last] = before + piece;
    else result.push(piece);
  }
  return result;
}

/** A token wider than the line is cut between characters. */
function splitLongToken(token: string, maxWidth: number, size: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of token) {
    if (piece && measure(piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * A line left emptier than this share of its measure, by a word wider than a whole line, takes the
 * word's first syllables with a hyphen instead (issue 26.4, docs/decisions/0960).
 */
const HYPHENATE_BELOW = 0.85;
/** A word that may be hyphenated: letters only, with its punctuation around it. */
const HYPHENABLE = /^([\p{P}]*)(\p{L}+)([\p{P}]*)(\s*)$/u;

/**
 * The word's hyphenation pieces. A word in capitals (a look's names, 'DOPPIOPETTO') is hyphenated
 * as its lower case and cut at the same places: the patterns know lower case only, and without
 * them a name wider than a side caption's column was cut between letters with no hyphen (decision
 * 1096). Codes are never broken: they hold digits or symbols, which HYPHENABLE refuses.
 */
function syllables(word: string, hyphenate: Hyphenate): string[] {
  const lower = word.toLowerCase();
  if (lower.length !== word.length) return [word];
  let at = 0;
  return hyphenate(lower).map((piece) => word.slice(at, (at += piece.length)));
}

/**
 * `token` broken at its last hyphenation point that leaves the head, with a hyphen, within `room`:
 * [head with its hyphen, the rest]. Null if no point fits, or the word is not one to hyphenate
 * (digits, symbols, an address, a code: those are never broken).
 */
function hyphenated(token: string, room: number, size: number, measure: Measure, hyphenate: Hyphenate): [string, string] | null {
  const match = HYPHENABLE.exec(token);
  const [lead = '', word = '', trail = '', spaces = ''] = match ? match.slice(1) : [];
  if (!match) return null;
  const pieces = syllables(word, hyphenate);
  if (pieces.length < 2 || pieces.join('') !== word) return null;
  for (let count = pieces.length - 1; count >= 1; count--) {
    const head = `${lead}${pieces.slice(0, count).join('')}-`;
    if (measure(head, size) <= room) return [head, `${pieces.slice(count).join('')}${trail}${spaces}`];
  }
  return null;
}

/**
 * Greedy wrapping; line breaks typed by the user are kept. Lines carry no trailing spaces.
 * A line's width is the sum of its tokens' widths, so each word is measured once, not every
 * candidate line (fitting wraps the same text dozens of times). With `hyphenate` (the catalogue
 * language's patterns), only a word wider than a whole line is broken at a hyphenation point with
 * a visible hyphen, measured like any text: every catalogue text is set ragged, and a ragged line
 * has no gaps to fill, so a designer hyphenates it only where a word alone does not fit
 * (issue 35.4 for captions, the art director's item 10 for the introduction, decision 1069).
 */
export function wrapText(text: string, maxWidth: number, size: number, measure: Measure, hyphenate?: Hyphenate): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    let width = 0;
    const fits = (joined: string) => measure(joined.trimEnd(), size) <= maxWidth;
    for (let token of withNumbersHeld(withClingingWords(tokens(paragraph), fits), fits)) {
      for (;;) {
        const trimmedWidth = measure(token.trimEnd(), size);
        // A spaced line (tracking.ts) also opens a gap between the line so far and the token.
        const gap = joiningGap(measure, line, token, size);
        if (width + gap + trimmedWidth <= maxWidth) {
          line += token;
          width += gap + measure(token, size);
          break;
        }
        const short = line === '' || measure(line.trimEnd(), size) < maxWidth * HYPHENATE_BELOW;
        const split = hyphenate && short && trimmedWidth > maxWidth ? hyphenated(token, maxWidth - width - gap, size, measure, hyphenate) : null;
        if (split) {
          lines.push(line + split[0]);
          line = '';
          width = 0;
          token = split[1];
          continue;
        }
        if (line) {
          lines.push(line.trimEnd());
          line = '';
          width = 0;
          continue;
        }
        const word = token.trimEnd();
        const pieces = splitLongToken(word, maxWidth, size, measure);
        lines.push(...pieces.slice(0, -1));
        // The space after the word stays with its last piece, so the next word is not glued to it.
        line = (pieces[pieces.length - 1] ?? '') + token.slice(word.length);
        width = measure(line, size);
        break;
      }
    }
    if (line.trim()) lines.push(line.trimEnd());
  }
  return lines;
}

/**
 * Wraps into as few lines as greedy wrapping needs, but with lines of even length: the narrowest
 * width that still gives that many lines. A centred paragraph then has no lonely last word.
 * Hyphenation is kept for words wider than `maxWidth`: a narrower trial width must not break a
 * word the real measure holds whole.
 */
export function wrapBalanced(text: string, maxWidth: number, size: number, measure: Measure, hyphenate?: Hyphenate): string[] {
  const widest = Math.max(0, ...(text.match(/\S+/gu) ?? []).map((word) => measure(word, size)));
  const wordTooWide = widest > maxWidth;
  const breaking = wordTooWide ? hyphenate : undefined;
  const greedy = wrapText(text, maxWidth, size, measure, breaking);
  if (greedy.length < 2) return greedy;
  // Never narrower than a word the real measure holds whole: 'COLLEZIONE DONNA' in spaced capitals
  // took two lines either way, and the narrowest broke it 'COLLEZIO / NE DONNA'.
  let low = Math.max(maxWidth / 2, wordTooWide ? 0 : widest);
  let high = maxWidth;
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    if (wrapText(text, middle, size, measure, breaking).length <= greedy.length) high = middle;
    else low = middle;
  }
  return wrapText(text, high, size, measure, breaking);
}

/** Shortens a line with an ellipsis until it fits: the last resort that keeps a zone from overflowing. */
export function ellipsize(line: string, maxWidth: number, size: number, measure: Measure): string {
  const chars = Array.from(line.trimEnd());
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}…`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
