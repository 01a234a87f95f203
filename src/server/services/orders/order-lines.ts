/**
 * An order's lines, priced by the server from the published snapshot (DECISIONS: never the page's
 * numbers): every colourway key and size must be the catalogue's, the styles' terms are checked
 * with checkStyles, and the totals come from priceOrder, as the Excel sheet's formulas compute them.
 */
import type { OrderColourway, OrderModel } from '../../../catalog/order/order-model.js';
import { checkStyles, priceOrder, type OrderQuantities } from '../../../catalog/order/order-pricing.js';
import { MESSAGES, type OrderLine } from '../../../shared/index.js';
import { AppError } from '../../errors.js';

export const MAX_ORDER_LINES = 2000;

export interface PricedLines {
  lines: OrderLine[];
  pieces: number;
  total: number;
  unpricedPieces: number;
}

const refuse = (path: string, message: string) => new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, { details: [{ path, message }] });

export function priceLines(model: OrderModel, quantities: PlaceQuantities): PricedLines {
  const byKey = new Map<string, OrderColourway>();
  for (const style of model.styles) for (const colourway of style.colourways) byKey.set(colourway.key, colourway);
  const ordered: Record<string, Record<string, number>> = {};
  let lineCount = 0;
  for (const [key, sizes] of Object.entries(quantities)) {
    const colourway = byKey.get(key);
    if (!colourway) throw refuse('quantities', MESSAGES.publications.orderUnknownItem(key));
    const allowed = colourway.sizes.length > 0 ? colourway.sizes : [''];
    for (const [size, quantity] of Object.entries(sizes)) {
      if (!allowed.includes(size)) throw refuse('quantities', MESSAGES.publications.orderUnknownSize(key, size || '—'));
      if (quantity === 0) continue;
      lineCount += 1;
      if (lineCount > MAX_ORDER_LINES) throw refuse('quantities', MESSAGES.publications.orderTooManyLines(MAX_ORDER_LINES));
      (ordered[key] ??= {})[size] = quantity;
    }
  }
  if (lineCount === 0) throw refuse('quantities', MESSAGES.publications.orderEmpty);
  const broken = checkStyles(model, ordered);
  if (broken.length > 0) throw refuse('quantities', MESSAGES.publications.orderStyleTerms(broken.map((check) => [check.style.code, check.style.name].filter(Boolean).join(' ')).join(', ')));
  const priced = priceOrder(model, ordered);
  const lines: OrderLine[] = [];
  for (const style of model.styles) {
    for (const colourway of style.colourways) {
      for (const size of colourway.sizes.length > 0 ? colourway.sizes : ['']) {
        const quantity = ordered[colourway.key]?.[size];
        if (!quantity) continue;
        const unitPrice = colourway.price ?? null;
        lines.push({
          code: colourway.code || style.code,
          name: colourway.name,
          colour: colourway.colour,
          size,
          quantity,
          unitPrice,
          amount: unitPrice === null ? null : (quantity * Math.round(unitPrice * 100)) / 100,
        });
      }
    }
  }
  return { lines, pieces: priced.pieces, total: priced.amount, unpricedPieces: priced.unpricedPieces };
}

export type PlaceQuantities = OrderQuantities;
