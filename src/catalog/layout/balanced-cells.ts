/**
 * The cells of a grid page (issue 26.3, issue 35, decisions 1051, 1057). Every grid page of a kind
 * shares one grid: one top line and one set of cell positions, as a lookbook's pages do, and every
 * grid page of the catalogue one frame size. A page holding
 * fewer photos than the grid has (the last page, or a one-page catalogue) takes the grid's first
 * places, filling its rows from the top, a lone photo in its last row joined by one from the row
 * above (decision 1054); only its short rows move, centred in a centred look and flush-left in a
 * flush-left one (Editoriale). The cells keep their size, so every photo prints
 * as large as on a full page and its prepared pixels still fit.
 */
import type { Orientation } from '../../shared/index.js';
import { MIN_PAGE_COVER, framedColumns, shapedCellSize, type FrameShape } from './frame-shape.js';
import { captionBandHeight, gridCells, gridShape, mmToPoints, pageZones, type PageKind, type Rect, type Size } from './geometry.js';
import { CLASSIC_LOOK, gridLook, type PageLook } from './looks.js';
import { fittedOpening, frameWidthOf, openingFrom } from './opening-grid.js';
import { rowLengths } from './row-lengths.js';

/**
 * Where a block of photos centres on the page, from its top: the optical centre, a little above
 * the middle, where a block looks centred rather than sinking (issue 35.6, decision 1026).
 */
export const OPTICAL_CENTRE = 0.46;

/**
 * The top of a block `height` high in the grid zone: the white the block leaves is shared above and
 * below it as the page's optical centre shares the zone, so a small block (a short last page) stands
 * on the optical centre and a full one sits balanced between header and footer. Centring every
 * block on the optical centre left a full page's rows high, 29-47 mm of white between their
 * captions and the footer (Classico and Minimale at 6 per page in portrait, the independent review).
 */
export function centredTop(height: number, grid: Rect, pageHeight: number): number {
  const above = Math.min(Math.max((pageHeight * OPTICAL_CENTRE - grid.y) / grid.height, 0), 1);
  return grid.y + (grid.height - height) * above;
}

/** A page's grid of equal cells: how many across and down, their size, how far apart across, and its top-left corner. */
export interface CellGrid {
  columns: number;
  rows: number;
  size: { width: number; height: number };
  /** From one cell's left edge to the next one's: the cell's width, or more where the frames spread (`spreadPitch`). */
  pitch: number;
  /** From one row's top to the next one's: the cell's height, or the following pages' on the opening page (`openingFrom`). */
  rowPitch: number;
  origin: { x: number; y: number };
}

/**
 * How far apart the columns of frames stand. Frames bound by the page's height left a narrow block
 * in the middle of the page, 2 mm between the photos across and 20 % of the width white on either
 * side (6 per page in landscape, decision 1050). White beside the block wider than the white
 * between two rows (the gutter and the caption band) goes to the gutters across, until they are
 * as wide as that: the page keeps one rhythm both ways and its side bands narrow. A block whose
 * sides are no wider than its rows' spacing (4 per page in portrait) keeps its gutters.
 */
function spreadPitch(columns: number, size: { width: number; height: number }, zoneWidth: number, share: number, band: number): number {
  if (columns < 2) return size.width;
  const across = size.width * (1 - share);
  const down = size.height * (1 - share) + band;
  const side = (zoneWidth - columns * size.width) / 2;
  return size.width + Math.max(0, Math.min(down - across, (2 * (side - down)) / (columns - 1)));
}

/**
 * The width of frames of this ratio that cover `cover` of the page at 4 and 6 per page (issue
 * 35.2); none at 9 per page.
 */
function coverFloorWidth(perPage: number, page: Size, ratio: number, cover: number): number {
  return perPage <= 6 ? Math.sqrt((cover * page.width * page.height * ratio) / perPage) : 0;
}

/**
 * The share of a following page an opening page's full grid must leave its frames, at 4 and 6 per
 * page, to hold every row: professional lookbooks' photos cover 55-65 % of the page, and the art
 * director's review after decision 1057 asked for 50 % on pages after the first. Classico at 6 per
 * page in portrait held six on page 1 in frames covering 49 % of page 2, 53 % with one row fewer.
 */
const OPENING_KEEPS_COVER = 0.5;

/** The white between two frames side by side. */
const whiteAcross = (grid: Pick<CellGrid, 'size' | 'pitch'>, share: number) => grid.pitch - grid.size.width * share;

/** What a zone's grid is held to: its columns and rows, its frames' largest width, the least white between two frames across. */
interface ZoneFit {
  columns?: number;
  rows?: number;
  frameWidth?: number;
  gutter?: number;
}

