/**
 * Page geometry of the catalogue (spec 9, DECISIONS "PDF"), as pure functions in PDF points with
 * the origin at the top-left corner of the page (y grows downwards, as in the browser preview);
 * the renderer flips y for pdf-lib.
 */
import type { Orientation } from '../../shared/index.js';
import { CLASSIC_LOOK, gridLook, type PageLook } from './looks.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle's lower edge (y grows down the page). */
export const bottomOf = (rect: Rect): number => rect.y + rect.height;

/** `rect` moved `dy` down the page (up where `dy` is negative). */
export const movedDown = <Box extends { y: number }>(rect: Box, dy: number): Box => ({ ...rect, y: rect.y + dy });

/** A placement's rectangles, as a move down the page shifts them together. */
interface PlacedRects {
  cell: Rect;
  box: Rect;
  frame: Rect;
  image?: Rect;
  captionBand?: Rect;
}

/** `placement` moved `dy` down the page: its cell, box, frame, image and caption band. */
export function placementMovedDown<Placement extends PlacedRects>(placement: Placement, dy: number): Placement {
  const { cell, box, frame, image, captionBand } = placement;
  return { ...placement, cell: movedDown(cell, dy), box: movedDown(box, dy), frame: movedDown(frame, dy), ...(image && { image: movedDown(image, dy) }), ...(captionBand && { captionBand: movedDown(captionBand, dy) }) };
}

export interface Size {
  width: number;
  height: number;
}

export const POINTS_PER_INCH = 72;
export const POINTS_PER_MM = POINTS_PER_INCH / 25.4;

const A4_MM: Size = { width: 210, height: 297 };

export function mmToPoints(mm: number): number {
  return mm * POINTS_PER_MM;
}

/** A4, with width and height swapped in landscape. */
export function pageSize(orientation: Orientation): Size {
  const portrait = { width: mmToPoints(A4_MM.width), height: mmToPoints(A4_MM.height) };
  return orientation === 'portrait' ? portrait : { width: portrait.height, height: portrait.width };
}

export interface PageZones {
  page: Size;
  /** Inside the look's margins (10 mm in Classico). */
  content: Rect;
  /**
   * At the top of the content: on the opening page the look's share of the page height (15 % in
   * Classico) for title, subtitle and introduction; on the pages that follow, a slim running head.
   */
  header: Rect;
  /** The look's share of the page height (8 % in Classico), at the bottom of the content. */
  footer: Rect;
  /** What is left between header and footer: the photo grid. */
  grid: Rect;
}

/**
 * The opening page carries the title, subtitle and introduction; the pages that follow carry only
 * a running title, in a slim head, so their photos start within 12 % of the page's height in
 * portrait and 14 % in landscape and take the room (issue 35.3, decision 0995).
 */
export type PageKind = 'opening' | 'following';

/** A following page's top margin at most: the head stands close to the page's edge, as in a magazine. */
const FOLLOWING_TOP_MARGIN_MM = 11;

export function pageZones(orientation: Orientation, ownLook: PageLook = CLASSIC_LOOK, kind: PageKind = 'opening'): PageZones {
  const look = gridLook(ownLook, orientation, kind);
  const page = pageSize(orientation);
  const side = mmToPoints(look.margins.side);
  const top = mmToPoints(kind === 'opening' ? look.margins.top : Math.min(look.margins.top, FOLLOWING_TOP_MARGIN_MM));
  const content = { x: side, y: top, width: page.width - 2 * side, height: page.height - top - mmToPoints(look.margins.bottom) };
  const headerHeight = kind === 'opening' ? page.height * look.headerShare + 2 * mmToPoints(look.headerAir) : mmToPoints(look.runningHead.height[orientation]);
  const footerHeight = page.height * look.footerShare;
  const header = { x: content.x, y: content.y, width: content.width, height: headerHeight };
  const footer = { x: content.x, y: content.y + content.height - footerHeight, width: content.width, height: footerHeight };
  const grid = {
    x: content.x,
    y: header.y + headerHeight,
    width: content.width,
    height: content.height - headerHeight - footerHeight,
  };
  return { page, content, header, footer, grid };
}

/**
 * The running title's baseline in a page's slim head (furniture.ts): the middle of the head, a third
 * of its size lower, so its capitals' ink stands centred in it. The photos of the pages after the
 * first hang from it (document-grid.ts).
 */
export function runningHeadBaseline(header: Rect, size: number): number {
  return header.y + header.height / 2 + size * 0.35;
}

export interface GridShape {
  columns: number;
  rows: number;
}

/**
 * Spec 9: 4 = 2x2; 6 = 2 columns x 3 rows in portrait, 3 x 2 in landscape; 9 = 3x3; any other count
 * a roughly square grid, with the longer side of the grid along the longer side of the page.
 */
export function gridShape(perPage: number, orientation: Orientation): GridShape {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`Invalid photos per page: ${perPage}`);
  const longSide = Math.ceil(Math.sqrt(perPage));
  const shortSide = Math.ceil(perPage / longSide);
  return orientation === 'portrait' ? { columns: shortSide, rows: longSide } : { columns: longSide, rows: shortSide };
}

