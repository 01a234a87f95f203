/**
 * Every file that is not Shopify's or WooCommerce's own export read as one general reading (issue
 * 34.1): a row's colour and size come from its mapped columns, its option pairs and any cell that
 * lists attributes; rows that carry a product for others (a parent) are found by what marks them,
 * whatever system wrote them:
 * - a cell listing other rows' SKUs (Magento's configurable_variations);
 * - a style column shared by rows (a handle, a style number, a parent SKU, a product id): the
 *   group's first row carries the product for the others;
 * - a row without attributes followed by rows with them whose name is empty or was itself an
 *   attribute list, or whose SKU begins with its SKU (BigCommerce's Product then SKU rows).
 * A parent whose attributes are lists ('Sabbia;Nero', Wix's product row) or that has none is
 * not a variant itself; its children take its name, texts, prices they lack and its images.
 */
import { attributeGroups, isAttributeList, kindsOf, listedSkus, pairedGroup } from './attribute-lists.js';
import { gridSizes, splitCombined } from './combined-attributes.js';
import { atFieldLimit } from './field-limits.js';
import type { ColumnMapping } from './product-columns.js';
import type { ReadingBudget } from './reading-budget.js';
import { ROWS_STEP, fromOptions, mappedFields, rowNumber, splitImages, type RowFields } from './row-fields.js';
import type { SheetLayout } from './sheet-layout.js';
import { cellText, type SheetCell, type SheetRows } from './sheet-rows.js';
import type { VariantRow } from './variant-rows.js';

interface SheetRow {
  number: number;
  own: RowFields;
  attributes: RowFields;
  images: string[];
  children: string[];
  key: string;
}

const sku = (row: SheetRow) => cellText(row.own.sku);
const ATTRIBUTE_FIELDS = ['colours', 'sizes', 'colourCode'] as const;
const attributeValues = (row: SheetRow) => ATTRIBUTE_FIELDS.flatMap((field) => [row.own[field], row.attributes[field]]).filter((value) => value !== undefined);
const hasAttributes = (row: SheetRow) => attributeValues(row).length > 0;
const listValued = (row: SheetRow) => attributeValues(row).some((value) => /[;|]/u.test(cellText(value)));

function readRow(cells: readonly SheetCell[], number: number, layout: SheetLayout, mapping: ColumnMapping, optionNames: readonly string[]): SheetRow {
  const own = mappedFields(cells, mapping);
  const attributes = fromOptions(cells, layout.options, optionNames, mapping);
  const children: string[] = [];
  for (const column of layout.attributeLists) {
    const text = cellText(cells[column]);
    const listed = listedSkus(text);
    if (listed.length > 0) {
      children.push(...listed);
      continue;
    }
    const [group] = attributeGroups(text);
    if (!group) continue;
    for (const [kind, value] of Object.entries(kindsOf(group)) as ['colours' | 'sizes', string][]) {
      if (own[kind] === undefined && attributes[kind] === undefined) attributes[kind] = atFieldLimit(kind, value);
    }
    // BigCommerce writes a SKU row's attributes where its name would be.
    if (column === mapping.name && isAttributeList(text)) delete own.name;
  }
  for (const column of layout.combined) {
    for (const [kind, value] of Object.entries(splitCombined(cellText(cells[column]))) as ['colours' | 'sizes', string][]) {
      if (own[kind] === undefined && attributes[kind] === undefined) attributes[kind] = atFieldLimit(kind, value);
    }
  }
  const sizes = gridSizes(cells.map(cellText), layout.sizeGrid);
  if (sizes.length > 0 && own.sizes === undefined && attributes.sizes === undefined) attributes.sizes = atFieldLimit('sizes', sizes.join(', '));
  if (layout.attributePair) {
    const group = pairedGroup(cellText(cells[layout.attributePair.name]), cellText(cells[layout.attributePair.value]));
    for (const [kind, value] of Object.entries(kindsOf(group)) as ['colours' | 'sizes', string][]) {
      if (own[kind] === undefined && attributes[kind] === undefined) attributes[kind] = atFieldLimit(kind, value);
    }
  }
  const images = layout.imageColumns.filter((column) => column !== mapping.variantImage).flatMap((column) => splitImages(cellText(atFieldLimit('image', cells[column] ?? ''))));
  delete own.image;
  return { number, own, attributes, images: [...new Set(images)], children, key: cellText(own.style) };
}

