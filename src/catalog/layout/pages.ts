/**
 * Which photo goes where: the pages `planPages` gives (page-plan.ts), each photo centred in 90 % of
 * its cell with its aspect ratio kept, or cropped to fill that area (issue 26.1), a short page on
 * the full grid's places (balanced-cells.ts). The page preview reuses this to draw exactly what prints.
 */
import type { LookName, Orientation } from '../../shared/index.js';
import { framedGrid, pageGrids, placesFromTop, specGrid, wholeOpeningGrid, type CellGrid } from './balanced-cells.js';
import { MIN_KEPT_SHARE, prevailingRatio, type FrameShape } from './frame-shape.js';
import { fillBox, type Focus } from './focal-point.js';
import { fullPageFrame } from './full-page-frame.js';
import { fitInBox, fitOnBoxBottom, pageZones, photoArea, type PageKind, type PageZones, type Rect, type Size } from './geometry.js';
import { heroBesideRows } from './hero-column.js';
import { gridLook, pageLook, type PageLook } from './looks.js';
import { markOf, planPages, type PhotoMark } from './page-plan.js';

export interface CatalogLayout {
  orientation: Orientation;
  /** 4, 6 or 9 in the product; any positive count gets a roughly square grid. */
  imagesPerPage: number;
  /** Some photo has a caption: every cell keeps a caption band under its photo. */
  captions?: boolean;
  /** Some caption has colours or sizes: the bands are taller (decision 1058). */
  variants?: boolean;
  /** Issue 26.1: every photo cropped to fill its box, around its focal point. */
  fill?: boolean;
  /** Issue 26.6: margins and gutters; Classico without it. */
  look?: LookName;
  /** Issue 35.1: the frames' shape, the grid's cells resized around it (whole photos fit in them without `fill`); the cells' own shape without it. */
  frame?: FrameShape;
  /** Issue 35.5: every photo on a page of its own (`onePhotoPerPage`). */
  onePerPage?: boolean;
}

/**
 * Galleria's 'Una foto per pagina, al vivo' (issue 35.5, decision 1041): every photo takes a
 * full-bleed page of its own, as a photo marked 'Pagina intera' does. Other looks keep their grid.
 */
export function onePhotoPerPage(settings: { look?: LookName | undefined; onePerPage?: boolean | undefined }): boolean {
  return settings.look === 'gallery' && settings.onePerPage === true;
}

/** A photo as the layout places it: its pixel size (only the ratio counts), its focal point, and how it stands out. */
export interface LayoutPhoto extends Size {
  focus?: Focus;
  /** Issue 35.5, 'Pagina intera': a page of its own, the photo to the page's edges. */
  fullPage?: boolean;
  /** Issue 35.5, 'In evidenza': a double cell at the top of its page. */
  hero?: boolean;
}

/** How many cells of a `columns` × `rows` grid a hero's block spans (see heroPageCells). */
function heroSpan(columns: number, rows: number, tall: boolean): { columns: number; rows: number } {
  const small = columns <= 2 && rows <= 2;
  return { columns: small && tall ? 1 : Math.min(2, columns), rows: small ? (tall ? Math.min(2, rows) : 1) : Math.min(2, rows) };
}

/**
 * A hero's block in the top-left corner of a grid and the first `others` of the grid's `slots`
 * outside it, in reading order; a last row left short stays on the grid's columns. The
 * block's photo area runs from its first cell's photo area to its last one's, edge to edge with the
 * frames beside and under it (the look's `share` of a cell is its photo area).
 */
