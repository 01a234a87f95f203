/**
 * A price as businesses type it (issues 15.3, 23.5, 27.3): '189,50', '€ 189,50', '1.234,50',
 * '1,234.50', '189.5', 'EUR 12', '$208.00', or an XLSX number. The last separator followed by one
 * or two digits is the decimal one; the others group thousands. Numbers are rounded to cents.
 */
import type { SheetCell } from './sheet-rows.js';
import { withoutCurrency } from './currencies.js';

const PRICE_CHARACTERS = /^[\d.,\s'\u00a0\u202f]+$/u;

const cents = (value: number) => Math.round(value * 100) / 100;

export function parsePrice(cell: SheetCell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? cents(cell) : undefined;
  const bare = withoutCurrency(cell).trim();
  if (!bare || !PRICE_CHARACTERS.test(bare)) return undefined;
  const compact = bare.replace(/[\s'\u00a0\u202f]/gu, '');
  const decimal = /[.,](\d{1,2})$/u.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return undefined;
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? cents(value) : undefined;
}
