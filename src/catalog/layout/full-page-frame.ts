/**
 * Where a 'Pagina intera' photo prints (issue 35.5, decision 1060). It covers its area, cropped
 * around its focal point, unless covering would keep less than MIN_KEPT_SHARE of its height or
 * width, as a 2:3 figure on a landscape page keeps 47 % of its height: no head, no feet (the
 * independent review of issue 35). Such a photo takes the area's full height (or width) in its
 * own shape, off the page's top, bottom and left edges (or top and sides), as a lookbook sets a
 * figure beside white; its caption stands on the white (full-page.ts).
 * On a portrait page the area stops FOOT_BAND_MM above the trim (decisions 1071, 1073, 1076): the white
 * band at the foot holds the caption on one line. A photo taller than that area would lose its
 * crown and shoes to a cover (a 2:3 figure kept 89 % of its height, its shoes on the caption band:
 * the sixth review's finding 6), so it prints whole on a plate, PLATE_MARGIN_MM of white above and
 * beside it, standing on the foot (decision 1093); a wider photo covers, losing only its sides.
 * Galleria's one photo per page stays full bleed, as the user chose it. A photo without a caption
 * keeps no foot: the page is its area.
 */
import { keptIn, MIN_KEPT_SHARE } from './frame-shape.js';
import { fitOnBoxBottom, mmToPoints, type Rect, type Size } from './geometry.js';

/**
 * The portrait full page's white foot: one line of caption (the 42 mm foot of decision 1071, a
 * stacked caption's, cut a 2:3 figure to 81 % of its height).
 */
export const FOOT_BAND_MM = 16;

/**
 * The foot's line stands on this baseline, off the trim (decision 1076): 13.5 mm of foot with the
 * capitals in its middle set it 5 mm off, where a printer's cut may reach. Under the photo its
 * capitals keep about 4.5 mm: the caption reads as the photo's, the white under it as the margin.
 */
export const FOOT_BASELINE_MM = 8;

/**
 * The plate's white above and beside a photo taller than the page over its foot: 17 mm is where a
 * 2:3 photo on A4 has as much white at its top as at its sides, its foot the caption's 16 mm.
 */
export const PLATE_MARGIN_MM = 17;

export interface FullPageOptions {
  /** The photo has a caption, which a portrait page's foot holds. */
  captioned: boolean;
  /** A tall photo may print on a plate: not in Galleria's one photo per page, full bleed by choice (issue 35.5). */
  plate: boolean;
}

export function fullPageFrame(photo: Size, page: Size, { captioned, plate }: FullPageOptions = { captioned: true, plate: true }): Rect {
  const footed = page.height > page.width && captioned;
  const area = footed ? { width: page.width, height: page.height - mmToPoints(FOOT_BAND_MM) } : page;
  const photoRatio = photo.width / photo.height;
  const areaRatio = area.width / area.height;
  if (footed && plate && photoRatio < areaRatio) return plateFrame(photoRatio, page, area);
  const kept = keptIn(areaRatio, photoRatio);
  if (!(kept < MIN_KEPT_SHARE)) return { x: 0, y: 0, ...area };
  return photoRatio < areaRatio ? { x: 0, y: 0, width: area.height * photoRatio, height: area.height } : { x: 0, y: 0, width: area.width, height: area.width / photoRatio };
}

/** The whole photo in the plate's margins, centred across, its foot on the caption's band. */
function plateFrame(photoRatio: number, page: Size, area: Size): Rect {
  const margin = mmToPoints(PLATE_MARGIN_MM);
  return fitOnBoxBottom({ width: photoRatio, height: 1 }, { x: margin, y: margin, width: page.width - 2 * margin, height: area.height - margin });
}
