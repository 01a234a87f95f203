/**
 * Where a grid page's photos start and end across: the line a look's hairlines and folio stand on.
 * Frames shaped like the photos narrow the grid inside the content zone, and Classico's rules ran
 * from the margins, 8 mm outside the photos (the independent review of issue 35). Each grid page
 * carries its grid's edges (`PageLayout.edges`); a full page lines up with the pages after the first.
 */
import type { Orientation } from '../../shared/index.js';
import { blockEdges, documentGrid } from './document-grid.js';
import type { FrameShape } from './frame-shape.js';
import { matWidth, type PageKind, type Rect } from './geometry.js';
import { gridLook, type PageLook } from './looks.js';

export interface PhotoEdges {
  x: number;
  width: number;
}

/** The left edge and width of a full page's photo block after page 1, on the catalogue's one grid (decision 1068). */
export function photoEdges(orientation: Orientation, perPage: number, look: PageLook, frame?: FrameShape): PhotoEdges {
  return blockEdges(documentGrid({ orientation, perPage, look, frame }).following, gridLook(look, orientation, 'following').photoShare, matWidth(look));
}

/** From the leftmost edge to the rightmost of these, or undefined for none. */
function spanOf(spans: readonly PhotoEdges[]): PhotoEdges | undefined {
  if (spans.length === 0) return undefined;
  const left = Math.min(...spans.map((span) => span.x));
  const right = Math.max(...spans.map((span) => span.x + span.width));
  return { x: left, width: right - left };
}

/**
 * The edges widened to hold every frame on the page: a hero set with the photos beside it can
 * reach past the full grid's edges (22 mm at 4 per page), and a rule the photos stand out of reads
 * as a mistake (the second independent review of issue 35). A page whose photos stay inside keeps
 * the grid's edges, so its rules match the pages around it.
 */
export function holdingFrames(edges: PhotoEdges | undefined, frames: readonly Rect[]): PhotoEdges | undefined {
  return edges && spanOf([edges, ...frames]);
}

/**
 * The edges each grid page's furniture stands on. On page 1 a look with hairlines sets them on its
 * photos: at 4 per page the hero alone, narrower than the grid, left Classico's rules 1.9 mm and
 * Editoriale's 3.5 mm past it (the sixth review, finding 10; decision 1092); so does Galleria's title
 * panel, which overhung its hero by 25 pt a side (the seventh review, finding 8). The later grid pages
 * share one frame, the widest of their grids' edges (each page's `holdingFrames`), in every look:
 * set on each page's own photos (decision 1084), Editoriale's head jumped from x 34 to x 102 and
 * its foot rule shrank from 690 to 549 pt from one page to the next (the seventh review, finding 5;
 * decision 1098). Only the photo block centres within it. `frames` are, per page, what shows of its
 * photos, captions beside them included. A 6 landscape cover whose captions stand under its photos
 * (`captionsUnder`, decision 1110) keeps the grid's edges: on its photos, the header beside the hero
 * was its companion's 127 pt and cut a title the form accepts.
 */
export function furnitureEdges(pages: readonly { edges?: PhotoEdges; kind?: PageKind; captionsUnder?: true; frames: readonly Rect[] }[], look: PageLook): (PhotoEdges | undefined)[] {
  const onPhotos = look.hairlines || look.opening.panel;
  const own = pages.map(({ edges, kind, captionsUnder, frames }) => (kind === 'opening' && onPhotos && !captionsUnder && frames.length > 0 ? spanOf(frames) : holdingFrames(edges, frames)));
  const following = spanOf(own.filter((edges, index): edges is PhotoEdges => edges !== undefined && pages[index]?.kind === 'following'));
  return own.map((edges, index) => (pages[index]?.kind === 'following' ? following : edges));
}
