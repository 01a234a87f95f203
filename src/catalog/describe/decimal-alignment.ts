/**
 * Prices aligned on their decimal separator (issue 24.7). In a right-aligned price column, each
 * price moves left by how much narrower its decimals (and what follows them, ' €') are than the
 * widest in the column, so every separator stands at the same x. With tabular figures the shift is
 * nil; in a face without them ('50' narrower than '00') it is what keeps the column straight.
 */
import { languageInfo, type LanguageCode } from '../../shared/index.js';
import type { Measure } from '../text/wrap.js';

/** The separator a price in `language` is written with: ',' in Italian, '.' in English. */
export function decimalSeparator(language: LanguageCode): string {
  return new Intl.NumberFormat(languageInfo(language).iso).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * How wide the text is from its last separator to the end (',00 €' of 'da 95,00 €'), in figures;
 * 0 for a price without decimals. Taken as the whole less what precedes the separator, so the kerning
 * across the separator counts where it is drawn.
 */
function tailWidth(text: string, separator: string, size: number, measure: Measure): number {
  const at = text.lastIndexOf(separator);
  if (at < 0 || !/\d/u.test(text.charAt(at + 1))) return 0;
  return measure(text, size, true) - measure(text.slice(0, at), size, true);
}

export interface DecimalColumn {
  separator: string;
  /** The widest tail in the column, at the body size, in figures. */
  widestTail: number;
}

export function decimalColumn(texts: readonly string[], separator: string, size: number, measure: Measure): DecimalColumn {
  return { separator, widestTail: Math.max(0, ...texts.map((text) => tailWidth(text, separator, size, measure))) };
}

/**
 * How far left of the column's right edge `text` ends so its separator lines up; never so far that
 * it leaves the column (`room`: the column's width less the text's). A text without a price ('Su
 * richiesta') keeps to the edge.
 */
export function decimalShift(text: string, column: DecimalColumn, size: number, measure: Measure, room: number): number {
  if (!/\d/u.test(text)) return 0;
  return Math.max(0, Math.min(room, column.widestTail - tailWidth(text, column.separator, size, measure)));
}