/** Each row's parent, found by the marks listed above. */
function parents(rows: readonly SheetRow[]): Map<SheetRow, SheetRow> {
  const parentOf = new Map<SheetRow, SheetRow>();
  const bySku = new Map(rows.filter((row) => sku(row)).map((row) => [sku(row).toLowerCase(), row]));
  for (const row of rows) {
    for (const child of row.children) {
      const found = bySku.get(child.toLowerCase());
      if (found && found !== row) parentOf.set(found, row);
    }
  }
  const firstOfKey = new Map<string, SheetRow>();
  let carrier: SheetRow | undefined;
  for (const row of rows) {
    if (parentOf.has(row)) continue;
    const first = row.key ? firstOfKey.get(row.key) : undefined;
    if (first) {
      parentOf.set(row, first);
      continue;
    }
    if (row.key) firstOfKey.set(row.key, row);
    if (!hasAttributes(row)) {
      carrier = row;
      continue;
    }
    if (row.key) continue;
    const carrierSku = carrier ? sku(carrier).toLowerCase() : '';
    if (carrier && (row.own.name === undefined || (carrierSku !== '' && sku(row).toLowerCase().startsWith(carrierSku)))) parentOf.set(row, carrier);
  }
  return parentOf;
}

/**
 * The colours a row lists as an attribute ('Sabbia,Blu navy,Nero' in Etsy's 'Variation 1 Values'):
 * only attributes, never the row's own colour column, which a price list uses for one colourway
 * of several colours (decision 0982). A slash stays inside a colour ('Blu/Bianco').
 */
function colourList(row: SheetRow): string[] {
  if (row.own.colours !== undefined || row.attributes.colours === undefined) return [];
  return [...new Set(cellText(row.attributes.colours).split(/[,;|\n]/u).map((colour) => colour.trim()).filter(Boolean))];
}

/** What a child takes from its parent: everything but the parent's own codes and images. */
function inherited(parent: SheetRow): RowFields {
  const { sku: _sku, style: _style, image: _image, variantImage: _variantImage, ...rest } = parent.own;
  return rest;
}

export function generalRows(rows: SheetRows, layout: SheetLayout, mapping: ColumnMapping, time: ReadingBudget): VariantRow[] {
  let optionNames: string[] = [];
  let previousKey = '';
  const sheetRows = rows.slice(layout.headerRow + 1).map((cells, index) => {
    time.check(ROWS_STEP, rowNumber(layout, index));
    const key = cellText(cells[mapping.style ?? -1]);
    // Option names written once for a style (as Shopify and Squarespace do) hold for its rows.
    const carryNames = key !== '' && key === previousKey;
    optionNames = layout.options.map((pair, option) => cellText(cells[pair.name]) || (carryNames ? (optionNames[option] ?? '') : ''));
    previousKey = key;
    return readRow(cells, rowNumber(layout, index), layout, mapping, optionNames);
  });
  const parentOf = parents(sheetRows);
  const hasChildren = new Set(parentOf.values());
  return sheetRows.flatMap((row): VariantRow[] => {
    const parent = parentOf.get(row);
    // A parent is a variant too only when it has single attributes of its own and lists no children.
    if (hasChildren.has(row) && (!hasAttributes(row) || listValued(row) || row.children.length > 0)) return [];
    // A row of a product with neither attributes nor a code of its own only adds images (Shopify-like image rows).
    if (parent && !hasAttributes(row) && !sku(row) && row.own.price === undefined && row.own.retailPrice === undefined) {
      parent.images.push(...row.images);
      return [];
    }
    const fields: RowFields = { ...(parent && inherited(parent)), ...row.own, ...(parent?.own.name !== undefined && { name: parent.own.name }), ...row.attributes };
    if (Object.keys(fields).length === 0) return [];
    const listedColours = parent || hasChildren.has(row) ? [] : colourList(row);
    if (listedColours.length > 1) {
      // A listing of several colours in one row (Etsy): one variant per colour, the row's images the style's.
      const style = row.key || sku(row) || `riga ${row.number}`;
      return listedColours.map((colour) => ({ row: row.number, style, styleCode: sku(row) || row.key, fields: { ...fields, colours: colour }, styleImages: row.images }));
    }
    const [image, ...moreImages] = row.images;
    if (image) fields.image = image;
    const style = parent ? parent.key || sku(parent) || `riga ${parent.number}` : row.key;
    const code = parent ? sku(parent) || parent.key : row.key;
    const styleCode = !sku(row) || sku(row).toLowerCase().startsWith(code.toLowerCase()) ? code : '';
    return [{ row: row.number, style, styleCode, fields, styleImages: [...(parent?.images ?? []), ...moreImages] }];
  });
}
