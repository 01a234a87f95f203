/**
 * Usernames by a standard profile instead of a growing list (issue 27.7, docs/decisions/0922):
 * PRECIS UsernameCaseMapped (RFC 8265 3.3) over the IdentifierClass of RFC 8264, applied to each
 * userpart of a username made of userparts separated by single spaces (RFC 8265 3.1). Two names
 * whose `usernameKey` is the same are one account.
 */

/** RFC 8264 9.1-9.17, in the order of its derivation (section 8), as JavaScript can name them. */
const EXCEPTIONS_PVALID = /[\u00DF\u03C2\u06FD\u06FE\u0F0B\u3007]/u;
// An alternation, not a class: U+302E and U+302F are combining marks.
const EXCEPTIONS_DISALLOWED = /\u0640|\u07FA|\u302E|\u302F|[\u3031-\u3035]|\u303B/u;
const EXCEPTIONS_CONTEXTO = /[\u00B7\u0375\u05F3\u05F4\u30FB\u0660-\u0669\u06F0-\u06F9]/u;
const UNASSIGNED = /\p{Cn}/u;
const ASCII7 = /[\u0021-\u007E]/u;
const JOIN_CONTROL = /[\u200C\u200D]/u;
const OLD_HANGUL_JAMO = /[\u1100-\u11FF\uA960-\uA97C\uD7B0-\uD7C6\uD7CB-\uD7FB]/u;
const PRECIS_IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]/u;
const CONTROLS = /\p{Cc}/u;
const LETTER_DIGITS = /[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]/u;

const hasCompat = (char: string) => char.normalize('NFKC') !== char;

/** RFC 5892 appendix A: where the CONTEXTO exceptions may stand, judged within their userpart. */
function contextAllows(chars: string[], index: number): boolean {
  const char = chars[index] ?? '';
  const before = chars[index - 1] ?? '';
  const after = chars[index + 1] ?? '';
  const part = chars.join('');
  switch (true) {
    case char === '\u00B7': // Catalan middle dot: l·l
      return before === 'l' && after === 'l';
    case char === '\u0375':
      return /\p{Script=Greek}/u.test(after);
    case char === '\u05F3' || char === '\u05F4':
      return /\p{Script=Hebrew}/u.test(before);
    case char === '\u30FB':
      return /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(part.replace(/\u30FB/gu, ''));
    case /[\u0660-\u0669]/u.test(char):
      return !/[\u06F0-\u06F9]/u.test(part);
    default: // extended Arabic-Indic digits
      return !/[\u0660-\u0669]/u.test(part);
  }
}

/**
 * Whether one code point is PVALID in the IdentifierClass. The join controls' CONTEXTJ rule needs
 * the combining classes, which JavaScript cannot name: they are refused, which is stricter.
 */
function identifierAllows(chars: string[], index: number): boolean {
  const char = chars[index] ?? '';
  if (EXCEPTIONS_PVALID.test(char)) return true;
  if (EXCEPTIONS_DISALLOWED.test(char)) return false;
  if (EXCEPTIONS_CONTEXTO.test(char)) return contextAllows(chars, index);
  if (UNASSIGNED.test(char)) return false;
  if (ASCII7.test(char)) return true;
  if (JOIN_CONTROL.test(char) || OLD_HANGUL_JAMO.test(char) || PRECIS_IGNORABLE.test(char) || CONTROLS.test(char)) return false;
  if (hasCompat(char)) return false;
  // Everything else (titlecase and other letters and numbers, spaces, symbols, non-ASCII
  // punctuation) is ID_DISALLOWED in the IdentifierClass.
  return LETTER_DIGITS.test(char);
}

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;

/**
 * RFC 5893's Bidi Rule, for the bidirectional classes JavaScript can tell apart by script: a
 * userpart with right-to-left letters starts with one, holds no left-to-right letter, and ends with
 * one or a digit (marks aside), so it cannot reorder into the look of another name.
 */
function bidiAllows(part: string): boolean {
  const letters = [...part].filter((c) => /\p{L}/u.test(c));
  if (!letters.some((c) => RTL_LETTER.test(c))) return true;
  if (!letters.every((c) => RTL_LETTER.test(c))) return false;
  const meaningful = part.replace(/\p{Mn}+$/u, '');
  return RTL_LETTER.test([...meaningful][0] ?? '') && /[\p{L}\p{Nd}]$/u.test(meaningful);
}

export type UsernameProblem =
  | { kind: 'spacing' }
  | { kind: 'character'; codePoint: string }
  | { kind: 'leading-mark' }
  | { kind: 'direction' };

const codePointLabel = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What keeps `name` (in NFC) from being a username, or undefined when it is one. */
export function usernameProblem(name: string): UsernameProblem | undefined {
  const parts = name.split(' ');
  if (parts.some((part) => part === '')) return { kind: 'spacing' };
  for (const part of parts) {
    const chars = [...part];
    const refused = chars.findIndex((_char, index) => !identifierAllows(chars, index));
    if (refused !== -1) return { kind: 'character', codePoint: codePointLabel(chars[refused] ?? '') };
    // A mark with nothing to sit on lands on whatever is drawn before it (as IDNA, RFC 5891 4.2.3.2).
    if (/^\p{M}/u.test(part)) return { kind: 'leading-mark' };
    if (!bidiAllows(part)) return { kind: 'direction' };
  }
  return undefined;
}

/**
 * The profile's enforcement (case mapping, then NFC): the form two usernames are compared in,
 * stored in the unique `users.username_key`. Width mapping has nothing to do, since the
 * characters it maps are refused rather than changed.
 */
export function usernameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().normalize('NFC');
}
