/**
 * The order a buyer can place (issue 33), one model for every rendering of it: the line sheet's
 * form fields, the Excel order sheet, and later the public ordering page and the server's pricing
 * of a posted order (the style guide's 'one model, many renderings'). Styles hold colourways, a
 * colourway its sizes (read by the catalogue's size system) and its prices in the catalogue's
 * currency. Pure data from the captions: no DOM, no Node.
 */
import type { Currency, PhotoCaption, SizeSystem } from '../../shared/index.js';
import { sizesOf } from '../products/size-run.js';
import { colourNames } from './colour-list.js';

export interface OrderColourway {
  /** Unique in the model: the style's code and the colour; names the PDF's fields. */
  key: string;
  /** The photo it comes from, by catalogue index. */
  photo: number;
  /** The colourway's own code (its SKU), else its style's. */
  code: string;
  /** The product's name, for a field's accessible name. */
  name: string;
  colour: string;
  colourCode: string;
  hex?: string;
  /** One quantity per size, in the file's order; none when the product lists no sizes (one quantity). */
  sizes: string[];
  price?: number;
  /** The style's prices differ and `price` is the lowest. */
  priceFrom: boolean;
  retailPrice?: number;
}

export interface OrderStyle {
  /** The code a buyer quotes: the style's, else the colourway's SKU, else the name. */
  code: string;
  name: string;
  category: string;
  colourways: OrderColourway[];
  /** Issue 33.5, when the product file gives them: the least pieces of the style an order takes, across its colourways and sizes… */
  minimum?: number;
  /** …the pieces it is packed by (the style's pieces are ordered in multiples of it)… */
  casePack?: number;
  /** …and when it ships, as the file writes it. */
  delivery?: string;
}

export interface OrderModel {
  currency: Currency;
  styles: OrderStyle[];
  /** By photo: the colourways a photo shows (none for a photo without a caption). */
  colourwaysByPhoto: OrderColourway[][];
  /** Every size of every colourway, in the order they first come: the Excel sheet's columns. */
  sizes: string[];
}

export interface OrderModelRequest {
  captions: readonly (PhotoCaption | undefined)[];
  currency: Currency;
  sizeSystem: SizeSystem;
}

const clean = (text: string | undefined) => (text ?? '').normalize('NFC').trim();

/** A colourway's sizes: the file's list when it has one, else the typed run, each read by the size system. */
export function captionSizes(caption: PhotoCaption, system: SizeSystem): string[] {
  return sizesOf(caption.sizeList && caption.sizeList.length > 0 ? caption.sizeList : [caption.sizes ?? ''], system);
}

/** A caption's colourways: one per colour it lists (issue 33.2), the same photo, sizes and prices. */
function colourwaysOf(caption: PhotoCaption, photo: number, system: SizeSystem): OrderColourway[] {
  const colours = colourNames(clean(caption.colours));
  const code = clean(caption.sku) || clean(caption.style) || clean(caption.name);
  const one = colours.length <= 1;
  const hexes = one ? [caption.hex] : caption.hexes?.length === colours.length ? caption.hexes : [];
  const sizes = captionSizes(caption, system);
  return (one ? [colours[0] ?? ''] : colours).map((colour, index) => ({
    key: [code, colour].filter(Boolean).join(' '),
    photo,
    code: clean(caption.sku) || clean(caption.style),
    name: clean(caption.name),
    colour,
    // A colour code names the caption's one colour; a list's codes are not told apart.
    colourCode: one ? clean(caption.colourCode) : '',
    ...(hexes[index] && { hex: hexes[index] }),
    sizes,
    ...(caption.price !== undefined && { price: caption.price }),
    priceFrom: caption.priceFrom === true,
    ...(caption.retailPrice !== undefined && { retailPrice: caption.retailPrice }),
  }));
}

/** Photos of one colourway (its front and back) order it once: the later photo shows the first's colourway. */
function shared(colourways: Map<string, OrderColourway>, colourway: OrderColourway): { colourway: OrderColourway; isNew: boolean } {
  const known = colourways.get(colourway.key);
  if (known) return { colourway: known, isNew: false };
  colourways.set(colourway.key, colourway);
  return { colourway, isNew: true };
}

export function orderModel(request: OrderModelRequest): OrderModel {
  const byKey = new Map<string, OrderColourway>();
  const styles = new Map<string, OrderStyle>();
  const colourwaysByPhoto = request.captions.map((caption, photo) => {
    if (!caption) return [];
    const style = clean(caption.style);
    const id = style || `\u0000${photo}`;
    const known = styles.get(id) ?? { code: style || clean(caption.sku) || clean(caption.name), name: clean(caption.name), category: clean(caption.category), colourways: [] };
    styles.set(id, known);
    // A style's terms are its first photo's that has each: the file writes them once per style.
    known.minimum ??= caption.minimum;
    known.casePack ??= caption.casePack;
    if (known.delivery === undefined && clean(caption.delivery)) known.delivery = clean(caption.delivery);
    return colourwaysOf(caption, photo, request.sizeSystem).map((made) => {
      const { colourway, isNew } = shared(byKey, made);
      if (isNew) known.colourways.push(colourway);
      return colourway;
    });
  });
  return { currency: request.currency, styles: [...styles.values()].filter((style) => style.colourways.length > 0), colourwaysByPhoto, sizes: [...new Set([...byKey.values()].flatMap((colourway) => colourway.sizes))] };
}
