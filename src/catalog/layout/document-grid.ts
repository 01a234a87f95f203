/**
 * One grid per catalogue (issue 35, decision 1068): fixed columns, one frame size, one left edge
 * and the same row positions on every grid page. Page 1 prints in the same cells as the following
 * pages' lower rows, its header taking the place of the top rows it needs; a short last page keeps
 * the grid's cells, or, where it would leave more than a third of its places empty, closes the
 * catalogue in the grid's frames in even rows, hung from the full pages' first row (`closingGrid`).
 * Grids of each page's own, as before, moved the photo block's sides page to page (Classico, 6 per
 * page in portrait: 25, 46, 15 mm).
 */
import type { Orientation } from '../../shared/index.js';
import { centredTop, specGrid, type CellGrid } from './balanced-cells.js';
import type { FrameShape } from './frame-shape.js';
import { captionBandHeight, captionColumn, gridShape, matWidth, mmToPoints, pageSize, pageZones, runningHeadBaseline, type CaptionRoom, type PageKind, type Rect, type Size } from './geometry.js';
import { gridLook, type PageLook } from './looks.js';

/**
 * White in millimetres a row's caption band keeps under it on top of the gutter: the band's last
 * line sits on its foot, and a gutter alone under it read as the next photo's caption.
 */
const ROW_AIR = 1;

/**
 * How much more frame area another column count must give to win over the spec's (spec 9):
 * nine tall frames in landscape take rows of five and four, a grid that is clearly larger; six
 * frames in landscape keep their two rows of three rather than one long strip.
 */
const SPEC_COLUMNS_PREFERENCE = 1.2;

/**
 * A block of equal frames: how many across and down, one frame's size, its caption band under it
 * (`band` high) or its caption column beside it (`beside` wide), the white between them.
 */
interface FrameBlock {
  columns: number;
  rows: number;
  frame: Size;
  band: number;
  beside: number;
  gutter: number;
  rowGap: number;
}

/** One frame with its caption, under it or beside it. */
function captioned({ frame, band, beside }: FrameBlock): Size {
  return { width: frame.width + beside, height: frame.height + band };
}

/** The block's outer size: its frames, their captions and the white between them. */
function blockSize(block: FrameBlock): Size {
  const { columns, rows, gutter, rowGap } = block;
  const one = captioned(block);
  return { width: columns * one.width + (columns - 1) * gutter, height: rows * one.height + (rows - 1) * rowGap };
}

/**
 * The largest frames of `ratio` (width over height) `count` of which fit `room` in one of the
 * column counts, `standard` preferred unless another is clearly larger (SPEC_COLUMNS_PREFERENCE).
 */
function largestBlock(count: number, room: Size, ratio: number, { band, beside, gutter, rowGap }: Measures, standard: number): FrameBlock {
  const blockOf = (columns: number): FrameBlock => {
    const rows = Math.ceil(count / columns);
    const across = (room.width - (columns - 1) * gutter) / columns - beside;
    const down = ((room.height - (rows - 1) * rowGap) / rows - band) * ratio;
    const width = Math.max(0, Math.min(across, down));
    return { columns, rows, frame: { width, height: width / ratio }, band, beside, gutter, rowGap };
  };
  const area = (block: FrameBlock) => block.frame.width * block.frame.height;
  let best = blockOf(Math.min(standard, count));
  for (let columns = 1; columns <= count; columns++) {
    const block = blockOf(columns);
    if (area(block) > area(best) * (best.columns === standard ? SPEC_COLUMNS_PREFERENCE : 1.001)) best = block;
  }
  return best;
}

/**
 * The block as a page's CellGrid, its first frame's top-left corner at `corner`: cells whose
 * photo area (the look's `share` of the cell, less the caption band) is exactly a frame and its band.
 */
function cellGrid(block: FrameBlock, corner: { x: number; y: number }, share: number): CellGrid {
  const { columns, rows, gutter, rowGap } = block;
  const one = captioned(block);
  const size = { width: one.width / share, height: one.height / share };
  return {
    columns,
    rows,
    size,
    pitch: one.width + gutter,
    rowPitch: one.height + rowGap,
    origin: { x: corner.x - (size.width - one.width) / 2, y: corner.y - (size.height - one.height) / 2 },
  };
}

export interface DocumentGrid {
  /** Every page after the first: the catalogue's whole grid. */
  following: CellGrid;
  /** Page 1: the following pages' lower rows, or, in a one-page catalogue, a whole grid of its own. */
  opening: CellGrid;
  /** Page 1's header: the band above its first row. */
  openingHeader: Rect;
}

/** What a catalogue's grid depends on. */
export interface GridSettings {
  orientation: Orientation;
  perPage: number;
  look: PageLook;
  frame: FrameShape;
}

/** A catalogue's grid, before its frames' shape is known too (no photo sizes): the spec's (spec 9). */
export type CatalogueGridSettings = Omit<GridSettings, 'frame'> & { frame?: FrameShape | undefined };

