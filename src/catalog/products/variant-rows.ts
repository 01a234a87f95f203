/**
 * The sheet's rows as variants (issue 23.3): one record per sellable row, with the product-level
 * facts each system writes only once put back on every variant. Shopify writes the title, the
 * description and the option names on a handle's first row only, and extra images on rows of
 * their own; WooCommerce writes them on the 'variable' parent row, which its 'variation' rows
 * name in 'Parent' (the parent's SKU, else 'id:N'); every other file is read by `generalRows`.
 */
import { generalRows } from './general-rows.js';
import type { ColumnMapping, ProductField } from './product-columns.js';
import { fold } from './product-columns.js';
import type { ReadingBudget } from './reading-budget.js';
import { ROWS_STEP, fromOptions, mappedFields, rowNumber, splitImages } from './row-fields.js';
import type { SheetLayout } from './sheet-layout.js';
import { cellText, type SheetCell, type SheetRows } from './sheet-rows.js';

export interface VariantRow {
  /** As a spreadsheet would number the row among the non-empty ones, the heading row counted from 1. */
  row: number;
  /** What groups the variants of one style: a handle, a style number, a parent, or the code. */
  style: string;
  /** The style's code as printed, when the file gives one apart from the variants' SKUs. */
  styleCode: string;
  fields: Partial<Record<ProductField, SheetCell>>;
  /** Image addresses or file names of the style (Shopify image rows, WooCommerce parent images). */
  styleImages: string[];
}

function shopifyRows(rows: SheetRows, layout: SheetLayout, mapping: ColumnMapping, time: ReadingBudget): VariantRow[] {
  const variants: VariantRow[] = [];
  const imagesByStyle = new Map<string, string[]>();
  let handle = '';
  let carried: Partial<Record<ProductField, SheetCell>> = {};
  let optionNames: string[] = [];
  rows.slice(layout.headerRow + 1).forEach((cells, index) => {
    time.check(ROWS_STEP, rowNumber(layout, index));
    const own = mappedFields(cells, mapping);
    const style = cellText(own.style) || handle;
    if (style !== handle) {
      handle = style;
      carried = {};
      optionNames = [];
    }
    optionNames = layout.options.map((pair, option) => cellText(cells[pair.name]) || optionNames[option] || '');
    for (const name of ['name', 'description', 'category', 'season', 'composition', 'origin'] as const) if (own[name] !== undefined) carried[name] = own[name];
    const images = imagesByStyle.get(style) ?? [];
    imagesByStyle.set(style, images);
    const image = cellText(own.image);
    if (image) images.push(image);
    const options = fromOptions(cells, layout.options, optionNames, mapping);
    const isVariant = own.sku !== undefined || own.price !== undefined || own.variantImage !== undefined || Object.keys(options).length > 0;
    if (!isVariant) return;
    // Shopify's 'Image Src' belongs to the product, not to the variant on whose row it stands.
    const { image: _productImage, ...variantFields } = own;
    variants.push({ row: rowNumber(layout, index), style, styleCode: '', fields: { ...carried, ...variantFields, ...options }, styleImages: images });
  });
  return variants;
}

function wooRows(rows: SheetRows, layout: SheetLayout, mapping: ColumnMapping, time: ReadingBudget): VariantRow[] {
  const woo = layout.woo;
  if (!woo) return [];
  const body = rows.slice(layout.headerRow + 1);
  const parents = new Map<string, { fields: Partial<Record<ProductField, SheetCell>>; images: string[]; code: string }>();
  for (const cells of body) {
    if (fold(cellText(cells[woo.type])) !== 'variable') continue;
    const fields = mappedFields(cells, mapping);
    const parent = { fields, images: splitImages(cellText(fields.image)), code: cellText(fields.sku) };
    if (woo.id !== undefined && cellText(cells[woo.id])) parents.set(`id:${cellText(cells[woo.id])}`, parent);
    if (parent.code) parents.set(parent.code, parent);
  }
  const variants: VariantRow[] = [];
  body.forEach((cells, index) => {
    time.check(ROWS_STEP, rowNumber(layout, index));
    const type = fold(cellText(cells[woo.type]));
    if (type === 'variable') return;
    const own = mappedFields(cells, mapping);
    const names = layout.options.map((pair) => cellText(cells[pair.name]));
    const options = fromOptions(cells, layout.options, names, mapping);
    const parentKey = cellText(cells[woo.parent]);
    const parent = type === 'variation' ? parents.get(parentKey) : undefined;
    const inherited = parent ? { ...parent.fields, image: undefined } : {};
    // A variation's own name is 'Parent - Navy, 42': the parent's name is the product's.
    const fields = { ...inherited, ...own, ...(parent?.fields.name !== undefined && { name: parent.fields.name }), ...options };
    delete fields.image;
    const ownImages = splitImages(cellText(own.image));
    if (parent) fields.variantImage ??= ownImages[0];
    const style = parent ? parentKey : cellText(own.sku) || `riga ${rowNumber(layout, index)}`;
    variants.push({ row: rowNumber(layout, index), style, styleCode: parent?.code ?? '', fields: cleanUndefined(fields), styleImages: parent ? parent.images : ownImages });
  });
  return variants;
}

function cleanUndefined(fields: Partial<Record<ProductField, SheetCell | undefined>>): Partial<Record<ProductField, SheetCell>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && cellText(value) !== '')) as Partial<Record<ProductField, SheetCell>>;
}

export function variantRows(rows: SheetRows, layout: SheetLayout, mapping: ColumnMapping, time: ReadingBudget): VariantRow[] {
  switch (layout.format) {
    case 'shopify':
    case 'shopify-2024':
      return shopifyRows(rows, layout, mapping, time);
    case 'woocommerce':
      return layout.woo ? wooRows(rows, layout, mapping, time) : generalRows(rows, layout, mapping, time);
    default:
      return generalRows(rows, layout, mapping, time);
  }
}
