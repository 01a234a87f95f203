/**
 * Letter spacing (tracking, decision 1074), in thousandths of an em: the white a designer adds
 * between the letters of spaced capitals, a code or a running head. It opens between two letters,
 * each with its combining marks (never between a letter and its accent), and never where either
 * is Arabic, whose letters join, Hebrew or CJK, whose spacing is their design; never after a
 * line's last letter, so a centred or flush-right line is measured, and stands, without it.
 * The font chain tracks its shaped glyphs by the same rule (shape-line.ts), so what is measured
 * is what is drawn; this text-level count serves measures that know no glyphs.
 */
import { isArabic, isCjk, isHebrew } from '../fonts/script-ranges.js';
import type { Measure } from './wrap.js';

/** A letter and the combining marks after it. */
const CLUSTER = /\P{M}\p{M}*/gu;

/** A character tracking leaves alone: joined (Arabic), right-to-left (Hebrew) or CJK. */
export function keepsItsSpacing(char: string): boolean {
  return isArabic(char) || isHebrew(char) || isCjk(char);
}

/** How many gaps tracking opens in `text`: between consecutive letters that both take it. */
export function trackingGaps(text: string): number {
  const clusters = text.match(CLUSTER) ?? [];
  let gaps = 0;
  for (let index = 1; index < clusters.length; index++) {
    if (!keepsItsSpacing(clusters[index - 1] ?? '') && !keepsItsSpacing(clusters[index] ?? '')) gaps++;
  }
  return gaps;
}

/**
 * `measure` for text set with `tracking` (em/1000): the chain's own tracked widths where it has
 * them. It carries its tracking, so what adds widths up (wrapping) adds the gap between two pieces.
 */
export function tracked(measure: Measure, tracking: number | undefined): Measure {
  if (!tracking) return measure;
  const width = (text: string, size: number, figures = false) =>
    measure.tracked ? measure.tracked(text, size, figures, tracking) : measure(text, size, figures) + (trackingGaps(text) * tracking * size) / 1000;
  return Object.assign(width, measure.ink ? { ink: measure.ink } : {}, { tracking });
}

/** The gap tracking opens where `after` follows `before`, which their own widths leave out. */
export function joiningGap(measure: Measure, before: string, after: string, size: number): number {
  if (!measure.tracking || before === '' || after === '') return 0;
  const last = before.match(CLUSTER)?.at(-1) ?? '';
  const first = after.match(CLUSTER)?.[0] ?? '';
  return (trackingGaps(last + first) * measure.tracking * size) / 1000;
}
