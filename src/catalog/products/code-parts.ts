/**
 * The parts of a product code ('SS27-GC01-SAB-38'), read by walking its characters (issue 38.2):
 * no pattern is built from a cell and no backtracking pattern runs over one, so a code costs its
 * length whatever a hostile file puts in it.
 */
const SEPARATORS = '-_/. \t\n\r\f\v\u00a0';

export function isSeparator(char: string | undefined): boolean {
  return char !== undefined && char !== '' && SEPARATORS.includes(char);
}

/** 'GC-01--' is 'GC-01'. */
export function withoutTrailingSeparators(code: string): string {
  let end = code.length;
  while (end > 0 && isSeparator(code[end - 1])) end--;
  return code.slice(0, end);
}

/** 'SS27-GC01-SAB' is 'SS27-GC01'; a code of one part, or ending in a separator, is itself. */
export function withoutLastPart(code: string): string {
  if (code === '' || isSeparator(code.at(-1))) return code;
  let end = code.length;
  while (end > 0 && !isSeparator(code[end - 1])) end--;
  return end === 0 ? code : withoutTrailingSeparators(code.slice(0, end));
}

/** 'GC-01-Ne' is 'GC-01-': the code up to the separator that begins its last part. */
export function upToLastSeparator(code: string): string {
  let end = code.length;
  while (end > 0 && !isSeparator(code[end - 1])) end--;
  return code.slice(0, end);
}

const WORD_JOINERS = '-_ \t\n\r\f\v\u00a0';

const isJoiner = (char: string | undefined) => char !== undefined && char !== '' && WORD_JOINERS.includes(char);

const isSpace = (char: string | undefined) => char !== undefined && /\s/u.test(char);

/**
 * 'GC-01-NERO-40' less the size '40' is 'GC-01-NERO'; less 'Blu Navy' 'GC-01_BLU-NAVY' is 'GC-01'.
 * The suffix is compared without case, its words joined by any dashes, underscores or spaces, and
 * it must follow a separator. Code and suffix are walked once from their ends; the code is
 * returned as it is when it does not end in the suffix.
 */
export function withoutSuffix(code: string, suffix: string): string {
  const words = suffix.trim();
  if (words === '') return code;
  let end = code.length;
  for (let index = words.length; index > 0; ) {
    if (isSpace(words[index - 1])) {
      while (index > 0 && isSpace(words[index - 1])) index--;
      while (end > 0 && isJoiner(code[end - 1])) end--;
      continue;
    }
    if (end === 0 || code[end - 1]?.toLowerCase() !== words[index - 1]?.toLowerCase()) return code;
    end--;
    index--;
  }
  const before = end;
  while (end > 0 && isSeparator(code[end - 1])) end--;
  return end === before ? code : code.slice(0, end);
}
