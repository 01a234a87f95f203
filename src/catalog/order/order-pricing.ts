/**
 * An order priced from the model (issue 33.4), as the Excel sheet's formulas price it and as the
 * server will price a posted order from the published snapshot: pieces by colourway and size,
 * amounts in the model's currency, and the ordered pieces that have no price counted apart, never
 * added as 0 without a word.
 */
import type { OrderColourway, OrderModel, OrderStyle } from './order-model.js';

/** Quantities by colourway key, then by size (the one quantity of a sizeless colourway under ''). */
export type OrderQuantities = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface PricedOrder {
  pieces: number;
  /** In the model's currency, rounded to cents. */
  amount: number;
  /** Ordered pieces whose colourway has no price ('Su richiesta'). */
  unpricedPieces: number;
}

/** A colourway's ordered pieces: whole, none below zero, only in the sizes it is made in. */
function piecesOf(colourway: OrderColourway, quantities: OrderQuantities): number {
  const ordered = quantities[colourway.key] ?? {};
  const sizes = colourway.sizes.length > 0 ? colourway.sizes : [''];
  return sizes.reduce((sum, size) => sum + Math.max(0, Math.trunc(ordered[size] ?? 0)), 0);
}

export function priceOrder(model: OrderModel, quantities: OrderQuantities): PricedOrder {
  let pieces = 0;
  let cents = 0;
  let unpricedPieces = 0;
  for (const colourway of new Set(model.colourwaysByPhoto.flat())) {
    const count = piecesOf(colourway, quantities);
    pieces += count;
    if (colourway.price === undefined) unpricedPieces += count;
    else cents += count * Math.round(colourway.price * 100);
  }
  return { pieces, amount: cents / 100, unpricedPieces };
}

/** A style ordered against its own terms (issue 33.5): fewer pieces than its minimum, or not a multiple of its case pack. */
export interface StyleCheck {
  style: OrderStyle;
  pieces: number;
  belowMinimum: boolean;
  offCasePack: boolean;
}

/**
 * The styles of an order that break their terms, as the Excel sheet's check column says them:
 * a style not ordered at all is not checked (a buyer skips styles), and the minimum and case
 * pack count the style's pieces across its colourways and sizes (decision 1001).
 */
export function checkStyles(model: OrderModel, quantities: OrderQuantities): StyleCheck[] {
  return model.styles.flatMap((style) => {
    const pieces = style.colourways.reduce((sum, colourway) => sum + piecesOf(colourway, quantities), 0);
    const belowMinimum = style.minimum !== undefined && pieces < style.minimum;
    const offCasePack = style.casePack !== undefined && pieces % style.casePack !== 0;
    return pieces > 0 && (belowMinimum || offCasePack) ? [{ style, pieces, belowMinimum, offCasePack }] : [];
  });
}
