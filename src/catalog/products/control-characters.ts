/**
 * Control characters in product files (issues 15.3, 23.6), found by code rather than by a regular
 * expression of control characters. A binary file read as text shows C0 controls that no
 * spreadsheet writes (tab, line feed, form feed and carriage return aside); printed text drops
 * those, vertical tab and form feed too, and DEL and the C1 controls.
 */
export function isBinaryControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

function isDroppedControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

export function hasBinaryControls(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (isBinaryControl(text.charCodeAt(index))) return true;
  return false;
}

export function withoutControls(text: string): string {
  let kept = '';
  for (const char of text) if (!isDroppedControl(char.charCodeAt(0))) kept += char;
  return kept;
}
