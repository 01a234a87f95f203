/**
 * Which photo goes where: the pages `planPages` gives (page-plan.ts), each photo in its place of
 * the catalogue's one grid (document-grid.ts), centred in the look's share of its cell with its
 * aspect ratio kept, or cropped to fill that area (issue 26.1). The page preview reuses this to
 * draw exactly what prints.
 */
import type { LookName, Orientation } from '../../shared/index.js';
import type { CellGrid } from './balanced-cells.js';
import { denserCells } from './denser-cells.js';
import { blockEdges, closingGrid, documentGrid, evenRows, headerGap, type CatalogueGridSettings, type DocumentGrid } from './document-grid.js';
import { keptIn, MIN_KEPT_SHARE, prevailingRatio, type FrameShape } from './frame-shape.js';
import { FLOOR_KEPT, fillBox, type Focus } from './focal-point.js';
import { fullPageFrame, PLATE_FOOT_CLEAR } from './full-page-frame.js';
import { bandWithFrame, bottomOf, captionStandsBeside, captionedFrame, captionsBeside, fitInBox, fitOnBoxBottom, matWidth, pageZones, photoArea, type PageKind, type PageZones, type Rect, type Size } from './geometry.js';
import { justifyMixedRows } from './justified-rows.js';
import { gridLook, pageLook, type PageLook } from './looks.js';
import { onRowLines } from './row-lines.js';
import { rowsInOrder } from './ordered-rows.js';
import { featureOnRowTop } from './feature-top.js';
import { wholeBlockBesideColumn } from './block-beside-column.js';
import { droppedPage, opticalDrop, SLIM_HEAD_SHARE } from './optical-centre.js';
import { onHeroFoot } from './cover-foot.js';
import { sideCaptionsOnTheirPhotos } from './side-caption-top.js';
import { onRowFeet } from './row-foot.js';
import { onGridEdge } from './closing-edge.js';
import { markOf, planPages, type GridPlace, type PhotoMark, type PlaceGrid, type PlannedPage } from './page-plan.js';
import { companionRow, platesThatFit } from './cover-row.js';

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
  /** No caption: a portrait full page keeps no white foot for one (decision 1073). */
  uncaptioned?: boolean;
}

/**
 * A hero's block (issue 35.5): two columns by two rows of the grid, or, for a landscape photo in a
 * grid of two by two (4 per page in portrait), the top row, so the block takes the photo's shape.
 * A portrait hero's column of two cells there was a cell's width, no larger than the photos beside it.
 */
function heroSpan({ columns, rows }: PlaceGrid, tall: boolean): { columns: number; rows: number } {
  const small = columns <= 2 && rows <= 2;
  return { columns: Math.min(2, columns), rows: small && !tall ? 1 : 2 };
}

/**
 * Editoriale's larger photo's block on a page after the first (decision 1084): a hero's two by two,
 * where the grid keeps a column beside it for the page's other photos (none in 4 per page's two
 * columns, which it would fill: `featureCells` gives that page another grid).
 */
function featureSpan(grid: PlaceGrid): { columns: number; rows: number } | undefined {
  const span = heroSpan(grid, true);
  return span.columns < grid.columns && span.rows <= grid.rows ? span : undefined;
}

/**
 * The cells Editoriale's page of a larger photo is laid on: the catalogue's grid where it keeps a
 * column beside the block; at 4 per page, whose two columns the block would fill, the 6-per-page
 * grid's (`denserCells`), the block and a column of two beside it (decision 1093: 4 per page had no
 * larger photo, the sixth review's finding 5). Undefined where neither keeps one.
 */
function featureCells(settings: CatalogueGridSettings, grid: DocumentGrid, share: number): CellGrid | undefined {
  if (featureSpan(grid.following)) return grid.following;
  const ratio = settings.frame?.ratio;
  const denser = denserCells(settings, grid, share, ratio ? [{ columns: 1, rows: 1, ratio }, { columns: 2, rows: 2, ratio }] : []);
  return denser && featureSpan(denser) ? denser : undefined;
}

/**
 * The cells a page holding wide photos is laid on where each would take a whole row of the
 * catalogue's grid (its two columns, 4 per page in portrait): the 6-per-page grid's, a wide photo
 * in two of its three columns beside a photo of one, as at 6 per page (decision 1098), its rows no
 * taller than the widest photo of each kind keeps 75 % of its width in. Undefined where the
 * catalogue's grid has three columns or more, or no photo is wide.
 */
function wideCells(settings: CatalogueGridSettings, grid: DocumentGrid, share: number, ratios: { plain: readonly number[]; wide: readonly number[] }): CellGrid | undefined {
  const ratio = settings.frame?.ratio;
  if (grid.following.columns > 2 || ratios.wide.length === 0 || !ratio) return undefined;
  const denser = denserCells(settings, grid, share, [{ columns: 1, rows: 1, ratio: Math.max(ratio, ...ratios.plain) }, { columns: 2, rows: 1, ratio: Math.max(...ratios.wide) }]);
  return denser && denser.columns > grid.following.columns ? denser : undefined;
}