export function pageCount(photoCount: number, perPage: number): number {
  return Math.ceil(photoCount / perPage);
}

/** The grid cells of a page in reading order (left to right, top to bottom). */
export function gridCells(orientation: Orientation, perPage: number, look: PageLook = CLASSIC_LOOK, kind: PageKind = 'opening'): Rect[] {
  const { grid } = pageZones(orientation, look, kind);
  const { columns, rows } = gridShape(perPage, orientation);
  const width = grid.width / columns;
  const height = grid.height / rows;
  const cells: Rect[] = [];
  for (let i = 0; i < perPage; i++) {
    const column = i % columns;
    const row = Math.floor(i / columns);
    cells.push({ x: grid.x + column * width, y: grid.y + row * height, width, height });
  }
  return cells;
}

/** A look's passe-partout in points: the white between a grid photo and its keyline (decision 1085). */
export function matWidth(look: Pick<PageLook, 'passePartout'>): number {
  return mmToPoints(look.passePartout ?? 0);
}

/** The rectangle `by` points outside `rect` on every side: a photo's keyline around its frame. */
export function outset(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}

/** The look's share of the cell (spec 9's 90 % in Classico), centred in it: the area a photo may take. */
export function photoBox(cell: Rect, look: PageLook = CLASSIC_LOOK): Rect {
  const width = cell.width * look.photoShare;
  const height = cell.height * look.photoShare;
  return { x: cell.x + (cell.width - width) / 2, y: cell.y + (cell.height - height) / 2, width, height };
}

/**
 * Room under each photo for its caption (a name in up to two lines, then code and price: issue
 * 26.4), kept in every cell as soon as one photo of the catalogue has a caption, so that all cells,
 * and so all prepare targets, stay alike whatever the captions say. 37 pt until the caption stood
 * further under its photo and its details on 1.2 (decision 1092; caption-fit.ts `CAPTION_HEIGHT`).
 */
export const CAPTION_BAND_HEIGHT = 39.5;
/**
 * The band of a catalogue whose captions have colours or sizes: two more lines under code and
 * price, so a name on two lines no longer takes them off every caption (decision 1058), and colours
 * too wide for one line under a narrow photo go on to a second rather than off (decision 1063).
 * Only such catalogues pay for it with smaller photos. 53 pt before decision 1092.
 */
export const VARIANTS_BAND_HEIGHT = 57.5;

/**
 * What the caption bands of a catalogue must hold: nothing, captions, or captions with their
 * colours and sizes; and, read from the catalogue's layout where given, whether they stand beside
 * the photos (`captionsBeside`).
 */
export interface CaptionRoom {
  captions?: boolean;
  variants?: boolean;
  orientation?: Orientation;
  imagesPerPage?: number;
  /** Page 1 beside a hero raised into its header: its captions stand under the photos whatever the format (decision 1110). */
  opening?: boolean;
}

/**
 * A landscape page of three columns and two rows (5 and 6 per page) sets each caption in a column
 * beside its photo, as a lookbook's spread does (decision 1090): the page's height binds its two
 * rows, and bands under them took 37 mm of it, so 3:4 frames stood 52 mm wide in a block of 170 mm
 * on a 297 mm page. Beside them, the frames keep the rows' whole height and the columns take the
 * width. Nine per page keeps its bands under the photos (three rows beside captions left them
 * smaller), and so do two columns (4 per page), whose frames the height binds either way.
 * Page 1 beside a raised hero keeps them under its photos, as 9 per page's cover does: beside, the
 * hero's caption stood between the hero and the title and no edge of the page lined up with another
 * (the ninth review, finding 2); the 40 % floor binds the pages after it (decision 1110).
 */
export function captionsBeside({ captions, orientation, imagesPerPage, opening }: CaptionRoom): boolean {
  if (captions !== true || opening === true || orientation !== 'landscape' || imagesPerPage === undefined) return false;
  const { columns, rows } = gridShape(imagesPerPage, orientation);
  return columns === 3 && rows === 2;
}

/**
 * The white from a photo (or its keyline) to the caption beside it. With 4 mm before it and a
 * 2.5 mm gutter after it, a Galleria caption stood as near the next photo as its own (the eighth
 * review, finding 2): the eye pairs a caption with the nearer photo.
 */
export const SIDE_CAPTION_GAP = 8;
/**
 * The white a caption beside its photo keeps inside its column, after its band: with the look's
 * gutter after the column, twice the white before the caption (Minimale's 7 mm gutter gives it all,
 * Galleria's 2.5 mm 7 pt of it). Counting no gutter (decision 1104), the band stopped 16 pt short of
 * its column, 24-34 pt before the next photo, in columns too narrow for 'Blu notte' (decision 1110).
 */
