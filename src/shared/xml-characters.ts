/**
 * Characters XML 1.0 forbids (issue 38.1): C0 controls but tab, line feed and carriage return;
 * U+FFFE and U+FFFF; surrogates that are not half of a pair. One of them makes a whole XML part
 * unreadable (a workbook's strings, a PDF's XMP packet), so they are dropped, and counted so the
 * user can be told.
 */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isForbidden = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;

export function legalXmlCharacters(raw: string): { text: string; dropped: number } {
  let text = '';
  let dropped = 0;
  for (let index = 0; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    if (isHighSurrogate(code) && isLowSurrogate(raw.charCodeAt(index + 1))) {
      text += raw.slice(index, index + 2);
      index++;
    } else if (isHighSurrogate(code) || isLowSurrogate(code) || isForbidden(code)) dropped++;
    else text += raw[index];
  }
  return { text, dropped };
}
