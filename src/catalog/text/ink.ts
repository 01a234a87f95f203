/**
 * Where placed lines really put ink (issue 27.9): fitters place lines by em boxes, but marks stacked
 * on a letter reach far above or below them. Fitting checks the glyphs' own extent against the zone,
 * so a text never crosses into the photo or off the page; it shrinks, and at 6 pt it is cut.
 */
import type { Rect } from '../layout/geometry.js';
import type { InkExtent, Measure } from './wrap.js';

export interface PlacedLine {
  text: string;
  size: number;
  /** From the top of the page. */
  baseline: number;
}

const NO_BOX: InkExtent = { above: 0, below: 0 };

/**
 * A line taken from its capitals' height to its baseline: the white round a caption measured from
 * its capitals, as an eye reads it (from the em box it looked larger above the text than below).
 */
export const CAPITALS_BOX: InkExtent = { above: 0.7, below: 0 };

/**
 * The top and bottom of the lines' ink, each line taken as at least `box` (in em). With a measure
 * that does not know the glyphs, that box alone.
 */
export function inkSpan(lines: readonly PlacedLine[], measure: Measure, box: InkExtent = NO_BOX): { top: number; bottom: number } {
  let top = Infinity;
  let bottom = -Infinity;
  for (const line of lines) {
    const ink = measure.ink?.(line.text) ?? box;
    top = Math.min(top, line.baseline - Math.max(box.above, ink.above) * line.size);
    bottom = Math.max(bottom, line.baseline + Math.max(box.below, ink.below) * line.size);
  }
  return { top, bottom };
}

/** Rounding slack: a hundredth of a point is far below what print shows. */
const SLACK = 0.01;

/** Whether the lines' ink stays within the zone's height. */
export function inkInside(lines: readonly PlacedLine[], zone: Pick<Rect, 'y' | 'height'>, measure: Measure): boolean {
  if (lines.length === 0) return true;
  const { top, bottom } = inkSpan(lines, measure);
  return top >= zone.y - SLACK && bottom <= zone.y + zone.height + SLACK;
}
