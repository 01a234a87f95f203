/**
 * The line sheet's pages (issues 15.2, 24): the spec's header and footer furniture, the terms
 * block on the first page (or a page of its own), then the table: the column headings on every
 * page, section headings by category, and product rows whose every cell wraps inside the row, the
 * row as tall as its longest cell (at least the density's share of the page), never split.
 */
import type { Currency, LanguageCode, LineSheetColumn, LineSheetOptions, PhotoCaption } from '../../shared/index.js';
import { LINE_SHEET_TERMS } from '../../shared/index.js';
import { fitInBox, type PageZones, type Rect, type Size } from '../layout/geometry.js';
import { CLASSIC_LOOK, tableLook, type PageLook } from '../layout/looks.js';
import { CELL_GAP, CELL_PADDING, HEADING_ROW_HEIGHT, lineSheetFrame, lineSheetZones, type LineSheetFrame } from '../layout/line-sheet.js';
import type { Hyphenate } from '../text/hyphenation.js';
import { wrapText, type Measure } from '../text/wrap.js';
import { orderSheetWords } from '../order-sheet/order-sheet-words.js';
import { orderModel, type OrderModel } from '../order/order-model.js';
import { buyerWords } from '../texts/buyer-words.js';
import { lineSheetWords } from '../texts/line-sheet-headings.js';
import type { CatalogTexts } from '../types.js';
import { decimalColumn, decimalSeparator, decimalShift, type DecimalColumn } from './decimal-alignment.js';
import { describeBuyerBlock } from './buyer-page.js';
import { describeFurniture } from './furniture.js';
import { line } from './table-line.js';
import { FIGURE_COLUMNS, HEADING_SIZE, SWATCH_GAP, SWATCH_SIZE, cellMeasure, planColumns, type ColumnPlan } from './line-sheet-columns.js';
import { printedColumns, sheetRows, type CellParagraph, type ProductRow, type SheetRow } from './line-sheet-rows.js';
import { placeQuantities, quantityLines, type PlacedQuantities } from './line-sheet-quantities.js';
import type { CutText, DescribedBox, DescribedPhoto, DescribedRule, DescribedTableRow, DescribedText, PageDescription, TextFace } from './page-description.js';
import { HAIRLINE_WIDTH, INK, MUTED, type PageColours } from './palette.js';

const LEADING = 1.25;
const SECTION_SIZE = 10;
const SECTION_HEIGHT = 24;
const TERMS_SIZE = 8;
const TERMS_GAP = 10;
const RIGHT_ALIGNED: ReadonlySet<LineSheetColumn> = new Set(['wholesale', 'retail']);
const QUANTITIES_GAP = 6;

export interface LineSheetPhoto extends Size {
  caption?: PhotoCaption;
  centreColour?: string;
}

export interface LineSheetRequest {
  orientation: 'portrait' | 'landscape';
  language: LanguageCode;
  currency: Currency;
  options: LineSheetOptions;
  texts: CatalogTexts;
  photos: readonly LineSheetPhoto[];
  colours: PageColours;
  measure: Measure;
  /** The introduction's face, where it is not the catalogue font (decision 1063). */
  textFace?: TextFace;
  hyphenate?: Hyphenate;
  logo?: Size;
  /** Issue 26.6: its type, rules, header and folio; the table keeps Classico's margins (tableLook). */
  look?: PageLook;
}

interface Layout {
  frame: LineSheetFrame;
  columns: ColumnPlan[];
  /** Where the columns start, right of the thumbnail. */
  columnsX: number;
  bodySize: number;
  /** The price columns, aligned on their decimal separator. */
  decimals: Partial<Record<LineSheetColumn, DecimalColumn>>;
  words: ReturnType<typeof lineSheetWords>;
  request: LineSheetRequest;
  order: OrderModel;
}

