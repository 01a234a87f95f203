/**
 * Whether a product file is binary rather than text (issue 38.5). Text may hold a stray control,
 * which costs its cell that character (printableText), not the file.
 */

/** C0 controls that no spreadsheet writes as text (tab, line feed, form feed, carriage return aside). */
function isBinaryControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

/** Such controls are more than one character in twenty: random bytes hold one in nine. */
export function looksBinary(text: string): boolean {
  let controls = 0;
  for (let index = 0; index < text.length; index++) if (isBinaryControl(text.charCodeAt(index))) controls++;
  return controls > 1 && controls * 20 > text.length;
}
