/** The shared rules of the beyond issue's inputs: captions, accent colour, quality presets, prices. */
import { describe, expect, it } from 'vitest';
import { AccentColour, LANGUAGE_CODES, LIMITS, PhotoCaption, QUALITY_PRESETS } from '../../../src/shared/index.js';
import { formatPrice } from '../../../src/catalog/index.js';

describe('PhotoCaption', () => {
  it('cleans its text at the door: controls, bidi overrides, lone surrogates dropped, one-line fields on one line (issue 38.5)', () => {
    const parsed = PhotoCaption.parse({
      name: 'Rosa \u202eevil\u202c',
      sku: 'LN\u0000-201\ud800',
      colours: 'Blu\tnotte\r\nscuro',
      sizeList: ['S\u2066', 'M'],
      description: 'Lana vergine.\nFodera in seta.\u0007',
    });
    expect(parsed).toEqual({ name: 'Rosa evil', sku: 'LN-201', colours: 'Blu notte  scuro', sizeList: ['S', 'M'], description: 'Lana vergine.\nFodera in seta.' });
  });

  it('accepts any of name, code and price, and none', () => {
    expect(PhotoCaption.safeParse({}).success).toBe(true);
    expect(PhotoCaption.safeParse({ name: 'Giacca', sku: 'GC-01', price: 1234.5 }).success).toBe(true);
    expect(PhotoCaption.safeParse({ price: 0 }).success).toBe(true);
    expect(PhotoCaption.safeParse({ price: LIMITS.captionPriceMax }).success).toBe(true);
    expect(PhotoCaption.safeParse({ name: 'x'.repeat(80), sku: 'y'.repeat(40), price: 999_999.99 }).success).toBe(true);
  });

  it.each([
    [{ name: 'x'.repeat(81) }, 'Inserisci al massimo 80 caratteri.'],
    [{ sku: 'y'.repeat(41) }, 'Inserisci al massimo 40 caratteri.'],
    [{ price: -1 }, 'Il valore minimo è 0.'],
    [{ price: 1_000_000.01 }, 'Il valore massimo è 1000000.'],
    [{ price: 1.005 }, 'Il prezzo può avere al massimo due decimali.'],
    [{ price: '12' }, 'Il valore deve essere un numero.'],
  ])('refuses %j in Italian', (caption, message) => {
    const parsed = PhotoCaption.safeParse(caption);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('refuses unknown fields', () => {
    expect(PhotoCaption.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('AccentColour', () => {
  it('accepts #rrggbb in either case and refuses anything else', () => {
    for (const ok of ['#8a5a44', '#8A5A44', '#000000']) expect(AccentColour.safeParse(ok).success).toBe(true);
    for (const bad of ['8a5a44', '#8a5a4', '#8a5a444', 'red', '#gg0000', 42]) {
      const parsed = AccentColour.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain('#rrggbb');
    }
  });
});

describe('quality presets', () => {
  it("are 'Stampa' and 'Tipografia' at 300 ppi and 'Web' at 150 ppi, 'Tipografia' at JPEG 90 in 4:4:4", () => {
    const summary = Object.fromEntries(Object.entries(QUALITY_PRESETS).map(([name, { label, ppi, jpeg }]) => [name, { label, ppi, jpeg }]));
    expect(summary).toEqual({
      stampa: { label: 'Stampa', ppi: 300, jpeg: { quality: 0.8, chroma: '4:2:0' } },
      tipografia: { label: 'Tipografia', ppi: 300, jpeg: { quality: 0.9, chroma: '4:4:4' } },
      web: { label: 'Web', ppi: 150, jpeg: { quality: 0.8, chroma: '4:2:0' } },
    });
  });
});

describe('prices', () => {
  it.each([
    ['Italiano', '1.234,50 €'],
    ['Inglese', '€1,234.50'],
    ['Tedesco', '1.234,50 €'],
    ['Spagnolo', '1.234,50 €'],
    ['Francese', '1 234,50 €'],
    ['Giapponese', '€1,234.50'],
  ] as const)('are in euro, written the %s way', (language, expected) => {
    expect(formatPrice(1234.5, { language, currency: 'EUR' }).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it.each([
    ['Inglese', 'USD', '$1,234.50', 'from $1,234.50'],
    ['Italiano', 'USD', '1.234,50 USD', 'da 1.234,50 USD'],
    ['Italiano', 'GBP', '1.234,50 £', 'da 1.234,50 £'],
    ['Tedesco', 'CHF', '1.234,50 CHF', 'ab 1.234,50 CHF'],
    ['Giapponese', 'JPY', '￥1,235', '￥1,235〜'],
  ] as const)('in %s print %s as the language writes it, and a lowest price with its "from" (issue 23.5)', (language, currency, exact, from) => {
    const format = { language, currency };
    expect(formatPrice(1234.5, format).replace(/\u00a0/g, ' ')).toBe(exact);
    expect(formatPrice(1234.5, format, true).replace(/\u00a0/g, ' ')).toBe(from);
  });

  it('use only no-break spaces that every catalogue font has', () => {
    for (const language of LANGUAGE_CODES) expect(formatPrice(1_234_567.8, { language, currency: 'EUR' })).not.toMatch(/\u202f/);
  });
});
