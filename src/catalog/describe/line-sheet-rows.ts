/**
 * What each line-sheet row says (issue 24.2, 24.6): one row per style with its colourways side by
 * side (a style is the products sharing `caption.style`; a photo without one is its own style), or
 * one row per colourway; rows in sections by category when the products have categories, in the
 * catalogue's order; and which columns print.
 */
import type { LineSheetColumn, LineSheetOptions, PhotoCaption } from '../../shared/index.js';
import type { LanguageCode } from '../../shared/index.js';
import type { OrderColourway, OrderModel, OrderStyle } from '../order/order-model.js';
import { compactRun } from '../products/size-run.js';
import { formatPrice, type PriceFormat } from '../texts/caption-texts.js';
import { styleTermsWords } from '../texts/style-terms-words.js';

/** A paragraph of a cell; `swatch` (#rrggbb) prints a colour square before it. */
export interface CellParagraph {
  text: string;
  swatch?: string;
}

export interface ProductRow {
  kind: 'product';
  /** The photos of the row's colourways, by catalogue index; the first is its thumbnail. */
  photos: number[];
  cells: Record<LineSheetColumn, CellParagraph[]>;
}

export interface SectionRow {
  kind: 'section';
  title: string;
}

export type SheetRow = ProductRow | SectionRow;

export interface RowsRequest {
  captions: readonly (PhotoCaption | undefined)[];
  /** Each photo's centre colour, the swatch of a colourway whose caption has no hex. */
  centreColours?: readonly (string | undefined)[];
  grouping: LineSheetOptions['grouping'];
  /** The order model of these captions: the colours and sizes cells print its colourways. */
  order: OrderModel;
  /** The catalogue's currency and language: prices, and the words of a style's terms. */
  prices: PriceFormat;
}

const clean = (text: string | undefined) => (text ?? '').normalize('NFC').trim();

/** Photos grouped by style in the catalogue's order: a style's colourways join its first photo. */
function groups(captions: readonly (PhotoCaption | undefined)[], grouping: RowsRequest['grouping']): number[][] {
  const byStyle = new Map<string, number[]>();
  const result: number[][] = [];
  captions.forEach((caption, index) => {
    const style = grouping === 'style' ? clean(caption?.style) : '';
    const known = style ? byStyle.get(style) : undefined;
    if (known) {
      known.push(index);
      return;
    }
    const group = [index];
    if (style) byStyle.set(style, group);
    result.push(group);
  });
  return result;
}

function priceCell(captions: readonly PhotoCaption[], field: 'price' | 'retailPrice', prices: PriceFormat): CellParagraph[] {
  const from = field === 'price' ? 'priceFrom' : 'retailPriceFrom';
  const values = captions.flatMap((caption) => (caption[field] === undefined ? [] : [{ value: caption[field], from: caption[from] === true }]));
  // An empty price cell prints 'on request' when the column is printed (line-sheet-pages).
  if (values.length === 0) return [];
  const lowest = Math.min(...values.map((price) => price.value));
  const isFrom = values.some((price) => price.from || price.value !== lowest);
  return [{ text: formatPrice(lowest, prices, isFrom) }];
}

/**
 * A row's colourways, one paragraph each with its swatch: the file's hex colour, else the mean
 * colour of the centre of that colourway's photo when the photo shows that colour alone.
 */
function colourCell(colourways: readonly OrderColourway[], request: RowsRequest): CellParagraph[] {
  return colourways.flatMap(({ colour, colourCode, hex, photo }) => {
    const text = colour && colourCode && colourways.length > 1 ? `${colour} (${colourCode})` : colour || colourCode;
    // A photo's colour stands for one colour only: a list's colours, or 'Blu/Bianco', get none from it.
    const alone = request.order.colourwaysByPhoto[photo]?.length === 1 && !colour.includes('/');
    const swatch = hex ?? (alone ? request.centreColours?.[photo] : undefined);
    return text ? [{ text, ...(swatch && { swatch }) }] : [];
  });
}

/** A style's own minimum, case pack and delivery (issue 33.5), a line each, from the order model. */
function orderingCell(styles: readonly (OrderStyle | undefined)[], language: LanguageCode): CellParagraph[] {
  const words = styleTermsWords(language);
  const [style] = styles;
  if (!style) return [];
  return [
    ...(style.minimum === undefined ? [] : [words.minimum(style.minimum)]),
    ...(style.casePack === undefined ? [] : [words.casePack(style.casePack)]),
    ...(style.delivery === undefined ? [] : [words.delivery(style.delivery)]),
  ].map((text) => ({ text }));
}

function productRow(photos: number[], request: RowsRequest, styleOf: ReadonlyMap<OrderColourway, OrderStyle>): ProductRow {
  const captions = photos.map((index) => request.captions[index] ?? {});
  const first = captions[0] ?? {};
  const one = (text: string | undefined): CellParagraph[] => (clean(text) ? [{ text: clean(text) }] : []);
  const style = captions.length > 1 ? clean(first.style) : '';
  const colourways = [...new Set(photos.flatMap((index) => request.order.colourwaysByPhoto[index] ?? []))];
  return {
    kind: 'product',
    photos,
    cells: {
      product: one(first.name),
      code: style ? [{ text: style }] : one(first.sku),
      colours: colourCell(colourways, request),
      // Compact ('XS–XL', '35–41'), read by the size system as the order form's boxes are (issue 33.1).
      sizes: [...new Set(colourways.map((colourway) => compactRun(colourway.sizes)).filter(Boolean))].map((text) => ({ text })),
      composition: one(first.composition),
      origin: one(first.origin),
      description: one(first.description),
      category: one(first.category),
      season: one(first.season),
      ordering: orderingCell([...new Set(colourways.map((colourway) => styleOf.get(colourway)))], request.prices.language),
      wholesale: priceCell(captions, 'price', request.prices),
      retail: priceCell(captions, 'retailPrice', request.prices),
    },
  };
}

export function sheetRows(request: RowsRequest): SheetRow[] {
  const styleOf = new Map(request.order.styles.flatMap((style) => style.colourways.map((colourway) => [colourway, style] as const)));
  const rows = groups(request.captions, request.grouping).map((photos) => productRow(photos, request, styleOf));
  const categoryOf = (row: ProductRow) => row.cells.category[0]?.text ?? '';
  if (!rows.some((row) => categoryOf(row))) return rows;
  // Sections in the order their first product comes; products keep their order within each.
  const sections = new Map<string, ProductRow[]>();
  for (const row of rows) sections.set(categoryOf(row), [...(sections.get(categoryOf(row)) ?? []), row]);
  return [...sections].flatMap(([title, members]): SheetRow[] => [...(title ? [{ kind: 'section' as const, title }] : []), ...members]);
}

/** The columns printed: those chosen, else those the products carry (the category heads sections instead). */
export function printedColumns(rows: readonly SheetRow[], chosen: readonly LineSheetColumn[]): LineSheetColumn[] {
  if (chosen.length > 0) return [...chosen];
  const carried = (column: LineSheetColumn) => rows.some((row) => row.kind === 'product' && row.cells[column].length > 0);
  const defaults: LineSheetColumn[] = ['product', 'code', 'colours', 'sizes', 'composition', 'origin', 'season', 'ordering', 'wholesale', 'retail'];
  return defaults.filter((column) => column === 'product' || carried(column));
}
