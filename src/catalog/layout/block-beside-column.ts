/**
 * 'Adatta': a block over two rows beside a column of photos, sized for its whole photo (the twelfth
 * review, finding A3; decision 1129). The block and the column kept 'Riempi''s cells, shaped for
 * cropping, so each whole photo stood width-bound in a cell taller than itself: the page started
 * 17-30 pt under the catalogue's top line, and the block's caption ended 58-88 pt above the
 * column's foot. A designer sizes the two widths so that both stacks run from the top line to one
 * foot: the block a little wider, the column a little narrower, the page's cover about the same.
 */
import type { Rect, Size } from './geometry.js';
import type { RowPlace, RowPlacement } from './justified-rows.js';

/** Where the page's stacks start and may not pass. */
export interface StackRoom {
  /** The catalogue's row-1 line: the top of the first row's frames on its grid pages. */
  top: number;
  /** The grid's foot: no caption band ends under it. */
  floor: number;
}

const rightOf = (rect: { x: number; width: number }) => rect.x + rect.width;
const footOf = (rect: { y: number; height: number }) => rect.y + rect.height;

/** The photo's area of a placement: its box and, under it, its caption band. */
const areaOf = ({ box, captionBand }: RowPlacement): Rect => ({ ...box, height: (captionBand ? footOf(captionBand) : footOf(box)) - box.y });

/** `area`'s cell: as much larger than it, about its centre, as `before`'s cell was than its area (the look's photo share). */
function cellAround(area: Rect, before: RowPlacement): Rect {
  const { cell } = before;
  const old = areaOf(before);
  const width = (area.width * cell.width) / old.width;
  const height = (area.height * cell.height) / old.height;
  return { x: area.x + area.width / 2 - width / 2, y: area.y + area.height / 2 - height / 2, width, height };
}

/** A placement re-drawn at `frame`, its box the frame, its caption band under it as far as before, across its new width, its cell around them. */
function reframed<Placement extends RowPlacement>(placement: Placement, frame: Rect): Placement {
  const band = placement.captionBand && { ...placement.captionBand, x: frame.x, width: frame.width, y: footOf(frame) + placement.captionBand.y - footOf(placement.frame) };
  const moved = { ...placement, box: frame, frame, ...(band && { captionBand: band }) };
  return { ...moved, cell: cellAround(areaOf(moved), placement) };
}

/**
 * `placements` with the block at `slot` and the column beside it re-sized for their whole photos
 * (`photos`, by slot): both start on `room.top`, the block's photo ends where the column's last
 * photo does, the column keeps its photos' white between them (caption band and the grid's gap),
 * and the two keep their outer edges and the gutter between them. Undefined where the page is not a
 * block over all its rows beside one column of one photo a row with its captions under it, or where
 * the stacks would pass the floor: the caller keeps its page.
 */
export function wholeBlockBesideColumn<Placement extends RowPlacement>(placements: readonly Placement[], places: readonly RowPlace[], slot: number, photos: readonly Size[], room: StackRoom): Placement[] | undefined {
  const block = placements[slot];
  const blockPhoto = photos[slot];
  const column = placements.map((placement, at) => ({ placement, place: places[at], photo: photos[at] })).filter((_, at) => at !== slot);
  const rows = places[slot]?.rows ?? 0;
  const oneColumn = column.every(({ placement }) => Math.abs(placement.frame.x - (column[0]?.placement.frame.x ?? 0)) < 0.5);
  const inRows = column.length === rows && column.every(({ place }, at) => place?.row === at && place.rows === 1 && place.columns === 1);
  const under = placements.every((placement) => !placement.captionBand || placement.captionBand.y >= footOf(placement.frame) - 0.5);
  if (!block || !blockPhoto || rows < 2 || places[slot]?.row !== 0 || !oneColumn || !inRows || !under) return undefined;
  const stack = column.flatMap(({ placement, photo }) => (photo ? [{ placement, ratio: photo.width / photo.height }] : []));
  if (stack.length !== column.length) return undefined;
  // Between two photos of the column: the caption band and the grid's gap, as its boxes had them.
  const between = stack.slice(1).reduce((sum, { placement }, at) => sum + placement.box.y - footOf(stack[at]?.placement.box ?? placement.box), 0);
  const blockLeft = block.frame.x < (stack[0]?.placement.frame.x ?? 0);
  const left = Math.min(...placements.map((placement) => placement.frame.x));
  const right = Math.max(...placements.map((placement) => rightOf(placement.frame)));
  const gutter = blockLeft ? (stack[0]?.placement.frame.x ?? 0) - rightOf(block.frame) : block.frame.x - rightOf(stack[0]?.placement.frame ?? block.frame);
  // One foot: (room - c) / blockRatio = c * sum(1 / ratio) + between, for the column's width c.
  const blockRatio = blockPhoto.width / blockPhoto.height;
  const across = right - left - gutter;
  const width = (across / blockRatio - between) / (stack.reduce((sum, { ratio }) => sum + 1 / ratio, 0) + 1 / blockRatio);
  if (!(width > 0 && width < across)) return undefined;
  const blockWidth = across - width;
  const blockFrame = { x: blockLeft ? left : right - blockWidth, y: room.top, width: blockWidth, height: blockWidth / blockRatio };
  const columnX = blockLeft ? right - width : left;
  let y = room.top;
  const stacked = new Map(
    stack.map(({ placement, ratio }, at) => {
      const frame = { x: columnX, y, width, height: width / ratio };
      const next = stack[at + 1]?.placement;
      y = footOf(frame) + (next ? next.box.y - footOf(placement.box) : 0);
      return [placement, reframed(placement, frame)] as const;
    }),
  );
  const laid = placements.map((placement, at) => (at === slot ? reframed(block, blockFrame) : (stacked.get(placement) ?? placement)));
  const lowest = Math.max(...laid.map((placement) => footOf(placement.captionBand ?? placement.frame)));
  return lowest <= room.floor ? laid : undefined;
}
