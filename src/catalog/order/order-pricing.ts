/**
 * An order priced from the model (issue 33.4), as the Excel sheet's formulas price it and as the
 * server will price a posted order from the published snapshot: pieces by colourway and size,
 * amounts in the model's currency, and the ordered pieces that have no price counted apart, never
 * added as 0 without a word.
 */
import type { OrderModel } from './order-model.js';

/** Quantities by colourway key, then by size (the one quantity of a sizeless colourway under ''). */
export type OrderQuantities = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface PricedOrder {
  pieces: number;
  /** In the model's currency, rounded to cents. */
  amount: number;
  /** Ordered pieces whose colourway has no price ('Su richiesta'). */
  unpricedPieces: number;
}

export function priceOrder(model: OrderModel, quantities: OrderQuantities): PricedOrder {
  let pieces = 0;
  let cents = 0;
  let unpricedPieces = 0;
  for (const colourway of new Set(model.colourwaysByPhoto.flat())) {
    const ordered = quantities[colourway.key] ?? {};
    const sizes = colourway.sizes.length > 0 ? colourway.sizes : [''];
    const count = sizes.reduce((sum, size) => sum + Math.max(0, Math.trunc(ordered[size] ?? 0)), 0);
    pieces += count;
    if (colourway.price === undefined) unpricedPieces += count;
    else cents += count * Math.round(colourway.price * 100);
  }
  return { pieces, amount: cents / 100, unpricedPieces };
}
