/**
 * The cells of a grid page (issue 26.3, issue 35, decision 1051). Every grid page of a kind shares
 * one grid: one top line and one set of cell positions, as a lookbook's pages do. A page holding
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
 * The width of frames of this ratio that cover MIN_PAGE_COVER of the page at 4 and 6 per page
 * (issue 35.2): a page after the first keeps frames at least this large when it takes the opening
 * page's; none at 9 per page.
 */
function coverFloorWidth(perPage: number, page: Size, ratio: number): number {
  return perPage <= 6 ? Math.sqrt((MIN_PAGE_COVER * page.width * page.height * ratio) / perPage) : 0;
}

/** The white between two frames side by side. */
const whiteAcross = (grid: Pick<CellGrid, 'size' | 'pitch'>, share: number) => grid.pitch - grid.size.width * share;

/**
 * The full page's grid around frames of this shape (issue 35.1, decision 0996): the columns that
 * give the frames the most room, the cells fitted to the frames, the columns spread to the rows'
 * rhythm, the whole centred across the grid zone and on the page's optical centre.
 *
 * A page after the first keeps at least the opening page's white across, as far as its own white
 * down: nine tall frames in landscape fill the width of a following page, whose gutters were
 * Galleria's 2 mm where the opening page set 7-12 mm (the independent review of issue 35). Its
 * cells narrow to keep that gutter, and the catalogue reads as one grid. A single row (4 per page
 * in landscape) keeps its narrow gutters: wider ones would take its photos under 40 % of the page
 * (issue 35.2). Every page keeps at least the look's own least gutter (`minGutter`, Galleria's).
 */
export function framedGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind, frame: FrameShape): CellGrid {
  const look = gridLook(ownLook, orientation, kind);
  const { grid, page } = pageZones(orientation, look, kind);
  const share = look.photoShare;
  const band = captionBandHeight(frame);
  const columns = framedColumns(perPage, grid, look, frame, gridShape(perPage, orientation).columns);
  const rows = Math.ceil(perPage / columns);
  const box = { width: grid.width / columns, height: grid.height / rows };
  let size = shapedCellSize(box, look, frame);
  const opening = kind === 'following' ? framedGrid(orientation, perPage, ownLook, 'opening', frame) : undefined;
  const frameWidth = opening && Math.max(opening.size.width * ownLook.photoShare, coverFloorWidth(perPage, page, frame.ratio));
  // The opening page's frames, their cells around them: every grid page keeps one frame size.
  if (frameWidth !== undefined && size.width * share > frameWidth) size = { width: frameWidth / share, height: (frameWidth / frame.ratio + band) / share };
  let pitch = spreadPitch(columns, size, grid.width, share, band);
  const openingGutter = opening && rows > 1 ? Math.min(whiteAcross(opening, ownLook.photoShare), size.height * (1 - share) + band) : 0;
  const gutter = Math.max(mmToPoints(look.minGutter), openingGutter);
  if (columns > 1 && whiteAcross({ size, pitch }, share) < gutter - 1e-6) {
    // Cells whose frames, `gutter` apart, fill the zone's width: columns × frame + gutters + one cell's own white.
    const width = (grid.width - (columns - 1) * gutter) / (columns * share + 1 - share);
    size = shapedCellSize({ width: Math.min(width, size.width), height: size.height }, look, frame);
    pitch = Math.max(spreadPitch(columns, size, grid.width, share, band), size.width * share + gutter);
  }
  const width = (columns - 1) * pitch + size.width;
  return { columns, rows, size, pitch, origin: { x: grid.x + (grid.width - width) / 2, y: centredTop(rows * size.height, grid, page.height) } };
}

/** The spec's grid (spec 9): equal cells filling the grid zone, the frames keeping the cells' shape. */
export function specGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind): CellGrid {
  const { columns, rows } = gridShape(perPage, orientation);
  const [first] = gridCells(orientation, perPage, ownLook, kind);
  if (!first) throw new Error('A grid has at least one cell');
  return { columns, rows, size: { width: first.width, height: first.height }, pitch: first.width, origin: { x: first.x, y: first.y } };
}

/**
 * A grid's first `count` places in reading order, its rows as `rowLengths` sets them, a row shorter
 * than the grid centred across it or flush with its left edge: every row keeps the grid's top line
 * and its rows' positions down the page.
 */
function placesFromTop({ columns, size, pitch, origin }: CellGrid, count: number, flushLeft: boolean): Rect[] {
  return rowLengths(count, columns).flatMap((length, row) => {
    const shift = flushLeft ? 0 : ((columns - length) * pitch) / 2;
    return Array.from({ length }, (_, column) => ({ x: origin.x + column * pitch + shift, y: origin.y + row * size.height, ...size }));
  });
}

/**
 * `count` cells in reading order: the spec's grid, or, around frames of the photos' shape (issue
 * 35.1, decision 0996), the grid `framedGrid` gives them, its rows on the page's optical centre.
 */
export function balancedCells(orientation: Orientation, perPage: number, count: number, ownLook: PageLook = CLASSIC_LOOK, kind: PageKind = 'opening', frame?: FrameShape): Rect[] {
  return placesFromTop(pageGrid(orientation, perPage, ownLook, kind, frame), Math.min(count, perPage), ownLook.headerAlign === 'left');
}

/** A grid page's grid: the spec's, or around frames of the photos' shape the one `framedGrid` gives them. */
export function pageGrid(orientation: Orientation, perPage: number, ownLook: PageLook, kind: PageKind, frame?: FrameShape): CellGrid {
  return frame ? framedGrid(orientation, perPage, ownLook, kind, frame) : specGrid(orientation, perPage, ownLook, kind);
}
