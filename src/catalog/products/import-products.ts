/**
 * A product file against the catalogue's photos (issue 23): the sheet's variants folded into
 * colourways, each photo matched to its colourway with the reason, and what was left unmatched or
 * unreadable said plainly. The same function serves the browser (in a worker) and the CLI.
 */
import { colourNames } from '../order/colour-list.js';
import type { Currency, PhotoCaption } from '../../shared/index.js';
import { currencyIn, isCurrencyHeading } from './currencies.js';
import { foldVariants, type Colourway } from './fold-variants.js';
import { matchPhotos, type ManualMatches, type PhotoMatch } from './match-photos.js';
import { headingCurrency, type ColumnMapping } from './product-columns.js';
import { captionOf, styleCaptionOf } from './product-caption.js';
import { missingFields, type SheetFormat, type SheetLayout } from './sheet-layout.js';
import type { SheetRows } from './sheet-rows.js';
import { variantRows } from './variant-rows.js';
import { ReadingBudget } from './reading-budget.js';
import { understoodSummary } from './import-summary.js';

export interface UnmatchedRow {
  /** As a spreadsheet numbers it among its non-empty rows, from 1 (the heading row counts). */
  row: number;
  key: string;
}

export interface ProductImport {
  format: SheetFormat;
  /** Fields the mapping leaves without a column that the import needs: nothing is applied then. */
  missing: ('key' | 'name')[];
  /** By photo, in the order of the names given; undefined where no row matched. */
  captions: (PhotoCaption | undefined)[];
  matches: PhotoMatch[];
  /** Photos matched to their colourway, and to their style only (the colour not told). */
  matched: number;
  /** Photos matched to their colourway whose caption has what a line sheet needs: colour, sizes and a price (issue 34.3). */
  complete: number;
  /** Matched photos whose caption lacks some of those, and what it lacks. */
  lacking: { photo: string; lacks: Lack[] }[];
  /** Colourways of the file that carry both a colour and a price: none means the file was not understood. */
  colourwaysWithColourAndPrice: number;
  matchedStyleOnly: number;
  /** Matched photos whose colour was told by the image's place among the style's (decision 1011), to be checked. */
  byPosition: number;
  unmatchedRows: UnmatchedRow[];
  unmatchedPhotos: string[];
  /** Italian notes on what was read but not used as such (an unreadable price, a text cut). */
  problems: string[];
  /** The currency the file names, if it names one. */
  currency?: Currency;
  /** Every colourway of the file, as the dialog offers it for a photo matched by hand: 'Giacca Côte d’Azur — Sabbia (SS27-GC01-SAB)'. */
  choices: string[];
  /** What the reading understood, in one Italian sentence (`understoodSummary`): columns by role, attributes, images, currency. */
  understood: string;
  /** Fields read from the file's option columns (Shopify's Option N, WooCommerce's Attribute N) by their names. */
  fromOptions: ('colours' | 'sizes')[];
  /** Photo indices in the sheet's order: matched photos by their row, the others after, as they were. */
  sheetOrder: number[];
  styles: number;
  colourways: number;
}

function fileCurrency(rows: SheetRows, layout: SheetLayout, mapping: ColumnMapping): Currency | undefined {
  const fromHeading = headingCurrency(layout.headers, mapping);
  if (fromHeading) return fromHeading;
  // A column of its own ('CURRENCY_CODE', 'Valuta'), then the price cells.
  const currencyColumns = layout.headers.flatMap((heading, column) => (isCurrencyHeading(heading) ? [column] : []));
  for (const column of [...currencyColumns, mapping.price, mapping.retailPrice]) {
    if (column === undefined) continue;
    for (const cells of rows.slice(layout.headerRow + 1, layout.headerRow + 200)) {
      const cell = cells[column];
      const currency = typeof cell === 'string' ? currencyIn(cell) : undefined;
      if (currency) return currency;
    }
  }
  return undefined;
}

/** 'Giacca Côte d’Azur — Sabbia (SS27-GC01-SAB)': a colourway as the dialog offers it for a photo matched by hand. */
function choiceOf(colourway: Colourway): string {
  const what = [colourway.texts.name, colourway.texts.colours].filter(Boolean).join(' — ') || `riga ${colourway.rows[0] ?? 0}`;
  const code = colourway.code || colourway.styleCode;
  return code ? `${what} (${code})` : what;
}

