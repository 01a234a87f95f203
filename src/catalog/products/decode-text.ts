/**
 * The bytes of a CSV as text (issues 15.3, 23.6, 27.4): a byte-order mark says UTF-8, UTF-16 LE or
 * UTF-16 BE (Excel's 'Testo Unicode' is UTF-16 LE with a BOM); otherwise valid UTF-8 is UTF-8 and
 * anything else is Windows-1252, as Italian Excel saves 'CSV (separato da punto e virgola)'.
 *
 * Windows-1252 is decoded with its own table here, not with `TextDecoder('windows-1252')`: Node
 * decodes that label as ISO-8859-1 and turns 0x80-0x9F ('€', '’', '“'…) into C1 controls, so the
 * CLI printed 'Côte d\u0092Azur' where the browser printed 'Côte d’Azur'.
 */

/** WHATWG's index-windows-1252 for 0x80-0x9F; the five unassigned bytes stay C1 controls. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte));
    text += String.fromCharCode(...codes);
  }
  return text;
}

function swapBytePairs(bytes: Uint8Array): Uint8Array {
  const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let index = 0; index + 1 < bytes.length; index += 2) {
    swapped[index] = bytes[index + 1] ?? 0;
    swapped[index + 1] = bytes[index] ?? 0;
  }
  return swapped;
}

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  // UTF-16 BE is swapped into LE: every engine has the LE decoder, not all have the BE one.
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16le').decode(swapBytePairs(bytes.subarray(2)));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
