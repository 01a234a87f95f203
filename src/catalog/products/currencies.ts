/**
 * The currencies a catalogue prints (issue 23.5), and how a file tells its currency: a code or a
 * symbol in a price heading ('Wholesale USD', 'Prezzo (€)') or in the price cells ('$ 208.00').
 */
import { CURRENCIES, type Currency } from '../../shared/index.js';

const SYMBOLS: readonly [RegExp, Currency][] = [
  [/€/u, 'EUR'],
  [/£/u, 'GBP'],
  [/[¥￥円]/u, 'JPY'],
  [/\$/u, 'USD'],
];

const WORDS: Readonly<Record<string, Currency>> = { euro: 'EUR', eur: 'EUR', usd: 'USD', dollari: 'USD', dollars: 'USD', gbp: 'GBP', sterline: 'GBP', chf: 'CHF', franchi: 'CHF', jpy: 'JPY', yen: 'JPY' };

/** The currency a text names by code, word or symbol; undefined when it names none. */
export function currencyIn(text: string): Currency | undefined {
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const currency = WORDS[word];
    if (currency) return currency;
  }
  for (const code of CURRENCIES) if (text.includes(code)) return code;
  return SYMBOLS.find(([symbol]) => symbol.test(text))?.[1];
}

/** Codes, words and symbols of currencies removed, for reading a heading or a price. */
export function withoutCurrency(text: string): string {
  return text
    .replace(/[€£¥￥円$]/gu, ' ')
    .split(/(\s+|[()[\]/.,:;-])/u)
    .map((part) => (WORDS[part.toLowerCase()] || (CURRENCIES as readonly string[]).includes(part.toUpperCase()) ? ' ' : part))
    .join('');
}

/** Headings of a column that names the prices' currency ('CURRENCY_CODE', 'Valuta', 'Devise', 'Währung', 'Moneda'). */
const CURRENCY_HEADINGS = new Set(['currency', 'valuta', 'divisa', 'devise', 'monnaie', 'wahrung', 'waehrung', 'moneda']);

export function isCurrencyHeading(heading: string): boolean {
  return heading
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => CURRENCY_HEADINGS.has(word));
}
