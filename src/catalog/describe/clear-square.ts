/**
 * A square of white on a described page: the page's ink as rectangles (photos, every line of type,
 * rules, the logo, a line sheet's table and boxes) and the free place for a square nearest a
 * preferred corner. The published link's code (link-code.ts) stands where it finds one.
 */
import type { Rect } from '../layout/geometry.js';
import { DESCENT } from './ink.js';
import type { DescribedText, PageDescription } from './page-description.js';

export type InkPage = Pick<PageDescription, 'texts' | 'rules' | 'photos' | 'logo' | 'table' | 'terms' | 'boxes' | 'panel'>;

export interface Point {
  x: number;
  y: number;
}

/** Where the square may stand: its left and top edges at least `x`, `y`, its right and foot at most `right`, `bottom`. */
export interface Bounds {
  x: number;
  y: number;
  right: number;
  bottom: number;
}

/** A line's ink: a full size over its baseline (capitals with accents) and its descenders under it. */
const lineBox = (line: DescribedText): Rect => ({ x: line.centreX - line.width / 2, y: line.baseline - line.size, width: line.width, height: line.size * (1 + DESCENT) });

/** Everything printed on the page but the published link's own code. */
export function inkOf(page: InkPage): Rect[] {
  const lines = [...page.texts, ...page.photos.flatMap((photo) => photo.caption), ...(page.terms ?? []), ...(page.table ?? []).flatMap((row) => row.cells.flatMap((cell) => cell.lines))];
  return [
    ...lines.map(lineBox),
    ...page.photos.map((photo) => photo.keyline?.rect ?? photo.frame),
    ...page.rules.filter((rule) => rule.role !== 'link-code').map((rule) => ({ x: rule.x, y: rule.y - rule.thickness / 2, width: rule.width, height: rule.thickness })),
    ...(page.logo ? [page.logo] : []),
    ...(page.boxes ?? []),
    ...(page.panel ? [page.panel] : []),
  ];
}

const clearOf = (square: Rect, ink: readonly Rect[]) => ink.every((rect) => rect.x >= square.x + square.width || square.x >= rect.x + rect.width || rect.y >= square.y + square.height || square.y >= rect.y + rect.height);

/**
 * The top-left corner of a `side` square within `bounds`, `quiet` clear of all `ink`, nearest
 * `preferred`; undefined when the page has no such white. The nearest free place of a square among
 * rectangles has each coordinate on the preferred one, on a bound, or a quiet zone off an edge of
 * the ink, so only those are tried.
 */
export function nearestClearSquare(preferred: Point, side: number, quiet: number, ink: readonly Rect[], bounds: Bounds): Point | undefined {
  const within = (value: number, low: number, high: number) => value >= low - 1e-6 && value <= high + 1e-6;
  const xs = [preferred.x, bounds.x, bounds.right - side, ...ink.flatMap((rect) => [rect.x + rect.width + quiet, rect.x - quiet - side])].filter((x) => within(x, bounds.x, bounds.right - side));
  const ys = [preferred.y, bounds.y, bounds.bottom - side, ...ink.flatMap((rect) => [rect.y + rect.height + quiet, rect.y - quiet - side])].filter((y) => within(y, bounds.y, bounds.bottom - side));
  let best: Point | undefined;
  let bestDistance = Infinity;
  for (const x of xs) {
    for (const y of ys) {
      const distance = (x - preferred.x) ** 2 + (y - preferred.y) ** 2;
      if (distance >= bestDistance) continue;
      if (!clearOf({ x: x - quiet, y: y - quiet, width: side + 2 * quiet, height: side + 2 * quiet }, ink)) continue;
      best = { x, y };
      bestDistance = distance;
    }
  }
  return best;
}
