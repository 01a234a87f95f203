/**
 * The footer text on every page (spec 9): small, centred in the footer zone, at most two lines,
 * shrunk before it is ever cut.
 */
import type { Rect } from '../layout/geometry.js';
import { inkInside } from './ink.js';
import { MIN_TYPE_SIZE, ellipsize, wrapText, type Measure } from './wrap.js';

export interface FooterLine {
  text: string;
  size: number;
  baseline: number;
}

const BASE_SIZE = 7.8;
const LEADING = 1.35;
const MAX_LINES = 2;

export interface FooterLayout {
  lines: FooterLine[];
  /** The text needed more than two lines even at MIN_TYPE_SIZE, and was cut. */
  cut: boolean;
}

/** The lines centred in the zone, each on the same leading. */
function place(lines: readonly string[], size: number, zone: Rect): FooterLine[] {
  const lineHeight = size * LEADING;
  const top = zone.y + (zone.height - lines.length * lineHeight) / 2;
  return lines.map((line, i) => ({ text: line, size, baseline: top + i * lineHeight + (lineHeight - size) / 2 + size * 0.8 }));
}

/**
 * `zone` is the part of the footer the text may use (the folio and the rule are kept clear). The
 * text shrinks until it takes two lines at most and its ink, stacked marks included, stays in the
 * zone (issue 27.9).
 */
export function fitFooter(text: string, zone: Rect, measure: Measure): FooterLayout {
  if (!text.trim()) return { lines: [], cut: false };
  let size = BASE_SIZE;
  let lines = wrapText(text, zone.width, size, measure);
  const fits = () => lines.length <= MAX_LINES && inkInside(place(lines, size, zone), zone, measure);
  while (!fits() && size > MIN_TYPE_SIZE) {
    size = Math.max(MIN_TYPE_SIZE, size - 0.2);
    lines = wrapText(text, zone.width, size, measure);
  }
  const cut = !fits();
  if (cut) {
    lines = lines.slice(0, MAX_LINES);
    lines[lines.length - 1] = ellipsize(lines[lines.length - 1] ?? '', zone.width, size, measure);
  }
  return { lines: place(lines, size, zone), cut };
}
