/**
 * What a photo's caption prints (the beyond issue): the product name on its own line, then the code
 * and the price together, the price in euro formatted for the catalogue's language.
 */
import { languageInfo, type LanguageCode, type PhotoCaption } from '../../shared/index.js';

export interface CaptionTexts {
  name: string;
  /** Code and price, e.g. "GC-014 · 1.234,50 €". */
  details: string;
}

/**
 * Thousands are always grouped (CLDR leaves 4-digit amounts ungrouped in Italian and Spanish; a
 * price list reads better aligned). The narrow no-break space of French is printed as a no-break
 * space, which every catalogue font has (docs/decisions/0601).
 */
export function formatPrice(price: number, language: LanguageCode): string {
  const format = new Intl.NumberFormat(languageInfo(language).iso, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  return format.format(price).replace(/\u202f/g, '\u00a0');
}

export function captionTexts(caption: PhotoCaption | undefined, language: LanguageCode): CaptionTexts {
  const name = (caption?.name ?? '').normalize('NFC').trim();
  const sku = (caption?.sku ?? '').normalize('NFC').trim();
  const price = caption?.price === undefined ? '' : formatPrice(caption.price, language);
  return { name, details: [sku, price].filter((part) => part !== '').join(' · ') };
}

/** Whether the caption prints anything: blank names and codes do not count. */
export function hasCaption(caption: PhotoCaption | undefined): boolean {
  return Boolean(caption?.name?.trim() || caption?.sku?.trim() || caption?.price !== undefined);
}

/**
 * What a screen reader says for a photo in the tagged PDF (issue 12.3): the alternative text
 * written, else the product name, else 'Foto N' with the photo's 1-based place.
 */
export function alternativeText(caption: PhotoCaption | undefined, position: number): string {
  return caption?.alt?.trim() || caption?.name?.trim() || `Foto ${position}`;
}