/**
 * A page zone's own grid around frames of this shape (issue 35.1, decision 0996): the columns that
 * give the frames the most room, the cells fitted to the frames, the columns spread to the rows'
 * rhythm, the whole centred across the grid zone and on the page's optical centre.
 *
 * Every page keeps at least the look's own least gutter (`minGutter`, Galleria's) and `fit.gutter`
 * as far as its own white down: nine tall frames in landscape fill the width of a following page,
 * whose gutters were Galleria's 2 mm where the opening page set 7-12 mm (the independent review of
 * issue 35). A single row (4 per page in landscape) keeps its narrow gutters: wider ones would take
 * its photos under 40 % of the page (issue 35.2).
 */
function zoneGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind, frame: FrameShape, fit: ZoneFit = {}): CellGrid {
  const look = gridLook(ownLook, orientation, kind);
  const { grid, page } = pageZones(orientation, look, kind);
  const share = look.photoShare;
  const band = captionBandHeight(frame);
  const columns = fit.columns ?? framedColumns(perPage, grid, look, frame, gridShape(perPage, orientation).columns);
  const rows = fit.rows ?? Math.ceil(perPage / columns);
  let size = shapedCellSize({ width: grid.width / columns, height: grid.height / rows }, look, frame);
  if (fit.frameWidth !== undefined && size.width * share > fit.frameWidth) size = { width: fit.frameWidth / share, height: (fit.frameWidth / frame.ratio + band) / share };
  let pitch = spreadPitch(columns, size, grid.width, share, band);
  const gutter = Math.max(mmToPoints(look.minGutter), rows > 1 ? Math.min(fit.gutter ?? 0, size.height * (1 - share) + band) : 0);
  if (columns > 1 && whiteAcross({ size, pitch }, share) < gutter - 1e-6) {
    // Cells whose frames, `gutter` apart, fill the zone's width: columns × frame + gutters + one cell's own white.
    const width = (grid.width - (columns - 1) * gutter) / (columns * share + 1 - share);
    size = shapedCellSize({ width: Math.min(width, size.width), height: size.height }, look, frame);
    pitch = Math.max(spreadPitch(columns, size, grid.width, share, band), size.width * share + gutter);
  }
  const width = (columns - 1) * pitch + size.width;
  return { columns, rows, size, pitch, rowPitch: size.height, origin: { x: grid.x + (grid.width - width) / 2, y: centredTop(rows * size.height, grid, page.height) } };
}

/**
 * How much of its frames' width the opening page's full grid must keep, against one row fewer, for
 * the opening page to hold every row: 6 per page in portrait keeps 94-98 % and holds its six; 4 per
 * page in portrait (81-86 %), 9 per page (70-84 %) and 6 in landscape (60-77 %) hold one row fewer.
 */
const FULL_OPENING_KEEPS = 0.9;

/**
 * The catalogue's one grid around frames of this shape (issue 35, decision 1057): every grid page
 * prints the same frames, the same white across and down. The opening page's header takes 18-24 %
 * of its height where a following page's running head takes 4-8 %, so the opening page cannot hold
 * a following page's rows in cells of their size: it holds one row fewer of them, unless its full
 * grid keeps frames nearly as large (FULL_OPENING_KEEPS) and covering 40 % of a following page at 4
 * and 6 per page (issue 35.2), as at 6 per page in portrait, when the following pages take its
 * frames. A grid of one row (4 per page in landscape) has no row to give: the following pages keep
 * 40 % of the page, larger than the opening page's frames, as decision 1052 set them.
 */
function catalogueGrids(orientation: Orientation, perPage: number, ownLook: PageLook, frame: FrameShape): Record<PageKind, CellGrid> {
  const followingShare = gridLook(ownLook, orientation, 'following').photoShare;
  const gutter = whiteAcross(zoneGrid(orientation, perPage, ownLook, 'opening', frame), ownLook.photoShare);
  const own = zoneGrid(orientation, perPage, ownLook, 'following', frame, { gutter });
  const ownWidth = frameWidthOf(own, followingShare);
  const page = pageZones(orientation, ownLook, 'following').page;
  const floor = coverFloorWidth(perPage, page, frame.ratio, MIN_PAGE_COVER);
  const target = coverFloorWidth(perPage, page, frame.ratio, OPENING_KEEPS_COVER);
  // The frames' width when the opening page holds `rows` rows of the following pages' columns.
  const openingWith = (rows: number) => zoneGrid(orientation, perPage, ownLook, 'opening', frame, { columns: own.columns, rows });
  const widthWith = (rows: number) => Math.min(ownWidth, frameWidthOf(openingWith(rows), ownLook.photoShare));
  if (own.rows === 1) {
    const opening = openingWith(1);
    return { opening, following: zoneGrid(orientation, perPage, ownLook, 'following', frame, { columns: own.columns, gutter, frameWidth: Math.max(frameWidthOf(opening, ownLook.photoShare), Math.min(ownWidth, floor)) }) };
  }
  const [full, fewer] = [widthWith(own.rows), widthWith(own.rows - 1)];
  // One row fewer gives its frames a cover the full grid misses: 40 % of the page (issue 35.2), or 50 %.
  const reaches = (width: number) => full < width - 1e-6 && fewer >= width - 1e-6;
  const holdsAll = full >= FULL_OPENING_KEEPS * fewer && !reaches(floor) && !reaches(target);
  const spread = zoneGrid(orientation, perPage, ownLook, 'following', frame, { columns: own.columns, gutter, frameWidth: holdsAll ? full : fewer });
  // Columns spread wider than the opening page's narrower zone holds (Minimale's and Editoriale's margins in landscape) close up on every page.
  const { pitch } = openingFrom(spread, own.rows, orientation, ownLook, frame);
  const following = { ...spread, pitch, origin: { ...spread.origin, x: spread.origin.x + ((spread.columns - 1) * (spread.pitch - pitch)) / 2 } };
  const opening = holdsAll ? openingFrom(following, own.rows, orientation, ownLook, frame) : fittedOpening(following, own.rows, orientation, ownLook, frame);
  return { opening, following };
}

