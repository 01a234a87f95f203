/**
 * The buyer's Excel copy of an order (issue 36.3): the catalogue's own order sheet, the one
 * 'Foglio d'ordine (Excel)' writes, with the order's quantities in its size columns and the buyer's
 * block filled in; its totals stay the sheet's formulas. It is drawn from the live snapshot, so
 * only an order of the live version with every price shown gets it: for an earlier version (whose
 * catalogue is no longer stored) or a line the sheet has no cell for, the flat export stands in.
 */
import type { OrderModel } from '../../../catalog/order/order-model.js';
import { orderSheetXlsx, type FilledOrder } from '../../../catalog/order-sheet/order-sheet.js';
import type { BuyerDetails, OrderLine, PublishedContent } from '../../../shared/index.js';
import { italianDay } from '../csv.js';
import { orderingOpen, snapshotOrderModel } from '../publications/public-data.js';
import type { LiveLink } from '../publications/public-link.js';

export interface BuyerOrder {
  number: string;
  version: number;
  createdAt: Date;
  buyer: BuyerDetails;
  lines: readonly OrderLine[];
}

/** A line names its colourway as `priceLines` wrote it: the code (the colourway's, else its style's), name and colour. */
const lineName = (code: string, name: string, colour: string) => JSON.stringify([code, name, colour]);

/** The order's quantities by colourway key and size, or undefined when a line has no cell in the sheet. */
function quantitiesOf(model: OrderModel, lines: readonly OrderLine[]): FilledOrder['quantities'] | undefined {
  const keys = new Map<string, { key: string; sizes: readonly string[] }>();
  for (const style of model.styles) for (const colourway of style.colourways) keys.set(lineName(colourway.code || style.code, colourway.name, colourway.colour), colourway);
  const quantities: Record<string, Record<string, number>> = {};
  for (const line of lines) {
    const colourway = keys.get(lineName(line.code, line.name, line.colour));
    // The sheet has one quantity column when no product has sizes, else one per size.
    const fits = colourway && (colourway.sizes.length > 0 ? colourway.sizes.includes(line.size) : model.sizes.length === 0 && line.size === '');
    if (!fits) return undefined;
    (quantities[colourway.key] ??= {})[line.size] = line.quantity;
  }
  return quantities;
}

export async function buyerOrderSheet(link: LiveLink, order: BuyerOrder): Promise<Uint8Array | undefined> {
  if (order.version !== link.version || !orderingOpen(link)) return undefined;
  const content = link.content as PublishedContent;
  const quantities = quantitiesOf(snapshotOrderModel(content), order.lines);
  if (!quantities) return undefined;
  const { buyer } = order;
  const { settings } = content;
  const sheet = await orderSheetXlsx({
    title: settings.title,
    language: settings.language,
    currency: settings.currency,
    captions: content.photos.map((photo) => photo.caption),
    terms: settings.lineSheet.terms,
    sizeSystem: settings.lineSheet.sizeSystem,
    filled: {
      quantities,
      buyer: { shop: buyer.shop, contact: buyer.contact, email: buyer.email, phone: buyer.phone, vatNumber: buyer.vatNumber, deliveryAddress: buyer.address, orderNumber: order.number, date: italianDay(order.createdAt), notes: buyer.notes },
    },
  });
  return sheet.bytes;
}
