/**
 * The footer text on every page (spec 9): small, centred in the footer zone, at most two lines,
 * shrunk before it is ever cut.
 */
import type { Rect } from '../layout/geometry.js';
import { ellipsize, wrapText, type Measure } from './wrap.js';

export interface FooterLine {
  text: string;
  size: number;
  baseline: number;
}

const BASE_SIZE = 7.8;
const MIN_SIZE = 6;
const LEADING = 1.35;
const MAX_LINES = 2;

/** `zone` is the part of the footer the text may use (the badge and the rule are kept clear). */
export function fitFooter(text: string, zone: Rect, measure: Measure): FooterLine[] {
  if (!text.trim()) return [];
  let size = BASE_SIZE;
  let lines = wrapText(text, zone.width, size, measure);
  while (lines.length > MAX_LINES && size > MIN_SIZE) {
    size = Math.max(MIN_SIZE, size - 0.2);
    lines = wrapText(text, zone.width, size, measure);
  }
  if (lines.length > MAX_LINES) {
    lines = lines.slice(0, MAX_LINES);
    lines[MAX_LINES - 1] = ellipsize(lines[MAX_LINES - 1] ?? '', zone.width, size, measure);
  }
  const lineHeight = size * LEADING;
  const top = zone.y + (zone.height - lines.length * lineHeight) / 2;
  return lines.map((line, i) => ({ text: line, size, baseline: top + i * lineHeight + (lineHeight - size) / 2 + size * 0.8 }));
}
