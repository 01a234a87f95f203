/**
 * Variants folded into one product per colourway (issue 23.3): rows of one style and one colour
 * become a colourway with its size run in the file's order, one price when all its variants share
 * it (else the lowest, marked 'from'), and its own images and SKUs for matching photos. Colourways
 * of one style keep the style, so a line sheet can group them.
 */
import { cleanText } from './clean-text.js';
import { isSeparator, upToLastSeparator, withoutLastPart, withoutSuffix, withoutTrailingSeparators } from './code-parts.js';
import { fold } from './product-columns.js';
import { parsePrice } from './product-prices.js';
import { cellText, type SheetCell } from './sheet-rows.js';
import { sizeRun } from './size-run.js';
import type { ReadingBudget } from './reading-budget.js';
import type { VariantRow } from './variant-rows.js';

/** The fields a colourway takes as text from its first variant that has them; minimum and case pack are read as counts by the caption. */
const TEXT_FIELDS = ['name', 'colours', 'colourCode', 'hex', 'description', 'composition', 'origin', 'category', 'season', 'alt', 'minimum', 'casePack', 'delivery'] as const;

export interface FoldedPrice {
  value: number;
  /** The variants' prices differ: this is the lowest. */
  from: boolean;
}

export interface Colourway {
  /** Its place in the sheet: the order of its first row. */
  order: number;
  rows: number[];
  style: string;
  styleCode: string;
  code: string;
  texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
  /** As printed ('38–46'), and as listed in the file. */
  sizes: string;
  sizeList: string[];
  price?: FoldedPrice;
  retailPrice?: FoldedPrice;
  /** Image names or addresses of this colourway, then of its style. */
  variantImages: string[];
  styleImages: string[];
  skus: string[];
  /** Price cells that could not be read, for the report. */
  unreadablePrices: { row: number; field: 'price' | 'retailPrice'; text: string }[];
}

/** The longest prefix the codes share, cut at a separator: 'SV27-GL01-SAB-38', '-40' give 'SV27-GL01-SAB'. */
export function commonCode(codes: readonly string[]): string {
  const [first, ...rest] = codes;
  if (first === undefined) return '';
  let length = first.length;
  for (const code of rest) {
    let shared = 0;
    while (shared < length && shared < code.length && code[shared]?.toLowerCase() === first[shared]?.toLowerCase()) shared++;
    length = shared;
  }
  if (length === first.length && rest.every((code) => code.length === length)) return first;
  const prefix = first.slice(0, length);
  const cut = first.length > length && !isSeparator(first[length]) ? upToLastSeparator(prefix) : prefix;
  return withoutTrailingSeparators(cut);
}

function foldPrices(values: readonly (number | undefined)[]): FoldedPrice | undefined {
  const present = values.filter((value): value is number => value !== undefined);
  if (present.length === 0) return undefined;
  const lowest = Math.min(...present);
  return { value: lowest, from: present.some((value) => value !== lowest) };
}


/** The roots shops put above every category: never a section heading (issue 34, Magento's 'Default Category'). */
const ROOT_CATEGORIES = new Set(['default category', 'root catalog', 'root category', 'root', 'home', 'accueil', 'categoria predefinita', 'categoria principale', 'categorie par defaut', 'standardkategorie', 'startseite', 'categoria predeterminada', 'inicio', 'all products', 'tutti i prodotti', 'shop', 'negozio', 'catalog', 'catalogo']);

/**
 * A category as printed: the last meaningful step of a path, the first of a list. Steps are
 * separated by '>' ('Abbigliamento > Giacche') or by a '/' between two words with no space
 * (Magento's and BigCommerce's 'Default Category/Abbigliamento/Giacche'; 'Giacche / Cappotti'
 * with spaces stays one name); a shop's root is passed over.
 */
function categoryText(text: string): string {
  const comma = text.indexOf(',');
  const first = comma < 0 ? text : text.slice(0, comma);
  const steps = first.split('>').flatMap((step) => step.split(/(?<=\S)\/(?=\S)/u)).map((step) => step.trim()).filter(Boolean);
  return steps.filter((step) => !ROOT_CATEGORIES.has(fold(step))).at(-1) ?? '';
}

function textOf(name: (typeof TEXT_FIELDS)[number], value: SheetCell | undefined): string {
  const text = cleanText(cellText(value));
  return name === 'category' ? categoryText(text) : text;
}

interface Group {
  variants: VariantRow[];
  sizes: string[];
}

function groupKey(variant: VariantRow): { style: string; colour: string } {
  const colour = fold(cellText(variant.fields.colours) || cellText(variant.fields.colourCode));
  const size = cellText(variant.fields.sizes);
  const sku = cellText(variant.fields.sku);
  const style = variant.style || withoutSuffix(withoutSuffix(withoutSuffix(sku, size), cellText(variant.fields.colourCode)), cellText(variant.fields.colours)) || sku;
  return { style, colour };
}

