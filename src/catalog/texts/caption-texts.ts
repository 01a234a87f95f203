/**
 * What a photo's caption prints (the beyond issue): the product name on its own line, then the code
 * and the price together, the price in the catalogue's currency formatted for its language
 * (issue 23.5: never a euro sign on dollars), 'from' before a colourway's lowest price; then the
 * colours and sizes, which print where the caption has room for them (caption-fit.ts).
 */
import type { Currency, LanguageCode, PhotoCaption } from '../../shared/index.js';
import { languageInfo } from '../../shared/languages.js';
import { withTypographicQuotes } from './typographic-quotes.js';

/** How prices print: the catalogue's language and currency. */
export interface PriceFormat {
  language: LanguageCode;
  currency: Currency;
}

/** 'from 189,50 €' in each catalogue language; Japanese writes the mark after the amount. */
const FROM: Record<LanguageCode, (price: string) => string> = {
  Inglese: (price) => `from ${price}`,
  Spagnolo: (price) => `desde ${price}`,
  Francese: (price) => `à partir de ${price}`,
  Tedesco: (price) => `ab ${price}`,
  Portoghese: (price) => `desde ${price}`,
  Italiano: (price) => `da ${price}`,
  Olandese: (price) => `vanaf ${price}`,
  Russo: (price) => `от ${price}`,
  Giapponese: (price) => `${price}〜`,
};

export interface CaptionTexts {
  name: string;
  /** Code and price, e.g. "GC-014 · € 1.234,50". */
  details: string;
  /** The price as `details` ends in it: printed in ink, a buyer reads it first (decision 1069). */
  price?: string;
  /** Colours and sizes as written, ranges with an en dash, e.g. "Sabbia, Nero · XS–XL": what a buyer orders by (issue 35). */
  variants?: string;
}

/**
 * Thousands are always grouped (CLDR leaves 4-digit amounts ungrouped in Italian and Spanish; a
 * price list reads better aligned). The narrow no-break space of French is printed as a no-break
 * space, which every catalogue font has (docs/decisions/0601).
 */
export function formatPrice(price: number, prices: PriceFormat, from = false): string {
  return priced(currencyParts(price, prices), prices.language, from);
}

/** The amount in the language's currency format, grouped always; `withoutCents`: no decimals. */
function currencyParts(price: number, { language, currency }: PriceFormat, withoutCents = false): Intl.NumberFormatPart[] {
  const cents = withoutCents && { minimumFractionDigits: 0, maximumFractionDigits: 0 };
  return new Intl.NumberFormat(languageInfo(language).iso, { style: 'currency', currency, useGrouping: 'always', ...cents }).formatToParts(price);
}

/** The parts as printed: no narrow no-break space, 'from' in the language's words where asked. */
function priced(parts: readonly Intl.NumberFormatPart[], language: LanguageCode, from: boolean): string {
  const text = parts.map((part) => part.value).join('').replace(/\u202f/g, '\u00a0');
  return from ? FROM[language](text) : text;
}

/**
 * Languages whose fashion catalogues print the currency before the amount where their number
 * format writes it after: an Italian lookbook prints '€ 310', the order form '310,00 €'.
 */
const MARK_FIRST: ReadonlySet<LanguageCode> = new Set(['Italiano']);

/**
 * A price under a photo as a fashion catalogue prints it (decision 1066): a whole amount without
 * its cents ('€ 310'), any other with them ('€ 310,50'), the mark first in Italian. Order form,
 * line sheet and the app's totals keep `formatPrice`: a buyer adds those up.
 */
export function captionPrice(price: number, prices: PriceFormat, from = false): string {
  const { language } = prices;
  const parts = currencyParts(price, prices, Number.isInteger(price));
  const mark = parts.find((part) => part.type === 'currency');
  if (!MARK_FIRST.has(language) || !mark || parts[0] === mark) return priced(parts, language, from);
  const amount = parts.filter((part) => part !== mark && !(part.type === 'literal' && part.value.trim() === ''));
  return priced([mark, { type: 'literal', value: '\u00a0' }, ...amount], language, from);
}

/** A size written in a range: a number ('38', '42,5') or a letter size ('XS', 'XXL', '3XL'). */
const SIZE = String.raw`(?:\d{1,3}(?:[.,]5)?|\d?X{0,4}[SML])`;
/** Two sizes joined by a hyphen, alone or in a list: 'XS-XL', '38 - 46'. */
const SIZE_RANGE = new RegExp(String.raw`(?<=^|[\s,;/])(${SIZE})\s*-\s*(${SIZE})(?=$|[\s,;/])`, 'gu');

/** Ranges with the en dash a typesetter sets between them ('XS–XL', '38–46'); the rest as written. */
export function withRangeDashes(sizes: string): string {
  return sizes.replace(SIZE_RANGE, '$1–$2');
}

/** Between code and price, and colours and sizes, on one line; where it is too wide they take a line each. */
export const CAPTION_SEPARATOR = ' · ';

export function captionTexts(caption: PhotoCaption | undefined, prices: PriceFormat): CaptionTexts {
  // Name and colours are words, set with the language's quotes; code and sizes print as typed (decision 1069).
  const name = withTypographicQuotes((caption?.name ?? '').normalize('NFC').trim(), prices.language);
  const sku = (caption?.sku ?? '').normalize('NFC').trim();
  // A shop's export gives only its customers' price (issue 34.5): a grid shows it where there is no wholesale one.
  const price = caption?.price !== undefined ? captionPrice(caption.price, prices, caption.priceFrom) : caption?.retailPrice !== undefined ? captionPrice(caption.retailPrice, prices, caption.retailPriceFrom) : '';
  const colours = caption?.colours && withTypographicQuotes(caption.colours, prices.language);
  const variants = [colours, caption?.sizes && withRangeDashes(caption.sizes)].map((part) => (part || '').normalize('NFC').trim()).filter((part) => part !== '');
  return { name, details: [sku, price].filter((part) => part !== '').join(CAPTION_SEPARATOR), ...(price && { price }), variants: variants.join(CAPTION_SEPARATOR) };
}

/** Whether the caption prints anything: blank names and codes do not count. */
export function hasCaption(caption: PhotoCaption | undefined): boolean {
  return Boolean(caption?.name?.trim() || caption?.sku?.trim() || caption?.price !== undefined);
}

/** Whether the caption has colours or sizes to print under its code and price. */
export function hasVariants(caption: PhotoCaption | undefined): boolean {
  return hasCaption(caption) && Boolean(caption?.colours?.trim() || caption?.sizes?.trim());
}

/**
 * What a screen reader says for a photo in the tagged PDF (issue 12.3): the alternative text
 * written, else the product name, else 'Foto N' with the photo's 1-based place. A name printed
 * `shortened` under the photo comes first and whole, so the tagged PDF still holds all of it
 * (issue 26.4).
 */
export function alternativeText(caption: PhotoCaption | undefined, position: number, shortened = false): string {
  const written = caption?.alt?.trim();
  const name = caption?.name?.trim();
  if (shortened && name && written && written !== name) return `${name}. ${written}`;
  return written || name || `Foto ${position}`;
}
