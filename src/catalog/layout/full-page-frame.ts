/**
 * Where a 'Pagina intera' photo prints (issue 35.5, decision 1060). It covers its area, cropped
 * around its focal point, unless covering would keep less than MIN_KEPT_SHARE of its height or
 * width, as a 2:3 figure on a landscape page keeps 47 % of its height: no head, no feet (the
 * independent review of issue 35). Such a photo takes the area's full height (or width) in its
 * own shape, off the page's top, bottom and left edges (or top and sides), as a lookbook sets a
 * figure beside white; its caption stands on the white (full-page.ts).
 * On a portrait page the area stops FOOT_BAND_MM above the trim (decisions 1071, 1073, 1076): the white
 * band at the foot holds the caption on one line, a 2:3 photo keeping 89 % of its height; an opaque panel on the photo covered a
 * full-length figure's legs and shoes (the art director's item 5). A photo without a caption
 * keeps no foot: the page is its area.
 */
import { keptIn, MIN_KEPT_SHARE } from './frame-shape.js';
import { mmToPoints, type Rect, type Size } from './geometry.js';

/**
 * The portrait full page's white foot: one line of caption. A 2:3 photo over the page above it
 * keeps 90 % of its height; the 42 mm foot of decision 1071, a stacked caption's, kept 81 %.
 */
export const FOOT_BAND_MM = 16;

/**
 * The foot's line stands on this baseline, off the trim (decision 1076): 13.5 mm of foot with the
 * capitals in its middle set it 5 mm off, where a printer's cut may reach. Under the photo its
 * capitals keep about 4.5 mm: the caption reads as the photo's, the white under it as the margin.
 */
export const FOOT_BASELINE_MM = 8;

/** `captioned`: the photo has a caption, which a portrait page's foot holds. */
export function fullPageFrame(photo: Size, page: Size, captioned = true): Rect {
  const area = page.height > page.width && captioned ? { width: page.width, height: page.height - mmToPoints(FOOT_BAND_MM) } : page;
  const photoRatio = photo.width / photo.height;
  const areaRatio = area.width / area.height;
  const kept = keptIn(areaRatio, photoRatio);
  if (!(kept < MIN_KEPT_SHARE)) return { x: 0, y: 0, ...area };
  return photoRatio < areaRatio ? { x: 0, y: 0, width: area.height * photoRatio, height: area.height } : { x: 0, y: 0, width: area.width, height: area.width / photoRatio };
}
