/**
 * Photos cropped to fill their frame (issue 26.1): where the whole photo is drawn so the crop keeps
 * its focal point in view, and the focal point a drag or an arrow key leaves it at.
 */
import type { Rect, Size } from './geometry.js';

/** A point of a photo as shares of its width and height from its top-left corner (issue 26.1). */
export type Focus = [number, number];
export const CENTRE_FOCUS: Readonly<Focus> = [0.5, 0.5];

/** Where a drawn photo starts along one axis: as near `wanted` as keeps the frame covered. */
function covering(start: number, length: number, drawn: number, wanted: number): number {
  return Math.min(start, Math.max(start + length - drawn, wanted));
}

/**
 * Where to draw a photo so that it covers the box, aspect kept (issue 26.1): scaled until both sides
 * reach the box's, then moved so its focal point sits as near the box's centre as the photo's edges
 * allow. The caller clips to the box.
 */
export function fillBox(photo: Size, box: Rect, focus: Readonly<Focus> = CENTRE_FOCUS): Rect {
  const scale = Math.max(box.width / photo.width, box.height / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
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
