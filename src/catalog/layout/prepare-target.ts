/**
 * How large a photo needs to be for the cell it lands in: at most 300 ppi at its printed size
 * (DECISIONS "PDF"), never upscaled. The first page's cells are smaller than the others', and
 * filled frames take the photos' shape, so the target depends on the photo's place (decision 0995).
 */
import { DEFAULT_LINE_SHEET_OPTIONS, LIMITS, STANDARD_JPEG, sameJpegEncoding, type CatalogLayoutKind, type FrameRatio, type ImagesPerPage, type JpegEncoding, type LineSheetOptions, type LookName, type Orientation, type PhotoFit } from '../../shared/index.js';
import type { PrepareTarget } from '../types.js';
import { documentGrid } from './document-grid.js';
import { MIN_PAGE_COVER, frameRatioFor, prevailingRatio, stretchedRatio } from './frame-shape.js';
import { POINTS_PER_INCH, pageZones, photoArea, type CaptionRoom, type PageKind, type Size } from './geometry.js';
import { lineSheetFrame } from './line-sheet.js';
import { gridLook, pageLook } from './looks.js';
import type { PhotoMark } from './page-plan.js';
import { layoutPages, onePhotoPerPage } from './pages.js';

/** The settings a prepare target depends on. */
export interface TargetLayout {
  orientation: Orientation;
  imagesPerPage: ImagesPerPage;
  /** Some photo has a caption, so the photos print smaller above their caption band. */
  captions?: boolean;
  /** Some caption has colours or sizes: the caption bands are taller (decision 1058). */
  variants?: boolean;
  layout?: CatalogLayoutKind;
  lineSheet?: Pick<LineSheetOptions, 'rowsPerPage'>;
  photoFit?: PhotoFit;
  look?: LookName;
  /** 'Formato delle foto' (decision 0996): with 'Riempi', the frames' shape; 'auto' without it. */
  frameRatio?: FrameRatio;
  /** By photo, in the order of the sizes given: 'Pagina intera' and 'In evidenza' (issue 35.5, decision 1025). */
  fullPages?: readonly boolean[];
  heroes?: readonly boolean[];
  /** Galleria's one photo per page (`onePhotoPerPage`): every photo a full page. */
  onePerPage?: boolean;
}

/** The bands the layout keeps: colours and sizes count only in a catalogue with captions; beside the photos or under them as the format sets them. */
function captionRoom(layout: TargetLayout): Required<Omit<CaptionRoom, 'opening'>> {
  const captions = layout.captions === true;
  return { captions, variants: captions && layout.variants === true, orientation: layout.orientation, imagesPerPage: layout.imagesPerPage };
}

/**
 * Where a photo prints: on the opening page or one that follows (their cells differ, decision
 * 0995) and, when photos fill their frames, the frames' width-to-height ratio (decision 0996).
 */
export interface TargetPlacement {
  kind: PageKind;
  ratio?: number;
}

/**
 * How large a photo needs to be for the cell it prints in (`placement`, the opening page's cells
 * without one): at most `maxPpi` there, the quality preset's ceiling, in its encoding
 * (QUALITY_PRESETS). A photo prepared for the page it lands on never exceeds the ceiling there.
 */
export function prepareTargetFor(layout: TargetLayout, maxPpi: number = LIMITS.printPpi, jpeg: JpegEncoding = STANDARD_JPEG, placement: TargetPlacement = { kind: 'opening' }): PrepareTarget {
  if (layout.layout === 'line-sheet') {
    const { thumbnail } = lineSheetFrame(layout.orientation, layout.lineSheet?.rowsPerPage ?? DEFAULT_LINE_SHEET_OPTIONS.rowsPerPage);
    return { boxWidthPt: thumbnail.width, boxHeightPt: thumbnail.height, maxPpi, jpeg };
  }
  const look = pageLook(layout.look);
  const room = captionRoom(layout);
  const fill = layout.photoFit === 'fill';
  // A full page's cells are all alike: the first is every photo's on that kind of page.
  const frame = placement.ratio ? { ratio: placement.ratio, ...room } : undefined;
  const { size, origin } = documentGrid({ orientation: layout.orientation, perPage: layout.imagesPerPage, look, frame })[placement.kind];
  const { box } = photoArea({ ...origin, ...size }, room, gridLook(look, layout.orientation, placement.kind));
  return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi, jpeg, ...(fill && { fill: true }) };
}


/**
 * The frames' ratio for the layout and the photos' known sizes (decision 0996). Whole photos
 * ('Adatta') take the photos' prevailing shape in every look, so photos of one shape stand in the
 * grid 'Riempi' gives them (decisions 1052, 1053). 'Automatico' weighs each shape by the share of a full page after the
 * first its frames cover, which at 4 and 6 per page should reach MIN_PAGE_COVER (issue 35.2).
 */
export function frameRatioOf(layout: TargetLayout, sizes: readonly (Size | undefined)[]): number | undefined {
  const known = sizes.filter((size): size is Size => size !== undefined);
  const look = pageLook(layout.look);
  if (layout.photoFit !== 'fill') return prevailingRatio(known);
  const room = captionRoom(layout);
  const { page } = pageZones(layout.orientation, look, 'following');
  const cover = (ratio: number) => {
    const { size, origin } = documentGrid({ orientation: layout.orientation, perPage: layout.imagesPerPage, look, frame: { ratio, ...room } }).following;
    const { box } = photoArea({ ...origin, ...size }, room, gridLook(look, layout.orientation, 'following'));
    return box.height > 0 ? (layout.imagesPerPage * box.width * box.height) / (page.width * page.height) : 0;
  };
  const floor = layout.imagesPerPage <= 6 ? MIN_PAGE_COVER : 0;
  const choice = layout.frameRatio ?? 'auto';
  const ratio = frameRatioFor(choice, known, cover, floor, look.widestFrames === true);
  // 'Automatico' frames grow down into the white a width-bound grid leaves under them (decision 1073).
  return ratio !== undefined && choice === 'auto' ? stretchedRatio(ratio, known, cover) : ratio;
}

