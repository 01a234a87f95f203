/**
 * Combining marks stack on the letter before them (issue 27.9): a few hundred of them on one
 * letter, well within a field's length, tower off the page. Unicode's Stream-Safe Text Format
 * (UAX #15, section 13) allows at most 30 non-starters in a row; the catalogue allows far fewer
 * (docs/decisions/0930): no living orthography puts more than four stacking marks on one letter.
 */

/** The most stacking marks one base character may carry. */
export const MARKS_PER_BASE_MAX = 4;

/**
 * Non-spacing and enclosing marks: they take no room of their own and pile up on their base.
 * Spacing marks (Mc, such as Devanagari vowel signs) move the pen and are left alone.
 */
const STACKING_MARK = /^[\p{Mn}\p{Me}]$/u;
/**
 * Invisible characters (joiners, variation selectors, the grapheme joiner) give marks no new base,
 * so they neither count nor reset the count: a joiner between marks still stacks them.
 */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** The text as printed (NFC), with the marks beyond MARKS_PER_BASE_MAX on any base dropped. */
function keptMarks(text: string): { text: string; dropped: boolean } {
  let kept = '';
  let onBase = 0;
  let dropped = false;
  for (const char of text.normalize('NFC')) {
    if (INVISIBLE.test(char)) kept += char;
    else if (!STACKING_MARK.test(char)) {
      onBase = 0;
      kept += char;
    } else if (++onBase <= MARKS_PER_BASE_MAX) kept += char;
    else dropped = true;
  }
  return { text: kept, dropped };
}

/** Whether some character of the text carries more stacking marks than MARKS_PER_BASE_MAX. */
export function hasTooManyMarks(text: string): boolean {
  return keptMarks(text).dropped;
}

/**
 * What a form field keeps of what was typed or pasted: like the characters beyond its maximum
 * length, the marks beyond the limit are ignored. A text within the limit is returned as typed.
 */
export function withinMarkLimit(text: string): string {
  const kept = keptMarks(text);
  return kept.dropped ? kept.text : text;
}
