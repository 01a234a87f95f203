/**
 * Photos cropped to fill their frame (issue 26.1): where the whole photo is drawn so the crop keeps
 * its focal point in view, and the focal point a drag or an arrow key leaves it at.
 */
import type { Rect, Size } from './geometry.js';

/** A point of a photo as shares of its width and height from its top-left corner (issue 26.1). */
export type Focus = [number, number];

/** Where a drawn photo starts along one axis: as near `wanted` as keeps the frame covered. */
function covering(start: number, length: number, drawn: number, wanted: number): number {
  return Math.min(start, Math.max(start + length - drawn, wanted));
}

/**
 * The share of a crop's cut height taken off a wide photo's top where nobody gave it a focal point
 * (issue 35, decision 1077): two fifths, the rest off its foot, so neither edge loses it all.
 */
export const CUT_ABOVE = 0.4;

/**
 * The share of a portrait photo's height a crop without a focal point may take off its top before
 * it takes any off its foot: the headroom over a fashion figure, whose head starts at 10-22 % of the
 * photo (decision 1103).
 */
export const HEADROOM = 0.07;

/**
 * The least share of a portrait photo's height, from its top, a crop without a focal point keeps:
 * a figure's shoes and the floor they stand on end at 92-96 % (the eighth review, finding 1;
 * decision 1103). Two fifths of the cut off the top took 6-7 % off the foot of 2:3 photos in 3:4
 * frames, the floor line and the shoes' soles.
 */
export const FLOOR_KEPT = 0.97;

/**
 * How much of a cut height (in the drawn photo's points) comes off the top: a wide photo's
 * CUT_ABOVE of it; a portrait one's (a standing figure) first its HEADROOM, then off the foot down
 * to FLOOR_KEPT, and only then more off the top.
 */
function cutOffTop(photo: Size, cut: number, drawnHeight: number): number {
  if (photo.width >= photo.height) return CUT_ABOVE * cut;
  const foot = Math.min(Math.max(cut - HEADROOM * drawnHeight, 0), (1 - FLOOR_KEPT) * drawnHeight);
  return cut - foot;
}

/**
 * Where to draw a photo so that it covers the box, aspect kept (issue 26.1): scaled until both sides
 * reach the box's, then moved so its focal point sits as near the box's centre as the photo's edges
 * allow, or, without one, centred across and cut from the top as `cutOffTop` says. The caller clips to the box.
 */
export function fillBox(photo: Size, box: Rect, focus?: Readonly<Focus>): Rect {
  const scale = Math.max(box.width / photo.width, box.height / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  if (!focus) return { x: box.x - (width - box.width) / 2, y: box.y - cutOffTop(photo, height - box.height, height), width, height };
  return {
    x: covering(box.x, box.width, width, box.x + box.width / 2 - focus[0] * width),
    y: covering(box.y, box.height, height, box.y + box.height / 2 - focus[1] * height),
    width,
    height,
  };
}

/** The point of the photo at the frame's centre: the focal point as the crop shows it. */
export function visibleFocus(frame: Rect, image: Rect): Focus {
  return [(frame.x + frame.width / 2 - image.x) / image.width, (frame.y + frame.height / 2 - image.y) / image.height];
}

/**
 * The focal point moved by (dx, dy) shares of the photo, held where the crop can show it: half the
 * frame from either edge of the photo, the centre on a side with no room to move.
 */
export function focusAfterStep(frame: Rect, image: Rect, from: Readonly<Focus>, dx: number, dy: number): Focus {
  const shown = (share: number, length: number, drawn: number) => {
    const half = length / 2 / drawn;
    return Math.min(1 - half, Math.max(half, share));
  };
  return [shown(from[0] + dx, frame.width, image.width), shown(from[1] + dy, frame.height, image.height)];
}

/** The focal point once the photo is moved by (dx, dy) points in its frame, as a drag moves it. */
export function focusAfterMove(frame: Rect, image: Rect, dx: number, dy: number): Focus {
  return focusAfterStep(frame, image, visibleFocus(frame, image), -dx / image.width, -dy / image.height);
}