/** The catalogue's grid on a page of this kind (`catalogueGrids`). */
export function framedGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind, frame: FrameShape): CellGrid {
  return catalogueGrids(orientation, perPage, ownLook, frame)[kind];
}

/**
 * The opening page's own full grid, every row of the page under its header: for an opening page
 * that holds more than the catalogue's grid gives it, a one-page catalogue or a hero's page, which
 * no following page's frames have to match.
 */
export function wholeOpeningGrid(orientation: Orientation, perPage: number, ownLook: PageLook, frame?: FrameShape): CellGrid {
  return frame ? zoneGrid(orientation, perPage, ownLook, 'opening', frame) : specGrid(orientation, perPage, ownLook, 'opening');
}

/** The spec's grid (spec 9): equal cells filling the grid zone, the frames keeping the cells' shape. */
export function specGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind): CellGrid {
  const { columns, rows } = gridShape(perPage, orientation);
  const [first] = gridCells(orientation, perPage, ownLook, kind);
  if (!first) throw new Error('A grid has at least one cell');
  return { columns, rows, size: { width: first.width, height: first.height }, pitch: first.width, rowPitch: first.height, origin: { x: first.x, y: first.y } };
}

/**
 * A grid's first `count` places in reading order, its rows as `rowLengths` sets them, in the grid's
 * cells and pitch, from the grid's top line: a short page's rows print where every page's rows
 * print, as a lookbook's last page keeps its grid (the art director's review after decision 1062:
 * three photos centred on the page floated with 75 mm of white over them and 95 mm under). A short
 * row stays on the grid's columns: centred by whole columns where its white splits evenly, from
 * the left column otherwise; only a block whose rows are all alike (two pairs on three columns, one
 * row of three on five) is centred as a group, where it reads balanced off the columns. A
 * flush-left look (Editoriale) keeps every row on its left edge.
 */
export function placesFromTop({ columns, size, pitch, rowPitch, origin }: CellGrid, count: number, flushLeft: boolean): Rect[] {
  const rows = rowLengths(count, columns);
  const alike = rows.every((length) => length === rows[0]);
  const shift = (length: number) => (flushLeft ? 0 : alike ? (columns - length) / 2 : Math.floor((columns - length) / 2)) * pitch;
  return rows.flatMap((length, row) => Array.from({ length }, (_, column) => ({ x: origin.x + column * pitch + shift(length), y: origin.y + row * rowPitch, ...size })));
}

/**
 * `count` cells in reading order: the spec's grid, or, around frames of the photos' shape (issue
 * 35.1, decision 0996), the grid `framedGrid` gives them, its rows on the page's optical centre.
 */
export function balancedCells(orientation: Orientation, perPage: number, count: number, ownLook: PageLook = CLASSIC_LOOK, kind: PageKind = 'opening', frame?: FrameShape): Rect[] {
  return placesFromTop(pageGrid(orientation, perPage, ownLook, kind, frame), Math.min(count, perPage), ownLook.headerAlign === 'left');
}

/** Both kinds of grid page's grids: the spec's, or around frames of the photos' shape the catalogue's one grid, worked out together (`catalogueGrids`). */
export function pageGrids(orientation: Orientation, perPage: number, ownLook: PageLook, frame?: FrameShape): Record<PageKind, CellGrid> {
  return frame ? catalogueGrids(orientation, perPage, ownLook, frame) : { opening: specGrid(orientation, perPage, ownLook, 'opening'), following: specGrid(orientation, perPage, ownLook, 'following') };
}

/** A grid page's grid (`pageGrids`). */
export function pageGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind, frame?: FrameShape): CellGrid {
  return pageGrids(orientation, perPage, ownLook, frame)[kind];
}
