/**
 * Characters text may hold but no catalogue should print (issues 15.3, 23.6, 38.5), found by code
 * rather than by a pattern. Product files' cells are cleaned once as a sheet is read, and captions
 * as their schema reads them (typed in the app, or from --captions): C0 controls
 * (tab, line feed and carriage return aside), DEL and the C1 controls; the bidirectional overrides
 * and isolates (U+202A-202E, U+2066-2069), which would turn 'Rosa ‮evil' into 'Rosa live' on the
 * page; lone surrogates; and U+FFFE and U+FFFF, which no XML may hold.
 */
function isDroppedControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether the code unit at `index` is dropped: a control, a bidi control, a noncharacter or half a pair. */
function isDropped(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (isDroppedControl(code) || isBidiControl(code) || code === 0xfffe || code === 0xffff) return true;
  if (isHighSurrogate(code)) return !isLowSurrogate(text.charCodeAt(index + 1));
  if (isLowSurrogate(code)) return !isHighSurrogate(text.charCodeAt(index - 1));
  return false;
}

/** The text without the characters above; the same string when it has none. */
export function printableText(text: string): string {
  let kept = '';
  let runStart = 0;
  for (let index = 0; index < text.length; index++) {
    if (!isDropped(text, index)) continue;
    kept += text.slice(runStart, index);
    runStart = index + 1;
  }
  return runStart === 0 ? text : kept + text.slice(runStart);
}

/** One line: tabs and line breaks become spaces (a caption's name, code or colour). */
export function oneLine(text: string): string {
  let line = '';
  for (const character of text) line += character === '\t' || character === '\n' || character === '\r' ? ' ' : character;
  return line;
}
