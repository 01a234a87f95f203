/**
 * The line sheet's pages (issue 15.2): the spec's header and footer furniture, the column headings
 * in the catalogue's language, and one row per product: its thumbnail as the row's Figure and its
 * cells as that Figure's caption, so the tagged PDF reads each product whole. Text is left-aligned,
 * prices right-aligned, shrunk to 6 pt at least and cut (and reported) only then.
 */
import type { Currency, LanguageCode, PhotoCaption } from '../../shared/index.js';
import { fitInBox, pageZones, type Size } from '../layout/geometry.js';
import { HEADING_ROW_HEIGHT, lineSheetGeometry, type LineSheetColumn, type LineSheetGeometry } from '../layout/line-sheet.js';
import { MIN_TYPE_SIZE, ellipsize, wrapText, type Measure } from '../text/wrap.js';
import { formatPrice, type PriceFormat } from '../texts/caption-texts.js';
import { lineSheetHeadings } from '../texts/line-sheet-headings.js';
import type { CatalogTexts } from '../types.js';
import { describeFurniture } from './furniture.js';
import type { CutText, DescribedPhoto, DescribedRule, DescribedText, PageDescription } from './page-description.js';
import { HAIRLINE_WIDTH, INK, MUTED, type PageColours } from './palette.js';

const HEADING_SIZE = 7;
const CELL_SIZE = 8.5;
const NAME_LINES = 2;
const LEADING = 1.25;
const RIGHT_ALIGNED: ReadonlySet<LineSheetColumn> = new Set(['wholesale', 'retail']);

export interface LineSheetPhoto extends Size {
  caption?: PhotoCaption;
}

export interface LineSheetRequest {
  orientation: 'portrait' | 'landscape';
  language: LanguageCode;
  currency: Currency;
  texts: CatalogTexts;
  photos: readonly LineSheetPhoto[];
  colours: PageColours;
  measure: Measure;
  logo?: Size;
}

/** What each column prints for a product. */
function cellTexts(caption: PhotoCaption | undefined, prices: PriceFormat): Record<LineSheetColumn, string> {
  const price = (value: number | undefined, from: boolean | undefined) => (value === undefined ? '' : formatPrice(value, prices, from));
  return {
    product: (caption?.name ?? '').normalize('NFC').trim(),
    code: (caption?.sku ?? '').normalize('NFC').trim(),
    colours: (caption?.colours ?? '').normalize('NFC').trim(),
    sizes: (caption?.sizes ?? '').normalize('NFC').trim(),
    wholesale: price(caption?.price, caption?.priceFrom),
    retail: price(caption?.retailPrice, caption?.retailPriceFrom),
  };
}

/** Every string a line sheet prints beyond the grid's: the headings and the cells. */
export function lineSheetStrings(prices: PriceFormat, captions: readonly (PhotoCaption | undefined)[]): string[] {
  return [...Object.values(lineSheetHeadings(prices.language)), ...captions.flatMap((caption) => Object.values(cellTexts(caption, prices)))];
}

/** A cell's lines at the largest size that fits (down to 6 pt), cut with an ellipsis only below. */
function fitCell(text: string, width: number, maxLines: number, measure: Measure, start = CELL_SIZE): { lines: string[]; size: number; cut: boolean } {
  for (let size = start; size >= MIN_TYPE_SIZE - 1e-9; size -= 0.25) {
    const lines = wrapText(text, width, size, measure);
    if (lines.length <= maxLines && lines.every((line) => measure(line, size) <= width)) return { lines, size, cut: false };
  }
  const lines = wrapText(text, width, MIN_TYPE_SIZE, measure).slice(0, maxLines);
  lines[lines.length - 1] = ellipsize(lines[lines.length - 1] ?? '', width, MIN_TYPE_SIZE, measure);
  return { lines, size: MIN_TYPE_SIZE, cut: true };
}

function aligned(text: string, size: number, x: number, width: number, right: boolean, measure: Measure): { centreX: number; width: number } {
  const measured = measure(text, size);
  return { centreX: right ? x + width - measured / 2 : x + measured / 2, width: measured };
}

