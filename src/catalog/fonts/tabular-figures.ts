/**
 * Tabular figures for a face that has no 'tnum' (decision 1105): DM Sans, Minimale's caption face
 * under a serif, Poppins and Playfair Display have proportional figures only, so '€ 163' and
 * '€ 311' stood at different widths and a column of prices flush right did not line up digit by
 * digit. Each digit is centred on one width, as a founder draws tabular figures: the digits' median
 * advance, or the widest digit's ink where that is wider, so no two digits touch. The widest advance
 * (DM Sans's round '0', 684 units against 608 for most) spaced every price loose, a '1' most of
 * all. A face with 'tnum' is left to its own.
 */
import type { Font } from '@cantoo/fontkit';
import type { ShapedRun } from './shape-line.js';

const DIGITS = '0123456789';
const figureWidths = new WeakMap<Font, number>();

/** The width the face's digits are set on, in its units. */
function figureWidth(font: Font): number {
  let width = figureWidths.get(font);
  if (width === undefined) {
    const glyphs = Array.from(DIGITS, (digit) => font.glyphForCodePoint(digit.codePointAt(0) ?? 0)).filter((glyph) => glyph !== null);
    const advances = glyphs.map((glyph) => glyph.advanceWidth).sort((a, b) => a - b);
    const median = ((advances[4] ?? 0) + (advances[5] ?? 0)) / 2;
    width = Math.max(median, ...glyphs.map((glyph) => glyph.bbox.maxX - glyph.bbox.minX));
    figureWidths.set(font, width);
  }
  return width;
}

const isDigit = (points: readonly number[]) => points.length === 1 && DIGITS.includes(String.fromCodePoint(points[0] ?? 0));

/**
 * Whether the run's digits are set on a width of their own here, not the face's: the pen then moves
 * past a '1' by 0.15 em more than its width in the PDF, and poppler read 'PE27-101' as
 * 'PE 2 7- 1 0 1'; such a run is written with its text as ActualText (draw-text.ts).
 */
export function padsFigures(run: ShapedRun): boolean {
  return !run.face.font.availableFeatures.includes('tnum') && run.glyphs.some((glyph) => isDigit(glyph.codePoints));
}

/** The runs with every digit of a face without 'tnum' on one width. */
export function tabularRuns(runs: readonly ShapedRun[]): ShapedRun[] {
  return runs.map((run) => {
    if (!padsFigures(run)) return run;
    const { font } = run.face;
    const width = figureWidth(font);
    let added = 0;
    const positions = run.positions.map((position, index) => {
      const glyph = run.glyphs[index];
      if (!glyph || !isDigit(glyph.codePoints)) return position;
      const extra = width - position.xAdvance;
      added += extra;
      return { ...position, xAdvance: width, xOffset: position.xOffset + extra / 2 };
    });
    return { ...run, positions, advance: run.advance + (added * run.scale) / font.unitsPerEm };
  });
}
