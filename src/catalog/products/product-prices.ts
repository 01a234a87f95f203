/**
 * A price as businesses and their databases write it (issues 15.3, 23.5, 27.3, 33.6): '189,50',
 * '€ 1.234,50', '1.234,50 EUR', '1,234.50', '1'234.50', '175.000000', '1234.5000', 'EUR 12',
 * '$208.00', or an XLSX number. Read in one pass over the text, no pattern built from it:
 * with both '.' and ',' the last is the decimal separator; one separator written once is decimal
 * unless exactly three digits follow it after one to three others ('1.234'); written more than
 * once it groups thousands. Groups of thousands must be three digits. Rounded to cents.
 */
import type { SheetCell } from './sheet-rows.js';
import { withoutCurrency } from './currencies.js';

/** Spaces and apostrophes that group thousands ('1 234,50', "1'234.50"). */
const GROUPING_MARKS = new Set([' ', '\u00a0', '\u202f', '\u2009', "'", '’']);
/** Far above any price a caption takes (LIMITS.captionPriceMax): longer digit runs are not prices. */
const MAX_WHOLE_DIGITS = 12;

const cents = (value: number) => Math.round(value * 100) / 100;
const isDigit = (character: string) => character >= '0' && character <= '9';

/** '1.234.567' grouped by `separator`: the first group one to three digits, the others three. */
function ungrouped(text: string, separator: string): string | undefined {
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  if (!first || first.length > 3 || rest.some((group) => group.length !== 3)) return undefined;
  return groups.join('');
}

function decimalSeparator(text: string): string | undefined {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
  if (!separator || text.indexOf(separator) !== text.lastIndexOf(separator)) return undefined;
  const [whole = '', fraction = ''] = text.split(separator);
  // '1.234' and '12,500' group thousands; '0.500', '1234.500' and '175.000000' are decimals.
  const thousands = fraction.length === 3 && whole.length >= 1 && whole.length <= 3 && whole !== '0';
  return thousands ? undefined : separator;
}

/** Digits with '.' and ',' only (marks and currency removed) as a number, or undefined. */
function readDigits(text: string): number | undefined {
  for (const character of text) if (!isDigit(character) && character !== '.' && character !== ',') return undefined;
  const decimal = decimalSeparator(text);
  const at = decimal === undefined ? -1 : text.lastIndexOf(decimal);
  const wholeText = at < 0 ? text : text.slice(0, at);
  const fraction = at < 0 ? '' : text.slice(at + 1);
  if (fraction.includes('.') || fraction.includes(',') || (at >= 0 && fraction === '')) return undefined;
  const grouping = wholeText.includes('.') ? '.' : wholeText.includes(',') ? ',' : undefined;
  if (wholeText.includes('.') && wholeText.includes(',')) return undefined;
  const whole = grouping ? ungrouped(wholeText, grouping) : wholeText;
  if (whole === undefined || whole === '' || whole.length > MAX_WHOLE_DIGITS) return undefined;
  return Number(`${whole}.${fraction || '0'}`);
}

export function parsePrice(cell: SheetCell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? cents(cell) : undefined;
  let compact = '';
  for (const character of withoutCurrency(cell)) if (!GROUPING_MARKS.has(character) && character.trim() !== '') compact += character;
  if (!compact) return undefined;
  const value = readDigits(compact);
  return value === undefined || !Number.isFinite(value) ? undefined : cents(value);
}

/**
 * A count of pieces as price lists write a minimum or a case pack (issue 33.5): '12', '12 pz',
 * '12 pezzi', '6 pcs', '1.000', '12.000000' or an XLSX number; digits read as a price's are, then
 * a unit word, and the value must be a whole number of at least one.
 */
export function parsePieces(cell: SheetCell): number | undefined {
  const text = typeof cell === 'number' ? cell : cell.trim();
  let end = 0;
  if (typeof text === 'string') {
    while (end < text.length && (isDigit(text[end] ?? '') || text[end] === '.' || text[end] === ',' || GROUPING_MARKS.has(text[end] ?? ''))) end++;
    // After the digits, a unit word only ('pz', 'pz.', 'pezzi', 'pcs', 'Stück', 'uds.').
    for (const character of text.slice(end)) if (!/[\p{L}.\s]/u.test(character)) return undefined;
  }
  const value = parsePrice(typeof text === 'number' ? text : text.slice(0, end));
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : undefined;
}
