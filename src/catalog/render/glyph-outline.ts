/**
 * A glyph painted as a filled path instead of as text (decision 0954): what text extraction must
 * not see, such as a dot an Arabic face draws apart from its letter.
 */
import { appendBezierCurve, closePath, fill, lineTo, moveTo, type PDFOperator } from '@cantoo/pdf-lib';
import type { Font, Glyph } from '@cantoo/fontkit';
import { glyphPath } from '../fonts/glyph-box.js';

/** Where the glyph's origin stands on the page, in points, and points per font unit. */
export interface OutlinePlacement {
  x: number;
  y: number;
  scale: number;
}

/** Hundredths of a point: far below any printer's dot, and a short content stream. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The path operators that fill the outline of `font`'s `glyph` at `at` with the current fill colour, by the
 * non-zero winding rule that TrueType and CFF outlines are drawn with. Quadratic segments become
 * the cubic curves PDF draws (each control point two thirds of the way to the quadratic one).
 */
export function glyphOutline(font: Font, glyph: Glyph, at: OutlinePlacement): PDFOperator[] {
  const point = (x: number, y: number): [number, number] => [round(at.x + x * at.scale), round(at.y + y * at.scale)];
  const operators: PDFOperator[] = [];
  let current: [number, number] = [0, 0];
  for (const { command, args } of glyphPath(font, glyph)) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
    if (command === 'moveTo') {
      operators.push(moveTo(...point(a, b)));
      current = [a, b];
    } else if (command === 'lineTo') {
      operators.push(lineTo(...point(a, b)));
      current = [a, b];
    } else if (command === 'quadraticCurveTo') {
      const [x0, y0] = current;
      const first = point(x0 + (2 / 3) * (a - x0), y0 + (2 / 3) * (b - y0));
      const second = point(c + (2 / 3) * (a - c), d + (2 / 3) * (b - d));
      operators.push(appendBezierCurve(...first, ...second, ...point(c, d)));
      current = [c, d];
    } else if (command === 'bezierCurveTo') {
      operators.push(appendBezierCurve(...point(a, b), ...point(c, d), ...point(e, f)));
      current = [e, f];
    } else {
      operators.push(closePath());
    }
  }
  return operators.length > 0 ? [...operators, fill()] : [];
}