/** The headings, each on up to two lines, centred in the heading row's height. */
function headingTexts(geometry: LineSheetGeometry, language: LanguageCode, measure: Measure): DescribedText[] {
  const headings = lineSheetHeadings(language);
  const { table } = geometry;
  return geometry.columns.flatMap(({ column, x, width }) => {
    const fitted = fitCell(headings[column], width, 2, measure, HEADING_SIZE);
    const lineHeight = fitted.size * LEADING;
    const top = table.y + (HEADING_ROW_HEIGHT - fitted.lines.length * lineHeight) / 2;
    return fitted.lines.map((text, line): DescribedText => {
      const baseline = top + line * lineHeight + fitted.size * 0.95;
      return { role: 'column-heading', text, size: fitted.size, baseline, ...aligned(text, fitted.size, table.x + x, width, RIGHT_ALIGNED.has(column), measure), colour: MUTED };
    });
  });
}

function describeRow(index: number, photo: LineSheetPhoto, top: number, geometry: LineSheetGeometry, request: LineSheetRequest, cut: CutText[]): DescribedPhoto {
  const { table, rowHeight, thumbnail } = geometry;
  const cell = { x: table.x, y: top, width: table.width, height: rowHeight };
  const box = { x: table.x + thumbnail.x, y: top + thumbnail.y, width: thumbnail.width, height: thumbnail.height };
  const texts = cellTexts(photo.caption, request);
  const caption: DescribedText[] = [];
  let wasCut = false;
  for (const { column, x, width } of geometry.columns) {
    if (!texts[column]) continue;
    const fitted = fitCell(texts[column], width, column === 'product' ? NAME_LINES : 1, request.measure);
    wasCut ||= fitted.cut;
    const lineHeight = fitted.size * LEADING;
    let baseline = top + (rowHeight - fitted.lines.length * lineHeight) / 2 + fitted.size * 0.95;
    for (const text of fitted.lines) {
      const role = column === 'product' ? 'caption-name' : 'caption-details';
      caption.push({ role, text, size: fitted.size, baseline, ...aligned(text, fitted.size, table.x + x, width, RIGHT_ALIGNED.has(column), request.measure), colour: column === 'product' ? INK : MUTED });
      baseline += lineHeight;
    }
  }
  if (wasCut) cut.push({ field: 'caption', index });
  return { index, cell, box, frame: fitInBox(photo, box), captionBand: null, caption };
}

function rule(y: number, geometry: LineSheetGeometry, colour: string): DescribedRule {
  return { role: 'row-rule', x: geometry.table.x, y, width: geometry.table.width, thickness: HAIRLINE_WIDTH, colour };
}

export function describeLineSheetPages(request: LineSheetRequest): PageDescription[] {
  const geometry = lineSheetGeometry(request.orientation);
  const pageCount = Math.max(1, Math.ceil(request.photos.length / geometry.rowsPerPage));
  return Array.from({ length: pageCount }, (_, pageIndex) => {
    const number = pageIndex + 1;
    const zones = pageZones(request.orientation);
    const furniture = describeFurniture({ texts: request.texts, zones, pageNumber: number, colours: request.colours, measure: request.measure, logo: request.logo });
    const cut = [...furniture.cut];
    const first = pageIndex * geometry.rowsPerPage;
    const rows = request.photos.slice(first, first + geometry.rowsPerPage);
    const headingBottom = geometry.table.y + HEADING_ROW_HEIGHT;
    const photos = rows.map((photo, row) => describeRow(first + row, photo, headingBottom + row * geometry.rowHeight, geometry, request, cut));
    const rules = [rule(headingBottom, geometry, request.colours.hairline), ...rows.map((_, row) => rule(headingBottom + (row + 1) * geometry.rowHeight, geometry, request.colours.hairline))];
    return {
      number,
      size: zones.page,
      zones,
      texts: [...furniture.texts, ...headingTexts(geometry, request.language, request.measure)],
      rules: [...furniture.rules, ...rules],
      photos,
      badge: furniture.badge,
      logo: furniture.logo,
      cut,
    };
  });
}
