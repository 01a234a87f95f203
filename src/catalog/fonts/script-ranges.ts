/**
 * Which fallback face a character belongs to, by Unicode block and property. The chain asks these
 * before it loads a face, so a Hebrew word never makes the browser fetch 5 MB of Japanese.
 */

/** Japanese and the CJK blocks Noto Sans JP / Noto Serif JP cover. Also used for line breaking. */
export const CJK_RANGES = '\\u3000-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';

const CJK = new RegExp(`[${CJK_RANGES}]`, 'u');
const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/u;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
/**
 * Arrows, mathematical and technical signs, shapes, dingbats, game pieces and the like, in their
 * text style: what is shown as an emoji by default goes to the emoji face, so a sequence such as
 * 👩‍💻 is drawn by one face.
 */
const SYMBOL = /[\u2190-\u2bff\u{1f000}-\u{1fbff}]/u;
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
/** Pictographs and what emoji sequences are built of (skin tones, keycaps, flags' letters). */
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Component}]/u;
/**
 * Joiners, variation selectors, bidi controls and the like: they shape or order their neighbours
 * and have no ink of their own, so they never ask for a face and never count as missing.
 */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

export function isCjk(char: string): boolean {
  return CJK.test(char);
}

export function isHebrew(char: string): boolean {
  return HEBREW.test(char);
}

export function isArabic(char: string): boolean {
  return ARABIC.test(char);
}

/** A text-style symbol asked for as an emoji: '❤' followed by VARIATION SELECTOR-16. */
const EMOJI_STYLE = /^\p{Emoji}\ufe0f$/u;

export function isSymbol(char: string): boolean {
  return SYMBOL.test(char) && !EMOJI_PRESENTATION.test(char) && !EMOJI_STYLE.test(char);
}

/**
 * The key the chain chooses a face for: a character, or a text-style symbol with the variation
 * selector that asks for its emoji ('❤️', '☀️', '✈️'), which the emoji face draws (decision 0961).
 */
export function faceKeys(text: string): string[] {
  const characters = Array.from(text);
  const keys: string[] = [];
  characters.forEach((char, index) => {
    const styled = `${char}\ufe0f`;
    keys.push(characters[index + 1] === '\ufe0f' && SYMBOL.test(char) && EMOJI_STYLE.test(styled) ? styled : char);
  });
  return keys;
}

/** ASCII digits, '#' and '*' are emoji components too, but they are letters first. */
export function isEmoji(char: string): boolean {
  return (char.codePointAt(0) ?? 0) > 0x7f && EMOJI.test(char);
}

export function isDefaultIgnorable(char: string): boolean {
  return DEFAULT_IGNORABLE.test(char);
}

/** Latin, Greek, Cyrillic, punctuation and everything no specialised face is for. */
export function isGeneral(char: string): boolean {
  return !isCjk(char) && !isHebrew(char) && !isArabic(char) && !isSymbol(char) && !isEmoji(char);
}