/** A cell's lines: each paragraph wrapped to the column, its swatch beside its first line. */
function cellLines(paragraphs: readonly CellParagraph[], width: number, size: number, measure: Measure): { text: string; indent: number; swatch?: string }[] {
  return paragraphs.flatMap((paragraph) => {
    const indent = paragraph.swatch ? SWATCH_SIZE + SWATCH_GAP : 0;
    return wrapText(paragraph.text, width - indent, size, measure).map((text, line) => ({ text, indent, ...(line === 0 && paragraph.swatch && { swatch: paragraph.swatch }) }));
  });
}

/** The rows as printed: 'on request' in an empty price cell of a printed price column. */
function withOnRequest(rows: readonly SheetRow[], columns: readonly LineSheetColumn[], onRequest: string): SheetRow[] {
  const prices = (['wholesale', 'retail'] as const).filter((column) => columns.includes(column));
  return rows.map((row) => {
    if (row.kind !== 'product') return row;
    const cells = { ...row.cells };
    for (const column of prices) if (cells[column].length === 0) cells[column] = [{ text: onRequest }];
    return { ...row, cells };
  });
}

/** A product row wrapped once: its cells' lines, its order form (placed from the row's top) and its height. */
interface MeasuredRow {
  lines: CellLine[][];
  band: PlacedQuantities | undefined;
  height: number;
}

type CellLine = ReturnType<typeof cellLines>[number];

function measureRow(row: ProductRow, layout: Layout): MeasuredRow {
  const { request, columnsX, frame, bodySize } = layout;
  const lines = layout.columns.map(({ column, width }) => cellLines(row.cells[column], width, bodySize, cellMeasure(column, request.measure)));
  const text = Math.max(...lines.map((cell) => cell.length)) * bodySize * LEADING;
  // The order form goes under the text, across the columns (none when switched off).
  const colourways = new Set(row.photos.flatMap((index) => layout.order.colourwaysByPhoto[index] ?? []));
  const band = request.options.quantities
    ? placeQuantities(quantityLines([...colourways], request.language), columnsX, frame.table.x + frame.table.width - columnsX, CELL_PADDING + text + QUANTITIES_GAP, request.measure)
    : undefined;
  const content = text + (band ? QUANTITIES_GAP + band.height : 0);
  return { lines, band, height: Math.max(frame.rowHeight, content + 2 * CELL_PADDING) };
}

function headingRow(top: number, layout: Layout): DescribedTableRow {
  const { measure } = layout.request;
  const headings = layout.words.headings;
  const cells = layout.columns.map(({ column, x, width }) => {
    const lines = wrapText(headings[column], width, HEADING_SIZE, measure);
    const lineHeight = HEADING_SIZE * LEADING;
    const first = top + (HEADING_ROW_HEIGHT - lines.length * lineHeight) / 2 + HEADING_SIZE * 0.95;
    return { lines: lines.map((text, index) => line('column-heading', text, HEADING_SIZE, first + index * lineHeight, layout.columnsX + x, width, RIGHT_ALIGNED.has(column), MUTED, measure)), photos: [] };
  });
  return { kind: 'heading', cells: [{ lines: [], photos: [] }, ...cells] };
}

interface DescribedProduct {
  row: DescribedTableRow;
  thumbnail: DescribedPhoto | undefined;
  swatches: DescribedRule[];
  boxes: DescribedBox[];
}

