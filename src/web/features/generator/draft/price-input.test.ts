import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/index.js';
import { DRAFT_TEXTS } from './draft-texts.js';
import { captionFromFields, formatPriceInput, parsePriceInput } from './price-input.js';

describe('the caption price field', () => {
  it('reads euro written the Italian way, the English way and with the euro sign', () => {
    expect(parsePriceInput('12,50')).toEqual({ ok: true, price: 12.5 });
    expect(parsePriceInput('12.50')).toEqual({ ok: true, price: 12.5 });
    expect(parsePriceInput(' 129 € ')).toEqual({ ok: true, price: 129 });
    expect(parsePriceInput('€ 0,99')).toEqual({ ok: true, price: 0.99 });
    expect(parsePriceInput('1.234,50')).toEqual({ ok: true, price: 1234.5 });
    expect(parsePriceInput('1,234.50')).toEqual({ ok: true, price: 1234.5 });
    expect(parsePriceInput('1.000.000')).toEqual({ ok: true, price: 1_000_000 });
  });

  it('leaves an empty field without a price', () => {
    expect(parsePriceInput('')).toEqual({ ok: true, price: undefined });
    expect(parsePriceInput('  ')).toEqual({ ok: true, price: undefined });
  });

  it('refuses what is not an amount in euro, in Italian', () => {
    for (const text of ['abc', '-5', '12,5,0', ',50', '12 euro', '1.23.4', '1e3', '0x10']) {
      expect(parsePriceInput(text), text).toEqual({ ok: false, error: DRAFT_TEXTS.priceFormat });
    }
  });

  it('leaves the limits to the shared caption schema and its messages', () => {
    expect(parsePriceInput('12,345')).toEqual({ ok: false, error: MESSAGES.validation.priceCents });
    expect(parsePriceInput('1.234')).toEqual({ ok: false, error: MESSAGES.validation.priceCents });
    expect(parsePriceInput('1000000,01')).toMatchObject({ ok: false });
    expect(parsePriceInput('1000000')).toEqual({ ok: true, price: 1_000_000 });
  });

  it('shows a stored price again with a decimal comma and two decimals', () => {
    expect(formatPriceInput(12.5)).toBe('12,50');
    expect(formatPriceInput(1234)).toBe('1234,00');
    expect(formatPriceInput(undefined)).toBe('');
    expect(parsePriceInput(formatPriceInput(0.29))).toEqual({ ok: true, price: 0.29 });
  });

  it('makes a caption only of the fields that hold something', () => {
    expect(captionFromFields({ name: '', sku: ' ' }, undefined)).toBeUndefined();
    expect(captionFromFields({ name: 'Giacca', sku: '' }, 129.5)).toEqual({ name: 'Giacca', price: 129.5 });
    expect(captionFromFields({ name: '', sku: 'GC-014' }, undefined)).toEqual({ sku: 'GC-014' });
  });
});
