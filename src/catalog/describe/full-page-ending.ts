/**
 * A landscape catalogue that ends on a full page (the thirteenth review, finding R1; decision 1133):
 * the 9 landscape set ended on SS27-07's page, its photo on the left and its caption at the foot of
 * the white on its right, and the title never printed a second time. The closing panel takes that
 * white over the caption, as the 6 landscape closing page takes its white column (decision 1128):
 * its first ink on the photo's top line, on the caption's measure, so the title, the subtitle and
 * the contacts read down to the caption in one column, and at least the white the portrait panel
 * keeps from a caption (AIR_ABOVE) over it.
 */
import { bottomOf, type Rect } from '../layout/geometry.js';
import { AIR_ABOVE } from './closing-panel.js';
import type { PageDescription } from './page-description.js';

/** The column for the closing panel in the white right of a full page's photo, over its caption; undefined where the photo leaves no white on its right. */
export function panelColumnBesidePhoto(page: PageDescription): Rect | undefined {
  const [photo] = page.photos;
  if (!photo || page.photos.length > 1) return undefined;
  const right = photo.frame.x + photo.frame.width;
  // The split caption's column (split-caption.ts): the white less the page's side margin on both sides.
  const side = page.zones.content.x;
  const band = photo.captionBand && photo.captionBand.x >= right ? photo.captionBand : undefined;
  const across = band ? { x: band.x, width: band.width } : { x: right + side, width: page.size.width - right - 2 * side };
  const floor = band ? band.y - AIR_ABOVE : bottomOf(photo.frame);
  return across.width > 0 && floor > photo.frame.y ? { ...across, y: photo.frame.y, height: floor - photo.frame.y } : undefined;
}
