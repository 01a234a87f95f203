/** The description's `#rrggbb` colours as pdf-lib colours. */
import { rgb, type RGB } from '@cantoo/pdf-lib';
import { hexToRgb } from '../describe/palette.js';

export function pdfColour(hex: string): RGB {
  const { r, g, b } = hexToRgb(hex);
  return rgb(r, g, b);
}
