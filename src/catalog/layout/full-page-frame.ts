/**
 * Where a 'Pagina intera' photo prints (issue 35.5, decision 1060). It covers the page, cropped
 * around its focal point, unless covering would keep less than MIN_KEPT_SHARE of its height or
 * width, as a 2:3 figure on a landscape page keeps 47 % of its height: no head, no feet (the
 * independent review of issue 35). Such a photo takes the page's full height (or width) in its
 * own shape, off the page's top, bottom and left edges (or top and sides), as a lookbook sets a
 * figure beside white; its caption stands on the white (full-page.ts).
 */
import { MIN_KEPT_SHARE } from './frame-shape.js';
import type { Rect, Size } from './geometry.js';

export function fullPageFrame(photo: Size, page: Size): Rect {
  const photoRatio = photo.width / photo.height;
  const pageRatio = page.width / page.height;
  const kept = Math.exp(-Math.abs(Math.log(photoRatio / pageRatio)));
  if (!(kept < MIN_KEPT_SHARE)) return { x: 0, y: 0, ...page };
  return photoRatio < pageRatio ? { x: 0, y: 0, width: page.height * photoRatio, height: page.height } : { x: 0, y: 0, width: page.width, height: page.width / photoRatio };
}
