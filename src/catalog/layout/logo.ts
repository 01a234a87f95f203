/**
 * The brand's logo on page 1 (the beyond issue): at the left end of the header zone, at most a fifth
 * of its width and 80 % of its usable height, vertically centred. The header text keeps the same
 * clearance on both sides, so it stays centred on the page (docs/decisions/0602).
 */
import type { JpegEncoding } from '../../shared/index.js';
import { HEADER_BOTTOM_PADDING } from '../text/header-fit.js';
import type { PrepareTarget } from '../types.js';
import { fitInBox, pageZones, type Rect, type Size } from './geometry.js';
import { pageLook, type PageFormat } from './looks.js';

const LOGO_WIDTH_SHARE = 0.2;
const LOGO_HEIGHT_SHARE = 0.8;
/** Space between the logo and the header text. */
const LOGO_GAP = 12;

/** The largest area the logo may take in the header zone. */
export function logoBox(header: Rect): Rect {
  const usable = header.height - HEADER_BOTTOM_PADDING;
  const height = usable * LOGO_HEIGHT_SHARE;
  return { x: header.x, y: header.y + (usable - height) / 2, width: header.width * LOGO_WIDTH_SHARE, height };
}

/** The logo fitted in its box, aspect ratio kept, standing against the left edge. */
export function logoFrame(logo: Size, header: Rect): Rect {
  const box = logoBox(header);
  return { ...fitInBox(logo, box), x: box.x };
}

/** The header zone left to the text: the logo's width and a gap taken off both sides. */
export function headerTextZone(header: Rect, logo: Rect | null): Rect {
  if (!logo) return header;
  const inset = logo.x + logo.width - header.x + LOGO_GAP;
  return { x: header.x + inset, y: header.y, width: header.width - 2 * inset, height: header.height };
}

/** What to prepare a logo for (the same preparers as the photos), at the quality's ceiling. */
export function logoTargetFor(format: PageFormat, maxPpi: number, jpeg: JpegEncoding): PrepareTarget {
  const box = logoBox(pageZones(format.orientation, pageLook(format.look)).header);
  return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi, jpeg };
}
