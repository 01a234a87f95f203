/**
 * A price as businesses type it (issue 15.3): '189,50', '€ 189,50', '1.234,50', '1,234.50',
 * '189.5', 'EUR 12'. The last separator followed by one or two digits is the decimal one; the
 * others group thousands. Anything else is not a price.
 */
const PRICE_CHARACTERS = /^[\d.,\s'\u00a0\u202f]+$/u;

export function parsePrice(text: string): number | undefined {
  const bare = text.replace(/€|eur(o)?/giu, '').trim();
  if (!bare || !PRICE_CHARACTERS.test(bare)) return undefined;
  const compact = bare.replace(/[\s'\u00a0\u202f]/gu, '');
  const decimal = /[.,](\d{1,2})$/u.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}
