/**
 * The price field of a caption: what a person types ('12,50', '12.50', '1.234,50 €') becomes the
 * price in euro that `PhotoCaption` takes, checked by that same schema (docs/decisions/0630).
 */
import { PhotoCaption } from '../../../../shared/index.js';
import { DRAFT_TEXTS } from './draft-texts.js';

export type PriceInput = { ok: true; price: number | undefined } | { ok: false; error: string };

const GROUPED_THOUSANDS = /^\d{1,3}(?:[.,\s]\d{3})+$/;
const PLAIN_INTEGER = /^\d+$/;

/**
 * Splits the whole euros from the cents. When both separators appear, the last one is the decimal
 * mark; a separator used more than once groups thousands; a single one is the decimal mark.
 */
function splitAmount(text: string): { euros: string; cents: string } | null {
  const lastMark = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  const mark = lastMark < 0 ? '' : text.charAt(lastMark);
  const marks = mark === '' ? 0 : text.split(mark).length - 1;
  const decimalAt = mark !== '' && marks === 1 ? lastMark : -1;
  const euros = decimalAt < 0 ? text : text.slice(0, decimalAt);
  const cents = decimalAt < 0 ? '' : text.slice(decimalAt + 1);
  const eurosValid = PLAIN_INTEGER.test(euros) || GROUPED_THOUSANDS.test(euros);
  if (!eurosValid || (decimalAt >= 0 && !PLAIN_INTEGER.test(cents))) return null;
  return { euros: euros.replace(/[.,\s]/g, ''), cents };
}

export function parsePriceInput(raw: string): PriceInput {
  const text = raw.replace(/€/g, '').trim();
  if (text === '') return { ok: true, price: undefined };
  const amount = splitAmount(text);
  if (!amount) return { ok: false, error: DRAFT_TEXTS.priceFormat };
  // Decimal digits beyond the cents are left for the schema to refuse with its own message.
  const price = Number(`${amount.euros}.${amount.cents || '0'}`);
  const checked = PhotoCaption.shape.price.safeParse(price);
  if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? DRAFT_TEXTS.priceFormat };
  return { ok: true, price: checked.data };
}

/** A stored price as the field shows it again, the Italian way: 1234.5 → '1234,50'. */
export function formatPriceInput(price: number | undefined): string {
  return price === undefined ? '' : price.toFixed(2).replace('.', ',');
}

/** The caption the three fields describe, or undefined when they are all empty. */
export function captionFromFields(fields: { name: string; sku: string; alt?: string }, price: number | undefined): PhotoCaption | undefined {
  const caption: PhotoCaption = {
    ...(fields.name.trim() !== '' && { name: fields.name }),
    ...(fields.sku.trim() !== '' && { sku: fields.sku }),
    ...(price !== undefined && { price }),
    ...(fields.alt !== undefined && fields.alt.trim() !== '' && { alt: fields.alt }),
  };
  return Object.keys(caption).length === 0 ? undefined : caption;
}