function blockAndCells({ columns, rows, size, pitch, rowPitch, origin }: CellGrid, slots: number, others: number, tall: boolean, share: number): Rect[] {
  const span = heroSpan(columns, rows, tall);
  const free = Array.from({ length: slots }, (_, slot) => ({ column: slot % columns, row: Math.floor(slot / columns) }))
    .filter(({ column, row }) => column >= span.columns || row >= span.rows)
    .slice(0, others);
  const lastRow = free.at(-1)?.row;
  const freeInLastRow = lastRow === undefined ? 0 : lastRow < span.rows ? columns - span.columns : Math.min(columns, slots - lastRow * columns);
  // On the grid's columns, centred by whole columns where its white splits evenly (placesFromTop).
  const shift = Math.floor((freeInLastRow - free.filter(({ row }) => row === lastRow).length) / 2) * pitch;
  const cell = (column: number, row: number) => ({ x: origin.x + column * pitch + (row === lastRow ? shift : 0), y: origin.y + row * rowPitch, ...size });
  const area = { width: pitch * (span.columns - 1) + size.width * share, height: rowPitch * (span.rows - 1) + size.height * share };
  const block = { width: area.width / share, height: area.height / share };
  const centre = { x: origin.x + (pitch * (span.columns - 1) + size.width) / 2, y: origin.y + (rowPitch * (span.rows - 1) + size.height) / 2 };
  return [{ x: centre.x - block.width / 2, y: centre.y - block.height / 2, ...block }, ...free.map(({ column, row }) => cell(column, row))];
}

/**
 * Whether a hero's page prints in the catalogue's grid (issue 35, the art director's review after
 * decision 1057): a grid of three columns or more and two rows or more holds a hero's block of two
 * by two cells and photos beside and under it in the frames of every other grid page. A page
 * composed around its hero in its zone's own grid printed them smaller (Editoriale, 6 per page in
 * landscape: 30 mm against 46 mm on the grid's pages).
 */
function heroOnGrid(grid: CellGrid, frame: FrameShape | undefined): boolean {
  return frame !== undefined && grid.columns >= 3 && grid.rows >= 2;
}

/** A hero's page in the catalogue's grid (`heroOnGrid`): its block, then `others` cells beside and under it. */
function heroGridCells(grid: CellGrid, others: number, hero: Size, share: number): Rect[] {
  return blockAndCells(grid, grid.columns * grid.rows, others, hero.height > hero.width, share);
}

/**
 * How many photos a hero's page holds in the catalogue's grid, the hero included: the grid's places
 * up to 'foto per pagina', less its block's other three. Nine per page in landscape, a grid of ten,
 * holds the hero and five, not six: filling the tenth place left 13 photos printing 5 + 7 + 1, one
 * photo alone on the last page, where 5 + 6 + 2 print.
 */
function heroGridCapacity(grid: CellGrid, perPage: number): number {
  return Math.min(perPage, grid.columns * grid.rows) - 3;
}

/**
 * The places a hero's page has in the catalogue's grid, the hero included: every place of the grid
 * less its block's other three, never more photos than 'foto per pagina'. A lone photo left after
 * full pages takes the tenth place of nine per page in landscape (planPages' `heroRoom`).
 */
function heroGridRoom(grid: CellGrid, perPage: number): number {
  return Math.min(perPage, grid.columns * grid.rows - 3);
}

/**
 * A hero's block: two columns by two rows of the grid, or, where that would be the whole page (4
 * per page), the left column for a portrait photo and the top row for a landscape one, so the
 * block takes the photo's shape. The cells left, in reading order, follow it. Around frames of the
 * photos' shape ('Riempi') the page takes the grid those frames get on a full page, so the photos
 * beside the hero keep their shape too (decision 1047), where the hero's block there is two by two
 * as in the spec's grid and the places beside it are enough. Where the hero's block takes every
 * row, of the spec's grid beside one column (4 per page, 6 in landscape) or of a framed grid of two
 * rows (6 in portrait, 9 in landscape), the hero and the rows of frames beside it are set together
 * (`heroBesideRows`, decision 1050). Otherwise the spec's cells, the frames in them shaped (layoutPages).
 */
