/**
 * Which photo goes where: pages = ceil(photos / perPage) (spec 9), each photo centred in 90 % of
 * its cell with its aspect ratio kept, or cropped to fill that area (issue 26.1), a short last page
 * balanced (issue 26.3). The page preview
 * reuses this to draw exactly what prints.
 */
import type { LookName, Orientation } from '../../shared/index.js';
import { balancedCells } from './balanced-cells.js';
import type { FrameShape } from './frame-shape.js';
import { fillBox, type Focus } from './focal-point.js';
import { fitInBox, fitOnBoxBottom, pageZones, photoArea, type PageZones, type Rect, type Size } from './geometry.js';
import { pageLook } from './looks.js';

export interface CatalogLayout {
  orientation: Orientation;
  /** 4, 6 or 9 in the product; any positive count gets a roughly square grid. */
  imagesPerPage: number;
  /** Some photo has a caption: every cell keeps a caption band under its photo. */
  captions?: boolean;
  /** Issue 26.1: every photo cropped to fill its box, around its focal point. */
  fill?: boolean;
  /** Issue 26.6: margins and gutters; Classico without it. */
  look?: LookName;
  /** Issue 35.1: with `fill`, the frames' shape, the grid's cells resized around it; the cells' own shape without it. */
  frame?: FrameShape;
}

/** A photo as the layout places it: its pixel size (only the ratio counts) and its focal point. */
export interface LayoutPhoto extends Size {
  focus?: Focus;
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
  /** 1-based, as printed on the badge. */
  number: number;
  zones: PageZones;
  placements: PhotoPlacement[];
}

export function layoutPages(photos: readonly LayoutPhoto[], layout: CatalogLayout): PageLayout[] {
  const look = pageLook(layout.look);
  const perPage = layout.imagesPerPage;
  const frame = layout.fill ? layout.frame : undefined;
  const pages: PageLayout[] = [];
  let cells: Rect[] = [];
  photos.forEach((photo, index) => {
    const slot = index % perPage;
    if (slot === 0) {
      const kind = pages.length === 0 ? 'opening' : 'following';
      pages.push({ number: pages.length + 1, zones: pageZones(layout.orientation, look, kind), placements: [] });
      cells = balancedCells(layout.orientation, perPage, Math.min(perPage, photos.length - index), look, kind, frame);
    }
    const cell = cells[slot];
    const page = pages[pages.length - 1];
    if (!cell || !page) throw new Error('Layout invariant broken: no cell for a photo');
    const { box, captionBand } = photoArea(cell, layout.captions === true, look);
    const placed = layout.fill ? { frame: box, image: fillBox(photo, box, photo.focus) } : { frame: captionBand ? fitOnBoxBottom(photo, box) : fitInBox(photo, box) };
    page.placements.push({ index, cell, box, ...placed, ...(captionBand && { captionBand }) });
  });
  return pages;
}