/** How each of `count` photos stands out: a page of its own, a hero's block, or a cell (undefined). */
function photoMarks(layout: TargetLayout, count: number): PhotoMark[] {
  const everyPage = onePhotoPerPage(layout);
  return Array.from({ length: count }, (_, index) => (everyPage || layout.fullPages?.[index] ? 'full' : layout.heroes?.[index] ? 'hero' : undefined));
}

/**
 * Every printed photo's target, in catalogue order: each photo prepared for the box it lands in,
 * read off the layout itself (a page of its own, a hero's block, a cell of the opening page or of
 * one that follows), so the two cannot disagree. `sizes` are the photos' upright pixel sizes,
 * undefined where not known yet: the known ones decide the frames' prevailing shape.
 */
export function photoTargets(layout: TargetLayout, sizes: readonly (Size | undefined)[], maxPpi: number = LIMITS.printPpi, jpeg: JpegEncoding = STANDARD_JPEG): PrepareTarget[] {
  if (layout.layout === 'line-sheet') {
    const thumbnail = prepareTargetFor(layout, maxPpi, jpeg);
    return sizes.map(() => thumbnail);
  }
  const marks = photoMarks(layout, sizes.length);
  // The frames' shape is the grid's: photos that stand out do not weigh in it.
  const ratio = frameRatioOf(layout, sizes.filter((_, index) => marks[index] === undefined));
  const fill = layout.photoFit === 'fill';
  const room = captionRoom(layout);
  const photos = sizes.map((size, index) => ({ width: size?.width ?? 1, height: size?.height ?? 1, fullPage: marks[index] === 'full', hero: marks[index] === 'hero' }));
  // Galleria's one photo per page stays full bleed where a marked full page takes a plate (full-page-frame.ts).
  const everyPage = onePhotoPerPage(layout) && { onePerPage: true };
  const pages = layoutPages(photos, { ...room, fill, ...(layout.look && { look: layout.look }), ...(ratio && { frame: { ratio, ...room } }), ...everyPage });
  // A filled photo covers its frame, which on a hero's page may be smaller than its box.
  const boxes = new Map(pages.flatMap((page) => page.placements.map((placement) => [placement.index, fill ? placement.frame : placement.box] as const)));
  return sizes.map((_, index) => {
    const box = boxes.get(index);
    if (!box) throw new Error('Layout invariant broken: a photo without a box');
    return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi, jpeg, ...((fill || marks[index] === 'full') && { fill: true }) };
  });
}

/**
 * The targets each photo's sharpness is judged against (the low-resolution warning, in the app and
 * the CLI), in catalogue order: a photo on a page of its own or in a hero's block in the box it
 * prints in there (decision 1041); any other in the frame of a following page, the grid's, or the
 * larger one it prints in where the last page closes the catalogue in larger frames (decision 1068).
 */
export function sharpnessTargets(layout: TargetLayout, sizes: readonly (Size | undefined)[], maxPpi: number = LIMITS.printPpi, jpeg: JpegEncoding = STANDARD_JPEG): PrepareTarget[] {
  const marks = photoMarks(layout, sizes.length);
  const ratio = frameRatioOf(layout, sizes.filter((_, index) => marks[index] === undefined));
  const cell = prepareTargetFor(layout, maxPpi, jpeg, { kind: 'following', ...(ratio && { ratio }) });
  const own = photoTargets(layout, sizes, maxPpi, jpeg);
  const larger = (target: PrepareTarget | undefined) => (target && target.boxWidthPt * target.boxHeightPt > cell.boxWidthPt * cell.boxHeightPt ? target : cell);
  return marks.map((mark, index) => (mark === undefined ? larger(own[index]) : (own[index] ?? cell)));
}

/** Whether two targets prepare a photo alike. */
export function sameTarget(a: PrepareTarget, b: PrepareTarget): boolean {
  return a.boxWidthPt === b.boxWidthPt && a.boxHeightPt === b.boxHeightPt && a.maxPpi === b.maxPpi && a.fill === b.fill && sameJpegEncoding(a.jpeg, b.jpeg);
}

/**
 * Points per pixel of a photo in the target's box: fitted whole, or (fill) covering it, where the
 * crop keeps the shorter side.
 */
export function boxScale(widthPx: number, heightPx: number, target: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>): number {
  const across = target.boxWidthPt / widthPx;
  const down = target.boxHeightPt / heightPx;
  return target.fill ? Math.max(across, down) : Math.min(across, down);
}

/**
 * The pixel size to prepare a photo at: the photo fitted in (or covering) the box, at no more than
 * maxPpi, and never larger than the photo itself. A cropped photo keeps its hidden part, so its
 * focal point can move without preparing it again.
 */
export function fitPixelSize(widthPx: number, heightPx: number, target: PrepareTarget): { width: number; height: number } {
  const scale = Math.min(1, (target.maxPpi * boxScale(widthPx, heightPx, target)) / POINTS_PER_INCH);
  if (scale === 1) return { width: widthPx, height: heightPx };
  return { width: Math.max(1, Math.floor(widthPx * scale)), height: Math.max(1, Math.floor(heightPx * scale)) };
}