export function heroPageCells(orientation: Orientation, perPage: number, look: PageLook, kind: PageKind, hero?: Size, frame?: FrameShape): Rect[] {
  const specCells = specGrid(orientation, perPage, look, kind);
  const { columns, rows, size: first } = specCells;
  const tall = hero !== undefined && hero.height > hero.width;
  const spec = blockAndCells(specCells, perPage, perPage, tall, gridLook(look, orientation, kind).photoShare);
  if (!frame) return spec;
  const specSpan = heroSpan(columns, rows, tall);
  const heroRatio = hero && prevailingRatio([hero]);
  // A hero's page is composed around its hero in its own zone: on the opening page, its whole grid.
  const framed = kind === 'opening' ? wholeOpeningGrid(orientation, perPage, look, frame) : framedGrid(orientation, perPage, look, kind, frame);
  const span = heroSpan(framed.columns, framed.rows, tall);
  // The hero takes every row, of the spec's grid beside one column or of a framed grid of two rows: it is set with the rows beside it.
  const besideRows = specSpan.rows === rows && specSpan.columns === columns - 1 ? rows : span.rows === framed.rows && span.columns === 2 && framed.columns > 2 ? framed.rows : 0;
  if (heroRatio && besideRows > 0) {
    const { grid, page } = pageZones(orientation, look, kind);
    const share = gridLook(look, orientation, kind).photoShare;
    const gutter = { width: first.width * (1 - share), height: first.height * (1 - share) };
    return heroBesideRows(grid, page.height, share, gutter, heroRatio, frame, spec.length - 1, besideRows);
  }
  if (span.columns !== 2 || span.rows !== 2 || specSpan.rows !== 2) return spec;
  const cells = blockAndCells(framed, framed.columns * framed.rows, spec.length - 1, tall, gridLook(look, orientation, kind).photoShare);
  return cells.length === spec.length ? cells : spec;
}

/**
 * A whole photo's frame in a flush-left look (Editoriale) stands on its box's left edge, the line
 * its caption, title and rules share: centred, photos of other shapes moved their captions' left
 * edges within a column by 2 mm.
 */
function onLookEdge(frame: Rect, box: Rect, look: PageLook): Rect {
  return look.headerAlign === 'left' ? { ...frame, x: box.x } : frame;
}

/** A frame of `ratio` (width over height) in the middle of a box, its caption band under it and as wide. */
function frameIn(ratio: number, box: Rect, band: Rect | null): { frame: Rect; band: Rect | null } {
  const frame = fitInBox({ width: ratio, height: 1 }, box);
  return { frame, band: band && { ...band, x: frame.x, width: frame.width, y: frame.y + frame.height } };
}

/**
 * A hero's frame with 'Riempi'. Its block keeps the grid's cells' shape, which cut a 2:3 hero in a
 * wide block to its middle third (decision 1041): where the block would keep less than
 * MIN_KEPT_SHARE of the photo across or down, the frame takes the standard shape nearest the
 * photo's, and the frame and its caption band stand together in the middle of the block.
 */
function heroFrame(photo: Size, box: Rect, band: Rect | null): { frame: Rect; band: Rect | null } {
  const ratio = prevailingRatio([photo]);
  const kept = Math.exp(-Math.abs(Math.log((box.width / box.height) * (photo.height / photo.width))));
  if (!ratio || kept >= MIN_KEPT_SHARE) return { frame: box, band };
  return frameIn(ratio, box, band);
}

/** How many grid cells a hero takes. */
export function heroCellCount(orientation: Orientation, perPage: number): number {
  return perPage - (heroPageCells(orientation, perPage, pageLook(undefined), 'following').length - 1);
}

export interface PhotoPlacement {
  /** Index of the photo in the catalogue order. */
  index: number;
  cell: Rect;
  /** The area the photo may take: 90 % of the cell, less the caption band when there is one. */
  box: Rect;
  /** What shows of the photo: the box when it fills it. */
  frame: Rect;
  /** Where the whole photo is drawn, clipped to the frame, when it is cropped (issue 26.1). */
  image?: Rect;
  /** Only when the catalogue has captions. */
  captionBand?: Rect;
}

export interface PageLayout {
  /** 1-based, as printed in the folio. */
  number: number;
  zones: PageZones;
  placements: PhotoPlacement[];
  /** A 'Pagina intera' page: one photo covering the page (issue 35.5). */
  fullBleed?: true;
  /** A grid page's kind: the first one opens the catalogue under its header. */
  kind?: PageKind;
}

