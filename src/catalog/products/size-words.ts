/**
 * The words people write around sizes (decision 1022), in Italian, English, French, German and
 * Spanish: range words ('S a XL', 'from S to XL', 'von S bis XL'), the words before a range ('da',
 * 'from', 'de', 'von', 'desde'), labels that name the system or the field ('EU', 'UK', 'Taglie:'),
 * and age units, which make a number span one child's size ('6-12 mesi', '0-6M', '2-3 anni').
 * Words are looked up in fixed sets, never matched by a pattern built from data.
 */

/** Lower case, accents and punctuation gone, single spaces: 'Taglie:' → 'taglie', 'à' → 'a'. */
export const foldWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const RANGE_WORDS = new Set(['a', 'al', 'alla', 'all', 'to', 'thru', 'through', 'au', 'bis', 'hasta', 'tot', 'til', 'till']);
const FROM_WORDS = new Set(['da', 'dal', 'dalla', 'from', 'de', 'du', 'von', 'desde', 'van']);
const LABELS = new Set([
  'eu', 'eur', 'it', 'ita', 'fr', 'uk', 'us', 'usa', 'ger', 'int', 'intl',
  'taglia', 'taglie', 'tg', 'tgl', 'misura', 'misure', 'numero', 'numeri', 'size', 'sizes', 'sz',
  'taille', 'tailles', 'pointure', 'pointures', 'grosse', 'große', 'grossen', 'größen', 'gr', 'talla', 'tallas',
]);
const AGE_UNITS = new Set([
  'mesi', 'mese', 'months', 'month', 'mos', 'mo', 'meses', 'mes', 'mois', 'monate', 'monat',
  'anni', 'anno', 'years', 'year', 'yrs', 'yr', 'ans', 'an', 'jahre', 'jahr', 'anos', 'ano',
]);
/** Single letters that are an age unit only when written right after a number ('6M', '4A', '2Y'). */
const AGE_LETTERS = new Set(['m', 'a', 'y', 'j']);

export type SizeWordKind = 'range' | 'from' | 'label' | 'age';

/** What a token is when it is a word around the sizes, not a size. */
export function sizeWordKind(token: string): SizeWordKind | undefined {
  const word = foldWord(token);
  if (RANGE_WORDS.has(word)) return 'range';
  if (FROM_WORDS.has(word)) return 'from';
  if (LABELS.has(word)) return 'label';
  if (AGE_UNITS.has(word)) return 'age';
  return undefined;
}

const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

/** A number followed by an age unit, written together or apart: '6M', '12 mesi', '3 anni'. */
function isAge(size: string): boolean {
  let index = 0;
  while (isDigit(size[index])) index++;
  if (index === 0) return false;
  const unit = foldWord(size.slice(index));
  return AGE_UNITS.has(unit) || AGE_LETTERS.has(unit);
}

const isWholeNumber = (size: string) => size.length > 0 && Array.from(size).every(isDigit);

/** Two ends that are one child's size: a number, then a number with its age unit ('0-6M', '6-12 mesi'). */
export const isAgeSpan = (first: string, second: string) => (isWholeNumber(first) || isAge(first)) && isAge(second);
