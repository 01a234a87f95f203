/**
 * A colour cell that lists several colours is several colourways (issue 33.2): 'Cammello, Nero,
 * Grigio antracite' is three. Commas, semicolons, bars and line breaks separate colours; a slash
 * does not, since 'Blu/Bianco' names one two-tone colourway (decision 0982). A hex cell that lists
 * as many colours gives each its swatch, in order.
 */
const COLOUR_SEPARATORS = new Set([',', ';', '|', '\n', '\r']);
const HEX = /^#[0-9a-f]{6}$/iu;

function split(text: string, separators: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  let current = '';
  for (const character of text) {
    if (separators.has(character)) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The colours a cell lists, each once, in order; a single colour is a list of one. */
export function colourNames(text: string): string[] {
  return [...new Set(split(text, COLOUR_SEPARATORS))];
}

/** The hex colours a cell lists ('#c19a6b, #111111'), lower case; none unless every entry is one. */
export function hexColours(text: string): string[] {
  const parts = split(text, new Set([...COLOUR_SEPARATORS, ' ']));
  return parts.length > 0 && parts.every((part) => HEX.test(part)) ? parts.map((part) => part.toLowerCase()) : [];
}