/**
 * A place's cell in a grid: for a block of places, the cell whose photo area (the look's `share`
 * of it) runs from its first place's frame to its last one's caption band, edge to edge with the
 * frames beside and under it.
 */
function placeCell({ size, pitch, rowPitch, origin }: CellGrid, at: GridPlace, share: number): Rect {
  const area = { width: pitch * (at.columns - 1) + size.width * share, height: rowPitch * (at.rows - 1) + size.height * share };
  const centre = { x: origin.x + at.column * pitch + (pitch * (at.columns - 1) + size.width) / 2, y: origin.y + at.row * rowPitch + (rowPitch * (at.rows - 1) + size.height) / 2 };
  const [width, height] = [area.width / share, area.height / share];
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/**
 * A hero raised into page 1's header band (page-plan.ts) from the page's top margin down: a cell
 * whose photo area starts at `top` and ends where the block's does.
 */
function fromTop(cell: Rect, top: number, share: number): Rect {
  const bottom = cell.y + (cell.height * (1 + share)) / 2;
  if (cell.y + (cell.height * (1 - share)) / 2 >= top) return cell;
  const height = (bottom - top) / share;
  return { ...cell, y: top - (height * (1 - share)) / 2, height };
}

/**
 * A closing page's places: rows as even as they go, the longer ones first, each centred across the
 * block (`evenRows`): 4 photos of 3 columns print 2 + 2, 5 print 3 + 2, 7 of 3 by 3 print 3 + 2 + 2,
 * no lone photo under a full row (decision 1079).
 */
function closingPlaces(count: number, rows: number): readonly GridPlace[] {
  const lengths = evenRows(count, rows);
  const fromLeft = lengths.flatMap((length, row) => Array.from({ length }, (_, column) => ({ column, row, columns: 1, rows: 1 })));
  return centredRows(fromLeft, Math.max(...lengths));
}

/**
 * A page's rows that stop short of the grid's last column, centred across it: a closing page's
 * short rows, and on a following page two wide photos after a full row, which stood over the left
 * two thirds of the page, the third column empty (an independent review). Only pages of one-row
 * places: a hero's block holds its columns.
 */
function centredRows(places: readonly GridPlace[], columns: number): readonly GridPlace[] {
  if (places.some((at) => at.rows > 1 || at.row < 0)) return places;
  const ends = new Map<number, number>();
  for (const at of places) ends.set(at.row, Math.max(ends.get(at.row) ?? 0, at.column + at.columns));
  const used = (row: number) => places.filter((at) => at.row === row).reduce((sum, at) => sum + at.columns, 0);
  // A row of places side by side from the first column: one with a gap inside keeps its places.
  const shift = (row: number) => ((ends.get(row) ?? columns) === used(row) ? (columns - used(row)) / 2 : 0);
  return places.map((at) => ({ ...at, column: at.column + shift(at.row) }));
}

/**
 * Page 1's zones around its header's band (document-grid.ts): above its first row, or, beside a
 * hero raised into the band, the white on the wider side of the hero's frame.
 */
function openingZones(zones: PageZones, header: Rect, raised: Rect | undefined, gutter: number): PageZones {
  const right = header.x + header.width;
  const left = raised && raised.x - gutter - header.x > right - raised.x - raised.width - gutter;
  const beside = !raised ? header : left ? { ...header, width: raised.x - gutter - header.x } : { ...header, x: raised.x + raised.width + gutter, width: right - raised.x - raised.width - gutter };
  const top = header.y + header.height;
  return { ...zones, header: beside, grid: { ...zones.grid, y: top, height: zones.footer.y - top } };
}

/**
 * A whole photo's frame in a flush-left look (Editoriale) stands on its box's left edge, the line
 * its caption, title and rules share: centred, photos of other shapes moved their captions' left
 * edges within a column by 2 mm.
 */
function onLookEdge(frame: Rect, box: Rect, look: PageLook): Rect {
  return look.headerAlign === 'left' ? { ...frame, x: box.x } : frame;
}

/**
 * A block's frame narrower than its box in a flush-left look stands on the box's left edge with its
 * caption band, as a lone photo's does (`onLookEdge`): Editoriale's hero under page 1's header at 4
 * per page in portrait stood 10 pt inside the title's line (the fifth review's finding 10),
 * Minimale's 4.6 pt (the seventh review, finding 10). In Editoriale, whose pages set their blocks on
 * their edges (decision 1084), a block on the grid's right-hand columns only (the larger photo of an
 * odd page) stands on its right edge, the page's outer one, as the folio does. The centred looks
 * keep their blocks' frames where `heroFrame` sets them.
 */
function blockOnLookEdge({ frame, band }: { frame: Rect; band: Rect | null }, box: Rect, look: PageLook, outerRight: boolean): { frame: Rect; band: Rect | null } {
  const placed = look.feature && outerRight ? { ...frame, x: box.x + box.width - frame.width } : onLookEdge(frame, box, look);
  if (placed === frame) return { frame, band };
  return { frame: placed, band: band && bandWithFrame(placed, frame, band) };
}

/**
 * A block's frame narrower than its cells, its caption beside it (decision 1090), stands on the
 * grid's outer edge its cells reach: its row's photos and captions then span the grid as a row of
 * single cells does, centred on the page (centred in its cells, the row stood 4 mm off centre).
 */
function besideOnOuterEdge({ frame, band }: { frame: Rect; band: Rect | null }, box: Rect, at: GridPlace, columns: number): { frame: Rect; band: Rect | null } {
  if (!band || !captionStandsBeside({ frame, captionBand: band })) return { frame, band };
  const x = at.column === 0 ? box.x : at.column + at.columns >= columns ? box.x + box.width - frame.width : frame.x;
  const placed = { ...frame, x };
  return { frame: placed, band: bandWithFrame(placed, frame, band) };
}

/**
 * A frame of `ratio` (width over height) in the middle of a box, its caption band under it and as
 * wide, as far under it as under the box: a passe-partout's mat between them (decision 1085); or
 * beside it (`bandWithFrame`).
 */
function frameIn(ratio: number, box: Rect, band: Rect | null): { frame: Rect; band: Rect | null } {
  const frame = fitInBox({ width: ratio, height: 1 }, box);
  return { frame, band: band && bandWithFrame(frame, box, band) };
}

/**
 * The least share of a photo's height a block's frame keeps where the block is wider than the
 * photo: a figure's head and shoes (decision 1073's 90 % on the full page). A landscape page's
 * spread columns (document-grid.ts) made blocks wider, and a 2:3 hero filling its block there lost
 * its head (decision 1076).
 */
const BLOCK_HEIGHT_KEPT = 0.9;
/**
 * A hero's least share, as a grid figure's (FLOOR_KEPT, decision 1103): at 0.742 the opener lost the
 * whole 7 % of headroom off the top, its crown near-tangent to its frame (the ninth review, finding 4);
 * a 2:3 hero's frame narrows to 0.687, 3 % off the top, and the width goes to the margin (decision 1109).
 */
const HERO_HEIGHT_KEPT = FLOOR_KEPT;

/**
 * A block's frame with 'Riempi' (a hero's, or a wide photo's two cells of a row). Its block keeps
 * the grid's cells' shape, which cut a 2:3 hero in a wide block to its middle third (decision 1041): where the block would keep less than
 * MIN_KEPT_SHARE of the photo across or down, a hero's frame takes the standard shape nearest the
 * photo's, and the frame and its caption band stand together in the middle of the block. Otherwise
 * the frame is the block, narrowed, in its middle, where it would keep under `heightKept` of the
 * photo's height (a hero's HERO_HEIGHT_KEPT, another block's BLOCK_HEIGHT_KEPT): a wide photo (`wide`) in a spread block too, 111 mm of its 140 rather than a 3:2
 * frame of 100 mm adrift in it or the block's width at 75 % of the figure's height (decision 1076).
 */
function heroFrame(photo: Size, box: Rect, band: Rect | null, wide: boolean, heightKept: number): { frame: Rect; band: Rect | null } {
  const ratio = prevailingRatio([photo]);
  const [boxRatio, photoRatio] = [box.width / box.height, photo.width / photo.height];
  const kept = keptIn(boxRatio, photoRatio);
  if (ratio && kept < MIN_KEPT_SHARE && !wide) return frameIn(ratio, box, band);
  const widest = photoRatio / heightKept;
  return boxRatio > widest ? frameIn(widest, box, band) : { frame: box, band };
}

/**
 * Page 1's photo in a cell whose caption column its caption, now under it, leaves empty
 * (`captionsBeside`): the box is a column wider and a band shorter, and filling it cut the
 * figure's head off. It keeps the catalogue's frame, on its box's foot (the hero's foot line) and
 * left edge (the title block's), its caption band under it (decision 1110).
 */
function companionFrame(ratio: number, box: Rect, band: Rect | null): { frame: Rect; band: Rect | null } {
  const fitted = fitInBox({ width: ratio, height: 1 }, box);
  const frame = { ...fitted, x: box.x, y: box.y + box.height - fitted.height };
  return { frame, band: band && bandWithFrame(frame, box, band) };
}

/** A placement moved across by `dx`: its box, frame, image and caption band. */
function movedAcross(placement: PhotoPlacement, dx: number): PhotoPlacement {
  const across = (rect: Rect) => ({ ...rect, x: rect.x + dx });
  const { box, frame, image, captionBand } = placement;
  return { ...placement, box: across(box), frame: across(frame), ...(image && { image: across(image) }), ...(captionBand && { captionBand: across(captionBand) }) };
}

/**
 * Page 1's photos right of a raised hero, a gutter after it, where the header beside the hero
 * starts (`openingZones`): the title block, the companion and its caption on one left edge, its
 * foot on the hero's, as the 9 landscape cover sets its plates. In its own cell, the companion
 * stood 105-236 pt further right, sharing no edge (the ninth review, finding 2; decision 1110).
 */
function besideTheHero(placements: PhotoPlacement[], hero: PhotoPlacement, gutter: number): PhotoPlacement[] {
  const edge = hero.frame.x + hero.frame.width;
  const beside = placements.filter((placement) => placement.frame.x >= edge);
  if (beside.length === 0) return placements;
  const dx = edge + gutter - Math.min(...beside.map((placement) => placement.frame.x));
  return placements.map((placement) => (beside.includes(placement) ? movedAcross(placement, dx) : placement));
}

/**
 * Page 1's zones with its header ending `foot` high at most, the grid's zone from there: a row of
 * companions grown past the catalogue's companion rises into the header's band (`companionRow`).
 */
function headerOver(zones: PageZones, foot: number): PageZones {
  const height = Math.min(zones.header.height, foot - zones.header.y);
  const top = zones.header.y + height;
  return { ...zones, header: { ...zones.header, height }, grid: { ...zones.grid, y: top, height: zones.footer.y - top } };
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
  /** A grid page's photo block across, on its grid: where its look's rules and folio line up (decision 1068). */
  edges?: { x: number; width: number };
  /** Page 1 beside a raised hero, its captions under the photos where the grid's stand beside them (decision 1110). */
  captionsUnder?: true;
  /** The closing page's photos in rows of their order (decision 1120): its rows close up to the grid page's white once captioned. */
  inOrder?: true;
  /** A closing page on the grid's left edge (decision 1122): the white column on its right, from the photos' top to their foot. */
  closingColumn?: Rect;
}

/**
 * The share of a landscape photo's width under which a portrait cell makes it span two cells
 * (decision 1070): with 'Adatta' the whole photo prints, smaller, and a 3:2 photo at 44 % of a 2:3
 * cell's width is a stamp; a 4:3 one at 56 % of a 3:4 cell stays, or mixes of phone photos held
 * either way would turn every other photo into a double. With 'Riempi' the cell cuts the photo, and
 * any cut past MIN_KEPT_SHARE spans (decision 1076: a 3:2 photo kept 53 % of its width in a 4:5 cell).
 */
const WIDE_WHOLE_SHARE = 0.5;

/**
 * Whether a plain photo spans two cells of a row: a landscape photo among portrait frames, its
 * frame of its own shape inside (heroFrame), where one cell would keep too little of it.
 */
function widePhotos(photos: readonly LayoutPhoto[], frame: FrameShape | undefined, fill: boolean): (index: number) => boolean {
  const least = fill ? MIN_KEPT_SHARE : WIDE_WHOLE_SHARE;
  return (index) => {
    const photo = photos[index];
    return frame !== undefined && frame.ratio < 1 && photo !== undefined && photo.width > photo.height && (frame.ratio * photo.height) / photo.width < least;
  };
}

/** Whether a photo fills a block of `span` places of `cells` as a cell's photo fills its cell: it keeps MIN_KEPT_SHARE of its width and height there. */
function fillsBlock(photo: Size | undefined, cells: CellGrid, span: { columns: number; rows: number }, layout: CatalogLayout): boolean {
  const followingLook = gridLook(pageLook(layout.look), layout.orientation, 'following');
  const { box } = photoArea(placeCell(cells, { column: 0, row: 0, ...span }, followingLook.photoShare), layout, followingLook);
  return photo !== undefined && keptIn(box.width / box.height, photo.width / photo.height) >= MIN_KEPT_SHARE;
}

/** Three photos as Editoriale's page of a larger photo sets them: the first over both rows, the other two stacked beside it. */
const BLOCK_BESIDE_TWO: readonly GridPlace[] = [
  { column: 0, row: 0, columns: 2, rows: 2 },
  { column: 2, row: 0, columns: 1, rows: 1 },
  { column: 2, row: 1, columns: 1, rows: 1 },
];

/**
 * A closing page of three photos on two columns (4 per page) printed 2 + 1, the lone photo centred
 * between two holes, which a buyer reads as a missing product (the eighth review, finding 7). It
 * takes Editoriale's arrangement instead, in every look: the first photo over both rows of the
 * 6-per-page grid beside the other two stacked (`featureCells`), where that photo fills the block.
 */
function blockBesideTwo(indices: readonly number[], closing: CellGrid | undefined, cells: CellGrid | undefined, photos: readonly LayoutPhoto[], layout: CatalogLayout): CellGrid | undefined {
  const [first] = indices;
  const block = BLOCK_BESIDE_TWO[0];
  if (indices.length !== BLOCK_BESIDE_TWO.length || closing?.columns !== 2 || !cells || !block || first === undefined) return undefined;
  return fillsBlock(photos[first], cells, block, layout) ? cells : undefined;
}

/** The plan of the photos' pages on a catalogue's grid. */
function planOn(grid: DocumentGrid, photos: readonly LayoutPhoto[], marks: readonly PhotoMark[], { perPage, frame, fill, look, layout, featureGrid, wideGrid }: { perPage: number; frame: FrameShape | undefined; fill: boolean; look: PageLook; layout: CatalogLayout; featureGrid: CellGrid | undefined; wideGrid?: CellGrid | undefined }) {
  const tall = (index: number) => (photos[index]?.height ?? 0) > (photos[index]?.width ?? 0);
  const wide = widePhotos(photos, frame, fill);
  // Editoriale's larger photo where its photo fills the block as a cell's fills its cell: a 2:3 photo among 3:2 frames kept half its height there, or stood narrow in the block's middle.
  const fills = (index: number, span: { columns: number; rows: number }) => featureGrid !== undefined && fillsBlock(photos[index], featureGrid, span, layout);
  const plain = { perPage, grids: { opening: grid.opening, following: grid.following }, heroSpan, tall, wide, ...(wideGrid && { wideGrid }) };
  const withoutFeature = planPages(marks, plain);
  if (!look.feature || !featureGrid) return withoutFeature;
  // A larger photo spends the catalogue's white, never a page of its own: its page held three of six
  // photos, and Editoriale printed a page more than the other looks (decision 1098). Where the
  // pages of larger photos cost one, the last of them gives its block up, until none does.
  const refused = new Set<number>();
  for (;;) {
    const feature = { grid: featureGrid, span: featureSpan, fills: (index: number, span: { columns: number; rows: number }) => !refused.has(index) && fills(index, span) };
    const featured = planPages(marks, { ...plain, feature });
    if (featured.length <= withoutFeature.length) return featured;
    const last = featured.findLast((page) => page.feature);
    const block = last?.indices.find((_, slot) => (last.places[slot]?.rows ?? 1) > 1);
    if (block === undefined) return withoutFeature;
    refused.add(block);
  }
}

/**
 * A full page's plate (decision 1099): the live area across, or the grid pages' photo block where it
 * runs wider (6 landscape's 10 mm sides, decision 1090), from under the running head to
 * PLATE_FOOT_CLEAR over the footer's line, inside a passe-partout's keyline where the look has one.
 * Not the block where it is narrower: a height-bound 4 portrait block cut a 2:3 plate to 86-92 % of
 * its width, where the margins hold it whole (decision 1113).
 */
function plateArea(zones: PageZones, block: { x: number; width: number }, mat: number): Rect {
  const { content } = zones;
  const left = Math.min(content.x, block.x);
  const right = Math.max(content.x + content.width, block.x + block.width);
  const top = zones.grid.y + mat;
  return { x: left + mat, y: top, width: right - left - 2 * mat, height: zones.footer.y - PLATE_FOOT_CLEAR - mat - top };
}

/**
 * The plan again with page 1 holding a row of companions under its title (decision 1116), where page 1
 * laid out on `plan` sets its captions under a hero raised on its first column and more companions than
 * one fit between the title block's edge and the grid's right edge at the companion's size: `replan`
 * plans page 1 with that many places beside the hero, the photos after them moving on to page 2.
 * Undefined where page 1 keeps its one companion: no row fits, or the row would hold a hero or a wide photo,
 * or print a page more. 'Adatta' counts at its whole companion's size too (decision 1125).
 */
function rowPlan(page: PageLayout | undefined, plan: readonly PlannedPage[], replan: (companions: number) => PlannedPage[], right: number): PlannedPage[] | undefined {
  const [planned] = plan;
  if (!page?.captionsUnder || !planned) return undefined;
  const heroSlot = planned.places.findIndex((at) => at.row < 0);
  const hero = page.placements[heroSlot];
  const heroRight = hero ? hero.frame.x + hero.frame.width : Infinity;
  const companion = page.placements.find((placement) => placement !== hero && placement.frame.x >= heroRight);
  if (!hero || !companion || planned.places[heroSlot]?.column !== 0) return undefined;
  const count = platesThatFit(companion.frame.x, companion.frame.width, { gutter: companion.frame.x - heroRight, right });
  if (count <= 1) return undefined;
  const widened = replan(count);
  const [first] = widened;
  const plainRow = first?.places.every((at, slot) => (slot === heroSlot ? at.row < 0 && at.column === 0 : at.row === 0 && at.columns === 1 && at.rows === 1)) === true;
  return plainRow && (first?.indices.length ?? 0) > planned.indices.length && widened.length <= plan.length ? widened : undefined;
}

export function layoutPages(photos: readonly LayoutPhoto[], layout: CatalogLayout): PageLayout[] {
  const look = pageLook(layout.look);
  const perPage = layout.imagesPerPage;
  const { frame, orientation } = layout;
  const settings = { orientation, perPage, look, frame };
  const planning = { perPage, frame, fill: layout.fill === true, look, layout };
  const marks = photos.map((photo): PhotoMark => (layout.onePerPage ? 'full' : markOf(photo)));
  // Grid photos that all fit on one page print there, in its whole grid: no following page's frames to match.
  const gridPhotos = marks.filter((mark) => mark !== 'full').length;
  const whole = gridPhotos <= perPage ? documentGrid(settings, gridPhotos) : undefined;
  const followingShare = gridLook(look, orientation, 'following').photoShare;
  const wholePlan = whole && planOn(whole, photos, marks, { ...planning, featureGrid: look.feature ? featureCells(settings, whole, followingShare) : undefined });
  const oneGridPage = wholePlan !== undefined && wholePlan.filter((planned) => planned.kind !== 'full').length <= 1;
  const grid = whole && oneGridPage ? whole : documentGrid(settings);
  const blockCells = featureCells(settings, grid, followingShare);
  const featureGrid = look.feature ? blockCells : undefined;
  const wide = widePhotos(photos, frame, planning.fill);
  const ratiosOf = (isWide: boolean) => photos.flatMap((photo, index) => (wide(index) === isWide && marks[index] === undefined ? [photo.width / photo.height] : []));
  const wideGrid = wideCells(settings, grid, followingShare, { plain: ratiosOf(false), wide: ratiosOf(true) });
  const plan = wholePlan && oneGridPage ? wholePlan : planOn(grid, photos, marks, { ...planning, featureGrid, wideGrid });
  const gridRight = (cells: CellGrid, share: number) => {
    const { x, width } = blockEdges(cells, share);
    return x + width;
  };
  // A cell's photo box on the grid pages after the first, by its row (and column).
  const followingBox = (row: number, column = 0) => photoArea(placeCell(grid.following, { column, row, columns: 1, rows: 1 }, followingShare), layout, gridLook(look, orientation, 'following')).box;
  // The frame of a cell on the pages after the first: no companion of page 1's row is larger.
  const gridFrame = fitInBox({ width: frame?.ratio ?? 1, height: 1 }, followingBox(0));
  // The following grid's row lines: the top of each row's frames on a grid page after the first.
  const rowLines = Array.from({ length: grid.following.rows }, (_, row) => followingBox(row).y);
  // The grid's white between a row's caption band and the next row's frames (decision 1120).
  const firstArea = photoArea(placeCell(grid.following, { column: 0, row: 0, columns: 1, rows: 1 }, followingShare), layout, gridLook(look, orientation, 'following'));
  const rowGap = (rowLines[1] ?? 0) - (firstArea.captionBand ? firstArea.captionBand.y + firstArea.captionBand.height : firstArea.box.y + firstArea.box.height);
  // 'Adatta': a width-bound grid's row lines all moved down to the page's optical centre, on every grid page after the first (decisions 1129, 1132).
  const lastBox = followingBox(grid.following.rows - 1);
  const followingZones = pageZones(orientation, look, 'following');
  const field = followingZones.grid;
  const bandUnder = bottomOf(firstArea.captionBand ?? firstArea.box) - bottomOf(firstArea.box);
  const span = { field: { top: field.y, foot: bottomOf(field) }, photos: { top: rowLines[0] ?? 0, foot: bottomOf(lastBox) }, lowest: bottomOf(lastBox) + bandUnder, startsBy: SLIM_HEAD_SHARE[orientation] * followingZones.page.height };
  const drop = layout.fill || captionsBeside(layout) ? 0 : opticalDrop(span);
  /** The pages of a plan; with `row`, page 1's companions in a row to the grid's right edge (`companionRow`). */
  const laidOut = (plan: readonly PlannedPage[], row: boolean): PageLayout[] => {
    const pages: PageLayout[] = [];
    const lastGridPage = plan.findLast((planned) => planned.kind !== 'full');
    for (const planned of plan) {
      const [first = 0] = planned.indices;
      const photo = photos[first];
      if (!photo) throw new Error('Layout invariant broken: a page without its photo');
      if (planned.kind === 'full') {
        const zones = pageZones(orientation, look, 'following');
        const edges = { x: 0, y: 0, ...zones.page };
        const frame = fullPageFrame(photo, zones.page, { captioned: !photo.uncaptioned, ...(!layout.onePerPage && { plate: plateArea(zones, blockEdges(grid.following, followingShare, matWidth(look)), matWidth(look)) }) });
        pages.push({ number: pages.length + 1, zones, placements: [{ index: first, cell: edges, box: frame, frame, image: fillBox(photo, frame, photo.focus) }], fullBleed: true });
        continue;
      }
      const { kind, indices } = planned;
      const pageGridLook = gridLook(look, orientation, kind);
      const share = pageGridLook.photoShare;
      const evenClosing = planned.closing && frame ? closingGrid({ ...settings, frame }, indices.length) : undefined;
      const trio = planned.feature ? undefined : blockBesideTwo(indices, evenClosing, blockCells, photos, layout);
      const closing = trio ? undefined : evenClosing;
      // A page of a larger photo, of wide photos or of three photos closing 4 per page on its own cells (`featureCells`, `wideCells`).
      const ownGrid = planned.feature && featureGrid ? featureGrid : trio ?? (planned.wide && wideGrid ? wideGrid : grid[kind]);
      const cellGrid = closing ?? ownGrid;
      const places = trio ? BLOCK_BESIDE_TWO : closing ? closingPlaces(indices.length, closing.rows) : kind === 'following' ? centredRows(planned.places, cellGrid.columns) : planned.places;
      const ownZones = pageZones(orientation, look, kind);
      // The white under page 1's header: the catalogue grid's (a passe-partout's to its keyline, decision 1085), or the spec grid's row white.
      const underHeader = frame ? headerGap(look, frame) : cellGrid.rowPitch - cellGrid.size.height * share;
      // A raised hero beside the header starts at the top margin; one the grid's whole width, under the header at the look's own height.
      const raisedTop = (at: GridPlace) => (at.columns < cellGrid.columns ? ownZones.content.y : ownZones.header.y + ownZones.header.height + underHeader);
      const cells = places.map((at) => (at.row < 0 ? fromTop(placeCell(cellGrid, at, share), raisedTop(at), share) : placeCell(cellGrid, at, share)));
      const page: PageLayout = { number: pages.length + 1, zones: ownZones, placements: [], kind, edges: blockEdges(ownGrid, share, matWidth(look)) };
      pages.push(page);
      // Page 1 beside a raised hero sets under its photos the captions its grid's cells keep a column beside them for (decision 1110).
      const movedUnder = kind === 'opening' && places.some((at) => at.row < 0 && at.columns < cellGrid.columns) && captionsBeside(layout);
      indices.forEach((index, slot) => {
        const placedPhoto = photos[index];
        const cell = cells[slot];
        const at = places[slot];
        if (!cell || !placedPhoto || !at) throw new Error('Layout invariant broken: no cell for a photo');
        const { box, captionBand } = photoArea(cell, { ...layout, opening: movedUnder }, pageGridLook);
        const block = at.columns > 1 || at.rows > 1;
        const companion = movedUnder && !block && layout.fill === true;
        // Editoriale's larger photo (decision 1084): a block of rows with no mark of the user's.
        const feature = block && at.rows > 1 && marks[index] === undefined;
        const fitHero = block && !layout.fill && !feature;
        const wideBlock = marks[index] === undefined && at.rows === 1;
        // A wide photo with its caption beside it (6 landscape) keeps its whole height, as in the justified row it shares with a 4:5
        // photo (decision 1103): alone in its row, its block's width cut 10 % off its top and foot (decision 1116's closing page).
        const keptDown = marks[index] === 'hero' ? HERO_HEIGHT_KEPT : wideBlock && captionBand && captionStandsBeside({ frame: box, captionBand }) ? 1 : BLOCK_HEIGHT_KEPT;
        const shaped = block && frame ? heroFrame(placedPhoto, box, captionBand, wideBlock, keptDown) : companion && frame ? companionFrame(frame.ratio, box, captionBand) : { frame: box, band: captionBand };
        const outerRight = at.column > 0 && at.column + at.columns >= cellGrid.columns;
        // A whole hero ('Adatta') stands with its caption in the middle of its tall block, not on its foot (decision 1050).
        // Page 1's companion keeps its box's left edge, the title block's, in every look.
        // Page 1 beside a raised hero is composed as the 9 landscape cover: the hero on the grid's left edge in every look (decision 1116).
        const onEdge = companion ? shaped : blockOnLookEdge(fitHero ? frameIn(placedPhoto.width / placedPhoto.height, box, captionBand) : shaped, box, movedUnder ? { ...look, headerAlign: 'left' } : look, outerRight);
        const { frame: frameBox, band } = block && layout.fill ? besideOnOuterEdge(onEdge, box, at, cellGrid.columns) : onEdge;
        // A whole photo in a cell stands on its box's foot, its caption in line with its row's; a block's photo, then raised to its first row's top line (decision 1123).
        const whole = band ? fitOnBoxBottom(placedPhoto, box) : fitInBox(placedPhoto, box);
        const placed = layout.fill ? { frame: frameBox, image: fillBox(placedPhoto, frameBox, placedPhoto.focus) } : { frame: fitHero ? frameBox : feature ? blockOnLookEdge({ frame: whole, band: null }, box, look, outerRight).frame : onLookEdge(whole, box, look) };
        page.placements.push({ index, cell, box, ...placed, ...(band && { captionBand: band }) });
      });
      // 'Adatta': a block over two rows with no mark of the user's (Editoriale's larger photo, the block beside two photos)
      // hangs from its first row's top line, with the photos beside it (decision 1123).
      const blockSlot = places.findIndex((at, slot) => at.rows > 1 && at.row >= 0 && marks[indices[slot] ?? -1] === undefined);
      const floor = ownZones.grid.y + ownZones.grid.height;
      const pagePhotos = indices.map((index) => photos[index] ?? { width: 1, height: 1 });
      // On a page after the first, a block beside a column is sized so both run from the catalogue's top line to one foot (decision 1129).
      if (!layout.fill && blockSlot >= 0) {
        const stacks = kind === 'following' && rowLines[0] !== undefined ? wholeBlockBesideColumn(page.placements, places, blockSlot, pagePhotos, { top: rowLines[0], floor }) : undefined;
        page.placements = stacks ?? featureOnRowTop(page.placements, places, blockSlot);
      }
      if (layout.fill) page.placements = justifyMixedRows(page.placements, places, pagePhotos, pageGridLook);
      // The last grid page's rows on the grid pages' row lines (decision 1115), where its rows are a grid's plain rows;
      // where it mixes shapes (a photo across two cells), its photos in rows of their order at the grid's own gap (decision 1120),
      // in 'Adatta' too: frames of each photo's own shape cut nothing, so each stays whole (decision 1126).
      if (planned === lastGridPage && kind === 'following' && places.every((at) => at.rows === 1 && at.row >= 0)) {
        const mixed = places.some((at) => at.columns > 1) && rowLines[0] !== undefined;
        const ordered = mixed ? rowsInOrder(page.placements, places, pagePhotos, { top: rowLines[0] ?? 0, gap: rowGap, floor }) : undefined;
        const lined = ordered ?? onRowLines(page.placements, places.map((at) => at.row), rowLines, floor);
        // 'Adatta': whole photos of two shapes in one row on the row's one foot, captions beside their photos apart (decision 1133).
        const beside = lined.some((placement) => placement.captionBand && captionStandsBeside(placement));
        page.placements = ordered || layout.fill || beside ? lined : onRowFeet(lined, places.map((at) => at.row), floor);
        if (ordered) page.inOrder = true;
        // Photos with their captions beside them (6 landscape) on the grid's left edge, the white one column on the right (decision 1122).
        const lastColumn = followingBox(0, grid.following.columns - 1);
        const { placements, white } = onGridEdge(page.placements, { left: gridFrame.x, column: lastColumn.x, right: gridRight(grid.following, followingShare) });
        page.placements = [...placements];
        if (white) page.closingColumn = white;
      }
      if (kind === 'following' && drop > 0) page.placements = droppedPage(page.placements, drop, floor);
      if (!layout.fill) page.placements = sideCaptionsOnTheirPhotos(page.placements);
      const raisedSlot = places.findIndex((at) => at.row < 0);
      const raised = page.placements[raisedSlot];
      const under = raised !== undefined && (places[raisedSlot]?.columns ?? 0) >= cellGrid.columns;
      const gutter = cellGrid.pitch - cellGrid.size.width * share;
      if (movedUnder) page.captionsUnder = true;
      if (movedUnder && raised && !under) page.placements = row ? companionRow(page.placements, raised, { gutter, right: gridRight(ownGrid, share), largest: gridFrame }, (index) => photos[index], !layout.fill) : besideTheHero(page.placements, raised, gutter);
      if (kind === 'opening') page.zones = openingZones(ownZones, under ? ownZones.header : grid.openingHeader, under || !raised ? undefined : captionedFrame(raised, pageGridLook), gutter);
      // 'Adatta': the hero on its companions' foot line (decision 1129; the 9 landscape cover's too, decision 1133).
      if (kind === 'opening' && !layout.fill && !movedUnder && raised && !under) page.placements = onHeroFoot(page.placements, raised);
      // A row of companions grown past 1110's companion rises into the header's band: the header ends a header's white over it.
      if (row && kind === 'opening') page.zones = headerOver(page.zones, Math.min(...page.placements.filter((placement) => placement !== raised).map((placement) => placement.frame.y)) - underHeader);
    }
    return pages;
  };
  const pages = laidOut(plan, false);
  const widened = wholePlan && oneGridPage ? undefined : rowPlan(pages[0], plan, (companions) => planOn({ ...grid, opening: { ...grid.opening, columns: grid.opening.columns + companions - 1 } }, photos, marks, { ...planning, featureGrid, wideGrid }), gridRight(grid.opening, gridLook(look, orientation, 'opening').photoShare));
  return widened ? laidOut(widened, true) : pages;
}