export function foldVariants(variants: readonly VariantRow[], time: ReadingBudget): Colourway[] {
  const groups = new Map<string, Group & { style: string }>();
  for (const variant of variants) {
    time.check('il raggruppamento delle varianti per colore', variant.row);
    const { style, colour } = groupKey(variant);
    const key = `${fold(style)}\u0000${colour}`;
    const group = groups.get(key) ?? { style, variants: [], sizes: [] };
    group.variants.push(variant);
    const size = cellText(variant.fields.sizes);
    if (size) group.sizes.push(size);
    groups.set(key, group);
  }
  clusterDerivedStyles([...groups.values()]);
  const styleCodes = new Map<string, string>();
  for (const group of groups.values()) {
    const codes = group.variants.map((variant) => cellText(variant.fields.sku)).filter(Boolean);
    const known = group.variants.find((variant) => variant.styleCode)?.styleCode;
    const previous = styleCodes.get(group.style);
    styleCodes.set(group.style, known ?? commonCode([...(previous ? [previous] : []), ...codes.map((code, index) => withoutSuffix(code, cellText(group.variants[index]?.fields.sizes)))]));
  }
  return [...groups.values()].map((group, order) => {
    time.check('la lettura di prezzi e testi delle varianti', group.variants[0]?.row);
    return colourwayOf(group, order, styleCodes.get(group.style) ?? '');
  });
}

/**
 * A sheet without a style column gives each colourway's code as its style ('SS27-GC01-SAB'):
 * codes that differ only in their last part and name the same product are one style
 * ('SS27-GC01'). A code that several colours share already names its style. Where products of
 * different names share that first part ('SS27-01' a jacket, 'SS27-03' a dress), it is a season's
 * prefix, not a style: each name is a style of its own under it.
 */
function clusterDerivedStyles(groups: (Group & { style: string })[]): void {
  const derived = groups.filter((group) => group.variants[0]?.style === '');
  const coloursOfCode = new Map<string, number>();
  for (const group of derived) coloursOfCode.set(group.style, (coloursOfCode.get(group.style) ?? 0) + 1);
  const clusterKey = (group: Group & { style: string }) => {
    const parent = withoutLastPart(group.style);
    return parent === group.style || coloursOfCode.get(group.style) !== 1 ? undefined : `${parent}\u0000${fold(cellText(group.variants[0]?.fields.name))}`;
  };
  const sizes = new Map<string, number>();
  for (const group of derived) {
    const key = clusterKey(group);
    if (key) sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const namesOfParent = new Map<string, number>();
  for (const key of sizes.keys()) {
    const parent = key.slice(0, key.indexOf('\u0000'));
    namesOfParent.set(parent, (namesOfParent.get(parent) ?? 0) + 1);
  }
  for (const group of derived) {
    const key = clusterKey(group);
    if (!key || (sizes.get(key) ?? 0) < 2) continue;
    const parent = key.slice(0, key.indexOf('\u0000'));
    group.style = (namesOfParent.get(parent) ?? 0) > 1 ? `${parent} · ${cellText(group.variants[0]?.fields.name)}` : parent;
  }
}

function colourwayOf(group: Group & { style: string }, order: number, styleCode: string): Colourway {
  const first = group.variants[0];
  const texts: Colourway['texts'] = {};
  for (const name of TEXT_FIELDS) {
    for (const variant of group.variants) {
      const value = textOf(name, variant.fields[name]);
      if (!value) continue;
      texts[name] = value;
      break;
    }
  }
  const skus = group.variants.map((variant) => cellText(variant.fields.sku)).filter(Boolean);
  const unreadablePrices: Colourway['unreadablePrices'] = [];
  const prices = (name: 'price' | 'retailPrice') =>
    group.variants.map((variant) => {
      const cell = variant.fields[name];
      if (cell === undefined) return undefined;
      const price = parsePrice(cell);
      if (price === undefined) unreadablePrices.push({ row: variant.row, field: name, text: cellText(cell) });
      return price;
    });
  const code = skus.length > 0 ? commonCode(skus.map((sku, index) => withoutSuffix(sku, cellText(group.variants[index]?.fields.sizes)))) : styleCode;
  return {
    order,
    rows: group.variants.map((variant) => variant.row),
    style: group.style,
    styleCode,
    code: code || styleCode,
    texts,
    sizes: sizeRun(group.sizes),
    sizeList: [...new Set(group.sizes)],
    ...optional('price', foldPrices(prices('price'))),
    ...optional('retailPrice', foldPrices(prices('retailPrice'))),
    variantImages: [...new Set(group.variants.flatMap((variant) => [cellText(variant.fields.variantImage), cellText(variant.fields.image)]).filter(Boolean))],
    styleImages: [...new Set(first?.styleImages ?? [])],
    skus,
    unreadablePrices,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