function productRowAt(row: ProductRow, measured: MeasuredRow, top: number, layout: Layout, thumbnailPlace: number): DescribedProduct {
  const { frame, request, bodySize } = layout;
  const { height, band } = measured;
  const swatches: DescribedRule[] = [];
  const lineHeight = bodySize * LEADING;
  const described = layout.columns.map(({ column, x, width }, place) => {
    const left = layout.columnsX + x;
    return {
      lines: (measured.lines[place] ?? []).map((entry, index) => {
        const baseline = top + CELL_PADDING + index * lineHeight + bodySize * 0.95;
        if (entry.swatch) swatches.push({ role: 'swatch', x: left, y: baseline - bodySize * 0.35, width: SWATCH_SIZE, thickness: SWATCH_SIZE, colour: entry.swatch });
        const decimals = layout.decimals[column];
        const shift = decimals ? decimalShift(entry.text, decimals, bodySize, request.measure, width - request.measure(entry.text, bodySize, true)) : 0;
        return line('cell', entry.text, bodySize, baseline, left + entry.indent, width - entry.indent - shift, RIGHT_ALIGNED.has(column), column === 'product' ? INK : MUTED, request.measure, FIGURE_COLUMNS.has(column));
      }),
      photos: [],
    };
  });
  const index = row.photos[0];
  const photo = index === undefined ? undefined : request.photos[index];
  const box: Rect = { x: frame.table.x + frame.thumbnail.x, y: top + frame.thumbnail.y, width: frame.thumbnail.width, height: frame.thumbnail.height };
  const thumbnail = index === undefined || !photo ? undefined : { index, cell: { x: frame.table.x, y: top, width: frame.table.width, height }, box, frame: fitInBox(photo, box), captionBand: null, caption: [] };
  // The order form is read with the product's first cell: its colours, sizes and boxes.
  if (band && described[0]) described[0].lines.push(...band.texts.map((text) => ({ ...text, baseline: text.baseline + top })));
  const boxes = (band?.boxes ?? []).map((box) => ({ ...box, y: box.y + top }));
  return { row: { kind: 'product', cells: [{ lines: [], photos: thumbnail ? [thumbnailPlace] : [] }, ...described] }, thumbnail, swatches, boxes };
}

/** The terms that have text, 'Label: text', wrapped across the table. */
function termsLines(top: number, layout: Layout): DescribedText[] {
  const { options, measure } = layout.request;
  const { table } = layout.frame;
  const filled = LINE_SHEET_TERMS.filter((term) => options.terms[term].trim() !== '');
  if (filled.length === 0) return [];
  const lineHeight = TERMS_SIZE * LEADING;
  let baseline = top + TERMS_SIZE;
  const lines = [line('terms-title', layout.words.termsTitle, TERMS_SIZE + 1, baseline, table.x, table.width, false, INK, measure)];
  baseline += lineHeight * 1.4;
  for (const term of filled) {
    for (const text of wrapText(`${layout.words.terms[term]}: ${options.terms[term].normalize('NFC').trim()}`, table.width, TERMS_SIZE, measure)) {
      lines.push(line('term', text, TERMS_SIZE, baseline, table.x, table.width, false, MUTED, measure));
      baseline += lineHeight;
    }
  }
  return lines;
}

const termsHeight = (lines: readonly DescribedText[]) => (lines.length === 0 ? 0 : (lines.at(-1)?.baseline ?? 0) - (lines[0]?.baseline ?? 0) + TERMS_SIZE + TERMS_GAP);

/**
 * Rows by page: whole rows, at most the density's number of products, a section kept with its
 * first product. `firstRoom` is the first page's height for rows, under its header and terms.
 */
function paginate(rows: readonly SheetRow[], heights: readonly number[], layout: Layout, firstRoom: number): number[][] {
  const pages: number[][] = [[]];
  const laterRoom = layout.frame.table.height - HEADING_ROW_HEIGHT;
  let capacity = firstRoom;
  let used = 0;
  let products = 0;
  rows.forEach((row, index) => {
    const height = heights[index] ?? 0;
    const next = rows[index + 1];
    const needed = row.kind === 'section' && next ? height + (heights[index + 1] ?? 0) : height;
    const current = pages[pages.length - 1] ?? [];
    const full = used + needed > capacity + 1e-6 || (row.kind === 'product' && products >= layout.request.options.rowsPerPage);
    if (full && current.length > 0) {
      pages.push([index]);
      capacity = laterRoom;
      used = height;
      products = row.kind === 'product' ? 1 : 0;
      return;
    }
    current.push(index);
    used += height;
    if (row.kind === 'product') products++;
  });
  return pages;
}

