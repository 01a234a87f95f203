/** The currencies a catalogue's prices print in (issue 23.5); euro unless the file or the user says otherwise. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const CURRENCY_LABELS: Record<Currency, string> = {
  EUR: 'Euro (€)',
  USD: 'Dollaro statunitense ($)',
  GBP: 'Sterlina britannica (£)',
  CHF: 'Franco svizzero (CHF)',
  JPY: 'Yen giapponese (¥)',
};