function keyOf(colourway: Colourway): string {
  return [colourway.code || colourway.styleCode || colourway.style, colourway.texts.colours].filter(Boolean).join(' ');
}

/** `time` bounds the work (decision 0971): the CLI and the worker share one with the reading. */
export type Lack = 'colore' | 'taglie' | 'prezzo';

function lacksOf(caption: PhotoCaption | undefined): Lack[] {
  const lacks: Lack[] = [];
  if (!caption?.colours) lacks.push('colore');
  if (!caption?.sizes) lacks.push('taglie');
  if (caption?.price === undefined && caption?.retailPrice === undefined) lacks.push('prezzo');
  return lacks;
}

export function importProducts(rows: SheetRows, layout: SheetLayout, mapping: ColumnMapping, photoNames: readonly string[], time = new ReadingBudget(''), manual: ManualMatches = {}): ProductImport {
  const problems: string[] = [];
  const missing = missingFields(mapping);
  const colourways = missing.length > 0 ? [] : foldVariants(variantRows(rows, layout, mapping, time), time);
  const matches = matchPhotos(photoNames, colourways, time, manual);
  const captionByColourway = new Map<number, PhotoCaption>();
  const captions = matches.map((match) => {
    time.check('la preparazione delle didascalie');
    if (match.kind === 'none') return undefined;
    if (match.kind === 'style') return styleCaptionOf(match.colourways.map((position) => colourways[position]).filter((colourway) => colourway !== undefined), problems);
    const known = captionByColourway.get(match.colourway);
    if (known) return known;
    const colourway = colourways[match.colourway];
    const caption = colourway ? captionOf(colourway, problems) : undefined;
    if (caption) captionByColourway.set(match.colourway, caption);
    return caption;
  });
  const used = new Set(matches.flatMap((match) => (match.kind === 'colourway' ? [match.colourway] : match.kind === 'style' ? match.colourways : [])));
  const orderOf = (match: PhotoMatch) => (match.kind === 'colourway' ? match.colourway : match.kind === 'style' ? Math.min(...match.colourways) : Number.POSITIVE_INFINITY);
  const sheetOrder = matches.map((match, index) => ({ index, order: orderOf(match) })).sort((a, b) => a.order - b.order || a.index - b.index).map(({ index }) => index);
  const currency = fileCurrency(rows, layout, mapping);
  const lacking = matches.flatMap((match, index) => {
    const lacks = match.kind === 'colourway' ? lacksOf(captions[index]) : [];
    return lacks.length > 0 ? [{ photo: match.photo, lacks }] : [];
  });
  const lackingPhotos = new Set(lacking.map(({ photo }) => photo));
  const result = {
    format: layout.format,
    missing,
    captions,
    matches,
    matched: matches.filter((match) => match.kind === 'colourway').length,
    complete: matches.filter((match) => match.kind === 'colourway' && !lackingPhotos.has(match.photo)).length,
    lacking,
    colourwaysWithColourAndPrice: colourways.filter((colourway) => colourway.texts.colours && (colourway.price ?? colourway.retailPrice)).length,
    matchedStyleOnly: matches.filter((match) => match.kind === 'style').length,
    byPosition: matches.filter((match) => match.kind === 'colourway' && match.byPosition && !lackingPhotos.has(match.photo)).length,
    unmatchedRows: colourways.flatMap((colourway, position) => (used.has(position) ? [] : [{ row: colourway.rows[0] ?? 0, key: keyOf(colourway) }])),
    unmatchedPhotos: matches.filter((match) => match.kind === 'none').map((match) => match.photo),
    problems: [...new Set(problems)],
    ...(currency && { currency }),
    fromOptions: layout.options.length > 0 ? (['colours', 'sizes'] as const).filter((field) => mapping[field] === undefined) : [],
    sheetOrder,
    styles: new Set(colourways.map((colourway) => colourway.style)).size,
    // A row listing several colours ('Cammello, Nero') is as many colourways, as the order model counts them.
    colourways: colourways.reduce((sum, colourway) => sum + Math.max(1, colourNames(colourway.texts.colours ?? '').length), 0),
    choices: colourways.map(choiceOf),
  };
  return { ...result, understood: understoodSummary(layout, mapping, result) };
}