/**
 * The look's measures in points, and the white under a caption band. A passe-partout's keylines
 * (decision 1085) keep the look's side and gutter between them: across, and down between frames
 * without captions, the frames stand two mats further apart. A captioned frame's band hangs a mat
 * lower, under its keyline (`photoArea`), and the row white under the band gives two mats back: a
 * landscape page's two rows are bound by its height and keep 40 % of it (issue 35.2) only so.
 */
function measures({ look, frame, orientation, perPage }: GridSettings): Measures {
  const room = { ...frame, orientation, imagesPerPage: perPage };
  const captions = captionBandHeight(room);
  const mat = matWidth(look);
  const band = captions > 0 ? captions + mat : 0;
  const beside = captionColumn(room, look);
  const side = beside > 0 ? besideSide(look) : mmToPoints(look.grid.side);
  return { side: side + mat, gutter: mmToPoints(look.grid.gutter) + 2 * mat, rowGap: rowGutter(look) + (band > 0 ? mmToPoints(ROW_AIR) - 2 * mat : 2 * mat), band, beside };
}

/** The grid's measures in points (`measures`). */
interface Measures {
  side: number;
  gutter: number;
  rowGap: number;
  band: number;
  beside: number;
}

/**
 * The least white in millimetres beside a block whose captions stand beside its photos (decision
 * 1090): three columns of photo and caption take the page's width, each 2:3 frame as tall as the
 * page's two rows allow. A look setting less keeps its own.
 */
const BESIDE_SIDE_MM = 10;

function besideSide(look: PageLook): number {
  return mmToPoints(Math.min(look.grid.side, BESIDE_SIDE_MM));
}

/** The white in points between rows, before their caption bands' air: the look's gutter unless it sets one down of its own. */
function rowGutter(look: PageLook): number {
  return mmToPoints(look.grid.down ?? look.grid.gutter);
}

/**
 * White in points from a header's foot (page 1's rule) to the photos under it: a row's white, to a
 * passe-partout's keyline (decision 1085), where the row white under a caption gives its mats back.
 */
export function headerGap(look: PageLook, room: CaptionRoom): number {
  return rowGutter(look) + (captionBandHeight(room) > 0 ? mmToPoints(ROW_AIR) : 0) + matWidth(look);
}

/**
 * White in points from the running title's baseline to the photos' top on every page after the
 * first (decision 1079): one header band in every look and format of an orientation, where the
 * block's own centring left 7-81 pt. More than the white between a row's captions and the next
 * row's frames (a gutter and ROW_AIR, 13-17 pt), so the head does not read as the caption of a row.
 * A landscape page's two rows are bound by its height, so every point of it is frame: it keeps 1 pt
 * over the widest row white (Classico's 17), where 22 left 6 per page under 40 % of the page (decision 1082).
 */
export const HEAD_TO_PHOTOS: Record<Orientation, number> = { portrait: 22, landscape: 18 };

/** A block of frames placed on a page, and where its top stood centred in its zone (`balancedTop`). */
interface PlacedBlock {
  block: FrameBlock;
  corner: { x: number; y: number };
  /** The block's top shared with the white below as the optical centre shares the zone: page 1's rows are read from it. */
  balancedTop: number;
}

/**
 * The block of `count` frames as large as a page zone holds, centred across the page. On the pages
 * after the first the zone starts HEAD_TO_PHOTOS under the running title and the block hangs from
 * there, a closing page's fewer rows too (decision 1089); page 1's stands on the optical centre.
 */
function zoneBlock({ orientation, perPage, look, frame }: GridSettings, kind: PageKind, count: number, closing?: FrameBlock): PlacedBlock {
  const page = pageSize(orientation);
  const zones = pageZones(orientation, gridLook(look, orientation, kind), kind);
  const zone = zones.grid;
  const gridMeasures = measures({ orientation, perPage, look, frame });
  const { side, band } = gridMeasures;
  // ROW_AIR over the first frames: a block as tall as its zone touched Galleria's running head (page
  // 1's header rule: a row's white); and twice that under frames without captions, whose edge stood on the footer's rule.
  const air = mmToPoints(ROW_AIR);
  const top = kind === 'opening' ? headerGap(look, frame) : air;
  const grid = { ...zone, y: zone.y + top, height: zone.height - top - (band > 0 ? 0 : 2 * air) };
  const headLine = kind === 'following' ? Math.max(grid.y, runningHeadBaseline(zones.header, look.runningHead.size) + HEAD_TO_PHOTOS[orientation]) : grid.y;
  const room = { ...grid, y: headLine, height: grid.y + grid.height - headLine };
  const block = closing ?? largestBlock(count, { width: page.width - 2 * side, height: room.height }, frame.ratio, gridMeasures, gridShape(perPage, orientation).columns);
  const size = blockSize(block);
  return { block, corner: { x: (page.width - size.width) / 2, y: kind === 'following' ? room.y : centredTop(size.height, room, page.height) }, balancedTop: centredTop(size.height, grid, page.height) };
}

