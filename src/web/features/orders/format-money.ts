/** An order's amount for the seller, in Italian and the order's currency, as the catalogue prints prices. */
import { formatPrice } from '../../../catalog/texts/caption-texts.js';
import { CURRENCIES, type Currency } from '../../../shared/currencies.js';

export function formatMoney(amount: number, currency: string): string {
  const known = (CURRENCIES as readonly string[]).includes(currency) ? (currency as Currency) : 'EUR';
  return formatPrice(amount, { language: 'Italiano', currency: known });
}