function tooWideCut(rows: readonly SheetRow[], layout: Layout, tooWide: NonNullable<ReturnType<typeof planColumns>['tooWide']>): CutText {
  const row = rows[tooWide.row];
  const index = row?.kind === 'product' ? (row.photos[0] ?? 0) : 0;
  const product = row?.kind === 'product' ? (row.cells.product[0]?.text ?? row.cells.code[0]?.text ?? '') : '';
  const heading = lineSheetWords('Italiano').headings[tooWide.column];
  return { field: 'table', index, message: `line sheet, colonna «${heading}» di «${product}»: la parola «${tooWide.word}» non entra nemmeno a 7 pt (scegli meno colonne, l'orientamento orizzontale o accorcia la parola)` };
}

export function describeLineSheetPages(request: LineSheetRequest): PageDescription[] {
  const words = lineSheetWords(request.language);
  const captions = request.photos.map((photo) => photo.caption);
  const order = orderModel({ captions, currency: request.currency, sizeSystem: request.options.sizeSystem });
  const sheet = sheetRows({ captions, centreColours: request.photos.map((photo) => photo.centreColour), grouping: request.options.grouping, order, prices: request });
  const columns = printedColumns(sheet, request.options.columns);
  const rows = withOnRequest(sheet, columns, words.onRequest);
  const frame = lineSheetFrame(request.orientation, request.options.rowsPerPage);
  const columnsX = frame.table.x + frame.thumbnail.width + CELL_GAP;
  const plan = planColumns(columns, words.headings, rows, frame.table.x + frame.table.width - columnsX, request.measure);
  const separator = decimalSeparator(request.language);
  const priceTexts = (column: LineSheetColumn) => rows.flatMap((row) => (row.kind === 'product' ? row.cells[column].map((paragraph) => paragraph.text) : []));
  const decimals = Object.fromEntries([...RIGHT_ALIGNED].map((column) => [column, decimalColumn(priceTexts(column), separator, plan.bodySize, request.measure)]));
  const layout: Layout = { frame, columns: plan.columns, columnsX, bodySize: plan.bodySize, decimals, words, request, order };
  const measured = rows.map((row) => (row.kind === 'product' ? measureRow(row, layout) : undefined));
  const heights = rows.map((row, index) => measured[index]?.height ?? SECTION_HEIGHT);
  const ownTermsPage = request.options.termsPlacement === 'own-page';
  const firstTable = lineSheetZones(request.orientation, 1).grid;
  const terms = termsLines(firstTable.y, layout);
  // On a terms page of its own, the table starts on page 2, as tall as every later page's.
  const firstRoom = ownTermsPage ? frame.table.height - HEADING_ROW_HEIGHT : firstTable.height - HEADING_ROW_HEIGHT - termsHeight(terms);
  const pages = paginate(rows, heights, layout, firstRoom);
  const tableCut = plan.tooWide ? [tooWideCut(rows, layout, plan.tooWide)] : [];
  const termsPage = ownTermsPage && terms.length > 0 ? [[] as number[]] : [];
  const described = [...termsPage, ...pages].map((members, pageIndex): PageDescription => {
    const number = pageIndex + 1;
    const zones = lineSheetZones(request.orientation, number);
    const furniture = pageFurniture(number, zones, request);
    const onlyTerms = termsPage.length > 0 && pageIndex === 0;
    const pageTerms = (ownTermsPage ? onlyTerms : pageIndex === 0) ? terms : [];
    let top = zones.grid.y + (ownTermsPage ? 0 : termsHeight(pageTerms));
    const table: DescribedTableRow[] = onlyTerms ? [] : [headingRow(top, layout)];
    const rules: DescribedRule[] = [];
    const photos: DescribedPhoto[] = [];
    const boxes: DescribedBox[] = [];
    const rule = (y: number) => rules.push({ role: 'row-rule', x: frame.table.x, y, width: frame.table.width, thickness: HAIRLINE_WIDTH, colour: request.colours.hairline });
    if (!onlyTerms) {
      top += HEADING_ROW_HEIGHT;
      rule(top);
    }
    for (const index of members) {
      const row = rows[index];
      const height = heights[index] ?? 0;
      const sized = measured[index];
      if (!row) continue;
      if (row.kind === 'section') {
        const baseline = top + SECTION_HEIGHT - 7;
        table.push({ kind: 'section', cells: [{ lines: [line('section', row.title, SECTION_SIZE, baseline, frame.table.x, frame.table.width, false, INK, request.measure)], photos: [] }] });
      } else {
        if (!sized) continue;
        const described = productRowAt(row, sized, top, layout, photos.length);
        if (described.thumbnail) photos.push(described.thumbnail);
        table.push(described.row);
        rules.push(...described.swatches);
        boxes.push(...described.boxes);
        rule(top + height);
      }
      top += height;
    }
    return {
      number,
      size: zones.page,
      zones,
      texts: furniture.texts,
      rules: [...furniture.rules, ...rules],
      photos,
      logo: furniture.logo,
      cut: [...furniture.cut, ...(pageIndex === 0 ? tableCut : [])],
      table,
      ...(pageTerms.length > 0 && { terms: pageTerms }),
      ...(boxes.length > 0 && { boxes }),
    };
  });
  // The order page (issue 33.3): the buyer's block after the table, when the sheet takes orders.
  return request.options.quantities ? [...described, buyerPage(described.length + 1, request)] : described;
}

