/**
 * How much of a cell each field reads (issue 38.2): a cell is cut here, when the sheet's rows
 * become variants and before any code, name or colour is compared, so what follows costs at most
 * these lengths whatever a file holds (Excel allows 32,767 characters a cell). Each limit is far
 * above what a caption prints (LIMITS.caption…Max), so a text that is too long is still shortened
 * and named by the caption, not silently here.
 */
import type { ProductField } from './product-columns.js';
import type { SheetCell } from './sheet-rows.js';

const CODE = 256;
const TEXT = 2_048;
/** HTML descriptions carry their markup; image cells may list every photo of a product. */
const LONG = 16_384;

export const FIELD_CHARACTERS: Readonly<Record<ProductField, number>> = {
  image: LONG,
  variantImage: LONG,
  style: CODE,
  sku: CODE,
  name: TEXT,
  colours: TEXT,
  colourCode: CODE,
  hex: CODE,
  sizes: TEXT,
  price: CODE,
  retailPrice: CODE,
  description: LONG,
  composition: TEXT,
  origin: TEXT,
  category: TEXT,
  season: TEXT,
  alt: TEXT,
  minimum: CODE,
  casePack: CODE,
  delivery: CODE,
};

export function atFieldLimit(field: ProductField, cell: SheetCell): SheetCell {
  if (typeof cell === 'number') return cell;
  const text = cell.trim();
  return text.length > FIELD_CHARACTERS[field] ? text.slice(0, FIELD_CHARACTERS[field]) : text;
}