/**
 * Page 1's rows of the catalogue's grid: the following pages' last rows from the first whose top
 * leaves the opening header its room above it, in place; where none is in place (a grid of one
 * row, or a last row running into page 1's taller footer), as many rows as fit between the header
 * and the footer, standing on the lower of the two.
 */
function openingRows(settings: GridSettings, following: FrameBlock, top: number): { rows: number; top: number } {
  const zones = pageZones(settings.orientation, settings.look, 'opening');
  const { frame, band, rowGap } = following;
  const pitch = frame.height + band + rowGap;
  const headerFoot = zones.content.y + zones.header.height + headerGap(settings.look, settings.frame);
  const bottom = top + following.rows * pitch - rowGap;
  const first = Array.from({ length: following.rows }, (_, row) => row).find((row) => top + row * pitch >= headerFoot - 1e-6);
  if (first !== undefined && bottom <= zones.footer.y + 1e-6) return { rows: following.rows - first, top: top + first * pitch };
  const rows = Math.min(following.rows, Math.max(1, Math.floor((zones.footer.y - headerFoot + rowGap) / pitch)));
  const foot = Math.min(bottom, zones.footer.y);
  return { rows, top: foot - rows * pitch + rowGap };
}

/**
 * The catalogue's grid (see the file's comment). `alone`, the count of a catalogue's photos that
 * all print on one grid page: page 1's whole zone under its header holds them in frames as large
 * as it allows, no following page's frames to match.
 */
export function documentGrid(given: CatalogueGridSettings, alone?: number): DocumentGrid {
  const { orientation, look, perPage, frame } = given;
  const zones = pageZones(orientation, look, 'opening');
  if (!frame) return { following: specGrid(orientation, perPage, look, 'following'), opening: specGrid(orientation, perPage, look, 'opening'), openingHeader: zones.header };
  const settings = { ...given, frame };
  const share = (kind: PageKind) => gridLook(look, orientation, kind).photoShare;
  const { block, corner, balancedTop } = zoneBlock(settings, 'following', perPage);
  const following = cellGrid(block, corner, share('following'));
  if (alone !== undefined) {
    const whole = zoneBlock(settings, 'opening', Math.min(alone, perPage));
    return { following, opening: cellGrid(whole.block, whole.corner, share('opening')), openingHeader: zones.header };
  }
  // Page 1 keeps the rows the block had centred in its zone: hung from its header's foot it lost a row (decision 1077).
  const opening = openingRows(settings, block, balancedTop);
  const header = { ...zones.header, height: Math.max(0, opening.top - headerGap(look, frame) - zones.header.y) };
  return { following, opening: cellGrid({ ...block, rows: opening.rows }, { x: corner.x, y: opening.top }, share('opening')), openingHeader: header };
}

/**
 * A closing page's grid (decisions 1068, 1078, 1079): `count` photos, fewer than the catalogue's
 * grid holds, in the grid's own frames and gutters, as few rows as the grid's columns allow and as
 * many columns as the longest of its even rows (`evenRows`), centred across a following page and
 * hung from its head, on the full pages' first row (decision 1089). Larger frames (a hero's
 * block's before) let a lone 'Top in maglia' at 386 x 579 pt outrank the hero; the grid's columns
 * filled from the left left 3 + 1, a hole beside the lone photo.
 */
export function closingGrid(settings: GridSettings, count: number): CellGrid {
  const catalogue = zoneBlock(settings, 'following', settings.perPage).block;
  const rows = Math.ceil(count / catalogue.columns);
  const columns = Math.max(...evenRows(count, rows));
  // Hung from the head as the full pages' rows, the white left at the foot: fewer rows centred on the optical centre moved the
  // block's top page to page (82.6 mm against 25.9 mm at 4 per page, the sixth review's finding 2; decision 1089).
  const { block, corner } = zoneBlock(settings, 'following', count, { ...catalogue, columns, rows });
  return cellGrid(block, corner, gridLook(settings.look, settings.orientation, 'following').photoShare);
}

/** `count` photos in `rows` rows as even as they go, the longer rows first: 5 in 2 are 3 + 2, 7 in 3 are 3 + 2 + 2. */
export function evenRows(count: number, rows: number): number[] {
  return Array.from({ length: rows }, (_, row) => Math.floor(count / rows) + (row < count % rows ? 1 : 0));
}

/**
 * Where a grid's photo block starts and ends across: the line a look's hairlines and folio stand
 * on; under a passe-partout, its keylines' (`mat` outside the photos, decision 1085).
 */
export function blockEdges({ columns, size, pitch, origin }: CellGrid, share: number, mat = 0): { x: number; width: number } {
  const inset = (size.width * (1 - share)) / 2 - mat;
  return { x: origin.x + inset, width: (columns - 1) * pitch + size.width - 2 * inset };
}