export function sideCaptionWhiteAfter(look: Pick<PageLook, 'grid'>): number {
  return Math.max(0, 2 * SIDE_CAPTION_GAP - mmToPoints(look.grid.gutter));
}
/**
 * A side caption's measure: the widest line of a caption's fields kept whole, '€ 533 · SS27-13'
 * and 'Blu notte · XS–XL' at 8 pt in lining figures, 63-75 pt in the four looks' faces, so that a
 * name sets in at most three lines, price and code on one and colours and sizes on two (the ninth
 * review, finding 1: at 55 pt every caption ran 8 lines, 'Cammello, Blu / notte'; decision 1110).
 */
export const SIDE_CAPTION_MEASURE = 76;
/** The width a caption column takes beside each photo, its white before and after it included (and a keyline's mat); 0 under the photos. */
export function captionColumn(room: CaptionRoom, look: PageLook): number {
  return captionsBeside(room) ? matWidth(look) + SIDE_CAPTION_GAP + SIDE_CAPTION_MEASURE + sideCaptionWhiteAfter(look) : 0;
}

/** The caption band's height under every cell's photo in the catalogue; 0 without captions, or with them beside the photos. */
export function captionBandHeight(room: CaptionRoom): number {
  if (!room.captions || captionsBeside(room)) return 0;
  return room.variants ? VARIANTS_BAND_HEIGHT : CAPTION_BAND_HEIGHT;
}

export interface PhotoArea {
  /** Where the photo may be drawn. */
  box: Rect;
  /** Where its caption goes, at the bottom of the 90 % box; null without captions. */
  captionBand: Rect | null;
}

/**
 * The photo box of the cell, less the caption band at its bottom when the catalogue has captions;
 * under a passe-partout (decision 1085) the band hangs a mat lower, under the keyline, as it hung
 * under the photo. Captions beside the photos (`captionsBeside`) take a column at the box's right,
 * as tall as the photo, past the keyline's mat and SIDE_CAPTION_GAP, SIDE_CAPTION_MEASURE wide, and
 * with the gutter after the column twice that gap clear of the next photo.
 */
export function photoArea(cell: Rect, room: CaptionRoom, look: PageLook = CLASSIC_LOOK): PhotoArea {
  const box = photoBox(cell, look);
  const mat = matWidth(look);
  if (captionsBeside(room)) {
    const column = captionColumn(room, look);
    const x = box.x + box.width - column + mat + SIDE_CAPTION_GAP;
    return { box: { ...box, width: box.width - column }, captionBand: { x, y: box.y, width: SIDE_CAPTION_MEASURE, height: box.height } };
  }
  const band = captionBandHeight(room);
  if (band === 0) return { box, captionBand: null };
  const photoHeight = box.height - band - mat;
  return {
    box: { ...box, height: photoHeight },
    captionBand: { x: box.x, y: box.y + photoHeight + mat, width: box.width, height: band },
  };
}

/**
 * A caption band following its frame, placed anew inside `box`: under it and as wide, as far under
 * it as the band stood under the box; or, a caption beside its photo (decision 1090), as far right
 * of it as of the box, from its top and as tall.
 */
export function bandWithFrame(frame: Rect, box: Rect, band: Rect): Rect {
  if (band.x >= box.x + box.width) return { ...band, x: frame.x + frame.width + band.x - (box.x + box.width), y: frame.y, height: frame.height };
  return { ...band, x: frame.x, width: frame.width, y: frame.y + frame.height + band.y - (box.y + box.height) };
}

/** A placed photo's frame and its caption band, if it has one. */
interface Captioned {
  frame: Rect;
  captionBand?: Rect | null | undefined;
}

/** Whether a photo's caption stands beside it (`captionsBeside`) rather than under it. */
export function captionStandsBeside({ frame, captionBand }: Captioned): boolean {
  return captionBand !== null && captionBand !== undefined && captionBand.x >= frame.x + frame.width;
}

/**
 * A photo's frame with its caption column, where the caption stands beside it: page 1's header
 * keeps clear of both (decision 1090), and rows are laid out by them. The column runs on past the
 * band by the white it keeps from the next photo (decision 1104) besides the look's gutter.
 */
export function captionedFrame({ frame, captionBand }: Captioned, look: Pick<PageLook, 'grid'>): Rect {
  if (!captionBand || !captionStandsBeside({ frame, captionBand })) return frame;
  const right = Math.max(frame.x + frame.width, captionBand.x + captionBand.width + sideCaptionWhiteAfter(look));
  return { ...frame, width: right - frame.x };
}

/** The largest rectangle of the photo's aspect ratio inside the box, centred. */
export function fitInBox(photo: Size, box: Rect): Rect {
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/**
 * Like fitInBox, but standing on the bottom of the box: with captions, the photos of a row stand
 * on one line and their captions start on one line (docs/decisions/0600).
 */
export function fitOnBoxBottom(photo: Size, box: Rect): Rect {
  const frame = fitInBox(photo, box);
  return { ...frame, y: box.y + box.height - frame.height };
}