/**
 * The header, footer and page number of a line-sheet page, in the table's look. The footer adds
 * the brand's contact, the terms' 'how to order' (issue 33.5), when the two fit its two lines;
 * else the footer stays as typed and the contact prints with the terms.
 */
function pageFurniture(number: number, zones: PageZones, request: LineSheetRequest) {
  const describe = (footer: string) => describeFurniture({ texts: { ...request.texts, footer }, zones, pageNumber: number, colours: request.colours, measure: request.measure, language: request.language, ...(request.textFace && { textFace: request.textFace }), hyphenate: request.hyphenate, logo: request.logo, look: tableLook(request.look ?? CLASSIC_LOOK) });
  const contact = request.options.terms.howToOrder.normalize('NFC').trim();
  if (!contact) return describe(request.texts.footer);
  const withContact = describe([request.texts.footer.trim(), contact].filter(Boolean).join(' · '));
  return withContact.cut.some((cut) => cut.field === 'footer') ? describe(request.texts.footer) : withContact;
}

function buyerPage(number: number, request: LineSheetRequest): PageDescription {
  const zones = lineSheetZones(request.orientation, number);
  const furniture = pageFurniture(number, zones, request);
  const block = describeBuyerBlock(zones.grid, request.language, request.measure);
  return { number, size: zones.page, zones, texts: furniture.texts, rules: furniture.rules, photos: [], logo: furniture.logo, cut: furniture.cut, terms: block.texts, boxes: block.boxes };
}

/** Every string a line sheet prints beyond the grid's, so the font chain loads what they need. */
export function lineSheetStrings(request: Pick<LineSheetRequest, 'language' | 'currency' | 'options'>, captions: readonly (PhotoCaption | undefined)[]): string[] {
  const words = lineSheetWords(request.language);
  const order = orderModel({ captions, currency: request.currency, sizeSystem: request.options.sizeSystem });
  const rows = sheetRows({ captions, grouping: request.options.grouping, order, prices: request });
  const cells = rows.flatMap((row) => (row.kind === 'section' ? [row.title] : Object.values(row.cells).flatMap((paragraphs) => paragraphs.map((paragraph) => paragraph.text))));
  const terms = LINE_SHEET_TERMS.flatMap((term) => [words.terms[term], request.options.terms[term]]);
  const { sizes } = order;
  const buyer = buyerWords(request.language);
  return [...Object.values(words.headings), words.onRequest, words.termsTitle, orderSheetWords(request.language).quantity, ...terms, ...cells, ...sizes, buyer.title, ...Object.values(buyer.labels)];
}