export function layoutPages(photos: readonly LayoutPhoto[], layout: CatalogLayout): PageLayout[] {
  const look = pageLook(layout.look);
  const perPage = layout.imagesPerPage;
  const { frame } = layout;
  const pages: PageLayout[] = [];
  const marks = photos.map((photo): PhotoMark => (layout.onePerPage ? 'full' : markOf(photo)));
  const grids = pageGrids(layout.orientation, perPage, look, frame);
  const opening = Math.min(perPage, grids.opening.columns * grids.opening.rows);
  const heroCells = heroCellCount(layout.orientation, perPage);
  const heroCapacity = (kind: PageKind) => (heroOnGrid(grids[kind], frame) ? heroGridCapacity(grids[kind], perPage) : perPage - heroCells + 1);
  const heroWaitsOnOpening = heroOnGrid(grids.following, frame) && !heroOnGrid(grids.opening, frame);
  const heroRoom = (kind: PageKind) => (heroOnGrid(grids[kind], frame) ? heroGridRoom(grids[kind], perPage) : heroCapacity(kind));
  const plan = planPages(marks, {
    perPage,
    opening,
    heroCapacity: { opening: heroCapacity('opening'), following: heroCapacity('following') },
    heroRoom: { opening: heroRoom('opening'), following: heroRoom('following') },
    heroWaitsOnOpening,
    columns: { opening: grids.opening.columns, following: grids.following.columns },
  });
  const alone = plan.every((planned) => planned.kind !== 'following');
  for (const planned of plan) {
    const [first = 0] = planned.indices;
    const photo = photos[first];
    if (!photo) throw new Error('Layout invariant broken: a page without its photo');
    if (planned.kind === 'full') {
      const zones = pageZones(layout.orientation, look, 'following');
      const edges = { x: 0, y: 0, ...zones.page };
      const frame = fullPageFrame(photo, zones.page);
      pages.push({ number: pages.length + 1, zones, placements: [{ index: first, cell: edges, box: frame, frame, image: fillBox(photo, frame, photo.focus) }], fullBleed: true });
      continue;
    }
    const { kind, heroPage, indices } = planned;
    // A catalogue of one grid page takes the opening page's whole grid: no page follows whose frames it must match.
    const grid = kind === 'opening' && alone ? wholeOpeningGrid(layout.orientation, perPage, look, frame) : grids[kind];
    const share = gridLook(look, layout.orientation, kind).photoShare;
    const cells = !heroPage
      ? placesFromTop(grid, indices.length, look.headerAlign === 'left')
      : heroOnGrid(grids[kind], frame)
        ? heroGridCells(grids[kind], indices.length - 1, photo, share)
        : heroPageCells(layout.orientation, perPage, look, kind, photo, frame);
    const page: PageLayout = { number: pages.length + 1, zones: pageZones(layout.orientation, look, kind), placements: [], kind };
    pages.push(page);
    indices.forEach((index, slot) => {
      const placedPhoto = photos[index];
      const cell = cells[slot];
      if (!cell || !placedPhoto) throw new Error('Layout invariant broken: no cell for a photo');
      const { box, captionBand } = photoArea(cell, layout, gridLook(look, layout.orientation, kind));
      const fitHero = heroPage && slot === 0 && !layout.fill;
      // On a hero's page with the spec's cells (heroPageCells) the photos beside the hero keep the frames' shape too.
      const shaped = !heroPage || !frame ? { frame: box, band: captionBand } : slot === 0 ? heroFrame(placedPhoto, box, captionBand) : frameIn(frame.ratio, box, captionBand);
      // A whole hero ('Adatta') stands with its caption in the middle of its tall block, not on its foot (decision 1050).
      const { frame: frameBox, band } = fitHero ? frameIn(placedPhoto.width / placedPhoto.height, box, captionBand) : shaped;
      const placed = layout.fill ? { frame: frameBox, image: fillBox(placedPhoto, frameBox, placedPhoto.focus) } : { frame: fitHero ? frameBox : onLookEdge(band ? fitOnBoxBottom(placedPhoto, box) : fitInBox(placedPhoto, box), box, look) };
      page.placements.push({ index, cell, box, ...placed, ...(band && { captionBand: band }) });
    });
  }
  return pages;
}
