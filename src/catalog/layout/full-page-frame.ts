/**
 * Where a 'Pagina intera' photo prints (issue 35.5, decision 1060). It prints on a plate inside the
 * page's live area, the same area and margins as the grid pages', under their running head and over
 * their footer (decision 1099): a photo that covers the area keeps at least MIN_KEPT_SHARE of its
 * height and width, cropped around its focal point; one that would keep less prints whole in its own
 * shape, centred across a portrait page and standing on the caption's line, on the left of a landscape
 * page beside the white its caption stands on (full-page.ts). A portrait plate keeps
 * PLATE_CAPTION_ROOM under it for its one-line caption, above the footer's line; a caption that
 * takes a second line takes it from the photo (`raisedFrame`, decision 1113).
 * The photo bled off three sides of a landscape page and the file has no bleed (BleedBox =
 * MediaBox, decision 0760): a printer shows a white hairline or an uneven edge there (the seventh
 * review, finding 7). A real bleed would need a page 6 mm larger than A4, which office printers and
 * the preview do not show as A4. Galleria's one photo per page stays full bleed, as the user chose
 * it, a portrait page less its white foot (FOOT_BAND_MM) where it has a caption.
 */
import { keptIn, MIN_KEPT_SHARE } from './frame-shape.js';
import { fitOnBoxBottom, mmToPoints, type Rect, type Size } from './geometry.js';

/**
 * Galleria's one photo per page: its portrait white foot, one line of caption (the 42 mm foot of
 * decision 1071, a stacked caption's, cut a 2:3 figure to 81 % of its height).
 */
export const FOOT_BAND_MM = 16;

/**
 * Galleria's one photo per page: the foot's line stands on this baseline, off the trim (decision
 * 1076): 13.5 mm of foot with the capitals in its middle set it 5 mm off, where a printer's cut may reach.
 */
export const FOOT_BASELINE_MM = 8;

/** White between a plate and the footer's line, where a look draws its foot rule: the seventh review's 8-10 pt. */
export const PLATE_FOOT_CLEAR = 8;
/**
 * White under a portrait plate for its caption's one line, in points, over PLATE_FOOT_CLEAR: the
 * caption's capitals about 10 pt under the photo, its baseline PLATE_CAPTION_CLEAR over the
 * footer's line. On the 16 mm foot the caption stood on the folio's line 8 mm off the trim, lower
 * than any grid page's folio.
 */
export const PLATE_CAPTION_ROOM = 24;
/** The plate's caption line over the footer's line: its descenders stay 8 pt clear of the foot rule. */
export const PLATE_CAPTION_CLEAR = 12;

export interface FullPageOptions {
  /** The photo has a caption, which a portrait page's plate (or foot) holds. */
  captioned: boolean;
  /** The live area the plate stands in; none for Galleria's one photo per page, full bleed by choice (issue 35.5). */
  plate?: Rect;
}

export function fullPageFrame(photo: Size, page: Size, { captioned, plate }: FullPageOptions): Rect {
  const portrait = page.height > page.width;
  if (plate) return inShape(photo, portrait && captioned ? { ...plate, height: plate.height - PLATE_CAPTION_ROOM } : plate, portrait);
  const area = portrait && captioned ? { x: 0, y: 0, width: page.width, height: page.height - mmToPoints(FOOT_BAND_MM) } : { x: 0, y: 0, ...page };
  return inShape(photo, area, false);
}

/**
 * The area covered where that keeps MIN_KEPT_SHARE of the photo, and on a portrait plate only where
 * it loses the sides: a figure keeps its crown and shoes (decision 1093). Else the photo whole in
 * its own shape: on a portrait plate centred across and on its foot (`onLeftEdge` moves it in a flush-left look), elsewhere from the area's top left.
 */
function inShape(photo: Size, area: Rect, portraitPlate: boolean): Rect {
  const photoRatio = photo.width / photo.height;
  const areaRatio = area.width / area.height;
  const tall = portraitPlate && photoRatio < areaRatio;
  if (!tall && !(keptIn(areaRatio, photoRatio) < MIN_KEPT_SHARE)) return area;
  if (portraitPlate) return fitOnBoxBottom(photo, area);
  if (photoRatio < areaRatio) return { x: area.x, y: area.y, width: area.height * photoRatio, height: area.height };
  return { x: area.x, y: area.y, width: area.width, height: area.width / photoRatio };
}

/**
 * A whole photo on a portrait plate moved onto the grid pages' left edge, where a flush-left look's
 * running head and grid hang (the eleventh review, finding 3; decision 1121): centred, it stood at a
 * third left edge. Only ever leftwards, so a photo that covers its plate stays as it is.
 */
export function onLeftEdge<T extends { box: Rect; frame: Rect; image?: Rect }>(placement: T, left: number): T {
  return placement.frame.x > left ? startingAt(placement, left) : placement;
}

/**
 * A photo moved across so it starts at `left`: the 9 landscape catalogue's last full page on the
 * grid's left edge, right of the page's margin where it stood (the thirteenth review, finding R1;
 * decision 1133), the white beside it narrower by as much.
 */
export function startingAt<T extends { box: Rect; frame: Rect; image?: Rect }>(placement: T, left: number): T {
  const shift = left - placement.frame.x;
  const moved = (rect: Rect): Rect => ({ ...rect, x: rect.x + shift });
  return { ...placement, box: moved(placement.box), frame: moved(placement.frame), ...(placement.image && { image: moved(placement.image) }) };
}

/**
 * The photo over a caption that took a second line (decision 1113), `raised` points higher at its
 * foot. On a plate the photo scales about its top's middle, so it keeps its crop and stays centred
 * under the running head (a flush-left look's about its top left corner, on its left edge); a bleed keeps the page's width and gives its foot up to the caption.
 */
export function raisedFrame({ frame, image }: { frame: Rect; image?: Rect }, raised: number, plate: boolean, flushLeft = false): { frame: Rect; image?: Rect } {
  if (raised <= 0) return { frame, ...(image && { image }) };
  if (!plate) return { frame: { ...frame, height: frame.height - raised }, image: image ?? frame };
  const scale = (frame.height - raised) / frame.height;
  const anchor = flushLeft ? frame.x : frame.x + frame.width / 2;
  const scaled = (rect: Rect): Rect => ({ x: anchor + (rect.x - anchor) * scale, y: frame.y + (rect.y - frame.y) * scale, width: rect.width * scale, height: rect.height * scale });
  return { frame: scaled(frame), ...(image && { image: scaled(image) }) };
}
