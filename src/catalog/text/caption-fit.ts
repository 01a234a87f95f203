/**
 * A caption under its photo (the beyond issue, issue 26.4): the name, then code and price smaller
 * and lighter, centred under the photo and wrapped within its width, each in up to two lines.
 * Both shrink together a little before anything is shortened; a name still too long ends its
 * second line with an ellipsis and prints whole in the photo's alternative text. Code and price
 * are never shortened: a caption they do not fit is cut, and refused like any text (issue 11.5).
 * Colours and sizes come last, on a line of their own, only where they fit at the sizes name and
 * price take without them: they are the first thing to go, never shrinking the name or the price
 * for their sake.
 */
import type { Rect } from '../layout/geometry.js';
import type { CaptionTexts } from '../texts/caption-texts.js';
import type { Hyphenate } from './hyphenation.js';
import { inkInside } from './ink.js';
import { widthOfCharacters } from './measure-width.js';
import { MIN_TYPE_SIZE, ellipsize, inFigures, wrapBalanced, wrapText, type Measure } from './wrap.js';

export type CaptionRole = 'caption-name' | 'caption-details' | 'caption-variants';

export interface CaptionLine {
  role: CaptionRole;
  text: string;
  size: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  centreX: number;
  /** Set in lining tabular figures: code and price. */
  figures?: boolean;
}

export interface FittedCaption {
  lines: CaptionLine[];
  /** The name did not fit two lines at MIN_TYPE_SIZE and ends in an ellipsis. */
  shortened: boolean;
  /** Code and price did not fit, or the ink left the band, at MIN_TYPE_SIZE: the caption is refused. */
  cut: boolean;
  /** The caption has colours or sizes and printed them. */
  variants: boolean;
}

/**
 * Code, price, colours and sizes at 8 pt, the least a text face reads at in print (the art
 * director's review, decision 1058: at 7.5 pt they looked spindly); the name keeps 8.5 pt and the
 * ink, the details the grey. A leading of 1.25 keeps the name's two lines and the details in the
 * 37 pt band.
 */
const STYLES: Record<CaptionRole, { size: number }> = {
  'caption-name': { size: 8.5 },
  'caption-details': { size: 8 },
  'caption-variants': { size: 8 },
};
/**
 * Code and price (and the sizes a code may carry) in lining tabular figures: a display face's
 * old-style figures rise and fall, and '12900' read as a word, not a code (the review of issue 35).
 */
const IN_FIGURES: Record<CaptionRole, boolean> = { 'caption-name': false, 'caption-details': true, 'caption-variants': true };
const LEADING = 1.25;
const SIZE_STEP = 0.25;
const MAX_LINES = 2;
/** Space between the photo and its caption. */
export const CAPTION_GAP = 5;
/** As in the header: the em box reaches a quarter of the size below the baseline. */
const EM_BOX = 1.25;
/**
 * Under a very narrow photo (a scarf standing on end) the caption may be wider than the photo,
 * up to this many of the name's characters: a narrower measure breaks nearly every word.
 */
const MIN_MEASURE_CHARACTERS = 12;

/** The name in two lines and code and price in one, at full size: CAPTION_BAND_HEIGHT keeps room for it. */
export const CAPTION_HEIGHT = CAPTION_GAP + (MAX_LINES * STYLES['caption-name'].size + STYLES['caption-details'].size) * LEADING;

/** How wide the caption's lines may be: the photo's width, within the band, not under the minimum measure. */
export function captionMeasure(texts: CaptionTexts, band: Rect, photoWidth: number, measure: Measure): number {
  const minimum = widthOfCharacters(MIN_MEASURE_CHARACTERS, texts.name, STYLES['caption-name'].size, measure);
  return Math.min(band.width, Math.max(photoWidth, minimum));
}

interface Paragraph {
  role: CaptionRole;
  lines: string[];
  size: number;
}

/** The lines stacked from the top of the band, each centred in its line box as in the header. */
function place(paragraphs: Paragraph[], band: Rect): CaptionLine[] {
  const centreX = band.x + band.width / 2;
  const lines: CaptionLine[] = [];
  let top = band.y + CAPTION_GAP;
  for (const { role, lines: texts, size } of paragraphs) {
    const lineHeight = size * LEADING;
    for (const text of texts) {
      lines.push({ role, text, size, baseline: top + (lineHeight - size * EM_BOX) / 2 + size, centreX, ...(IN_FIGURES[role] && { figures: true }) });
      top += lineHeight;
    }
  }
  return lines;
}

/** Whether the lines stay in the band: their line boxes, and their ink (marks stacked above a name, issue 27.9). */
function inBand(paragraphs: Paragraph[], band: Rect, measure: Measure): boolean {
  if (paragraphs.some((paragraph) => paragraph.lines.length > MAX_LINES)) return false;
  const height = CAPTION_GAP + paragraphs.reduce((sum, { lines, size }) => sum + lines.length * size * LEADING, 0);
  return height <= band.height + 1e-9 && inkInside(place(paragraphs, band), band, measure);
}

/** The last line takes what did not fit, ending in an ellipsis. */
function shorten(lines: string[], width: number, size: number, measure: Measure): string[] {
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), ellipsize(lines.slice(MAX_LINES - 1).join(' '), width, size, measure)];
}

/**
 * A name in whole words, balanced, as long as each word fits a line by itself (issue 35.4): a
 * designer hyphenates a caption only for a word wider than its line, never to fill a line the name
 * had room to continue on. Below the smallest size, fitCaption may still hyphenate rather than cut.
 */
function wrapName(text: string, width: number, size: number, measure: Measure, hyphenate?: Hyphenate): string[] {
  const wordTooWide = (text.match(/\S+/gu) ?? []).some((word) => measure(word, size) > width);
  return wrapBalanced(text, width, size, measure, wordTooWide ? hyphenate : undefined);
}

/**
 * The caption at the largest sizes that fit the band under a photo `photoWidth` wide. `hyphenate`
 * (the catalogue language's) breaks the name's long words; code and price are never hyphenated.
 * `smaller`: points the look takes off both sizes.
 */
export function fitCaption(texts: CaptionTexts, band: Rect, photoWidth: number, measure: Measure, hyphenate?: Hyphenate, smaller = 0): FittedCaption {
  const width = captionMeasure(texts, band, photoWidth, measure);
  const measureOf = (role: CaptionRole) => (IN_FIGURES[role] ? inFigures(measure) : measure);
  const parts: { role: CaptionRole; text: string }[] = [
    { role: 'caption-name', text: texts.name },
    { role: 'caption-details', text: texts.details },
  ];
  const wanted = parts.filter(({ text }) => text !== '');
  const firstStep = Math.round(smaller / SIZE_STEP);
  const paragraphsAt = (step: number, roles: { role: CaptionRole; text: string }[]) =>
    roles.map(({ role, text }) => {
      const size = Math.max(MIN_TYPE_SIZE, STYLES[role].size - step * SIZE_STEP);
      return { role, size, lines: role === 'caption-name' ? wrapName(text, width, size, measure, hyphenate) : wrapBalanced(text, width, size, measureOf(role)) };
    });
  // Both shrink by the same steps, so the name stays the larger, down to MIN_TYPE_SIZE.
  const steps = Math.round((STYLES['caption-name'].size - MIN_TYPE_SIZE) / SIZE_STEP);
  // A look with smaller captions (issue 26.6) starts further down the same steps.
  for (let step = firstStep; step <= steps; step++) {
    const paragraphs = paragraphsAt(step, wanted);
    if (!inBand(paragraphs, band, measure)) continue;
    // One line of colours and sizes at the sizes the name and price take anyway, or none.
    const withVariants = texts.variants ? paragraphsAt(step, [...wanted, { role: 'caption-variants', text: texts.variants }]) : undefined;
    if (withVariants?.at(-1)?.lines.length === 1 && inBand(withVariants, band, measure)) return { lines: place(withVariants, band), shortened: false, cut: false, variants: true };
    return { lines: place(paragraphs, band), shortened: false, cut: false, variants: false };
  }
  const wrapped = wanted.map(({ role, text }) => ({ role, text, whole: wrapText(text, width, MIN_TYPE_SIZE, measureOf(role), role === 'caption-name' ? hyphenate : undefined) }));
  // A name shortened anyway is cut between whole words: a hyphen would stand before the ellipsis.
  const paragraphs = wrapped.map(({ role, text, whole }) => ({ role, size: MIN_TYPE_SIZE, lines: whole.length > MAX_LINES ? shorten(wrapText(text, width, MIN_TYPE_SIZE, measureOf(role)), width, MIN_TYPE_SIZE, measureOf(role)) : whole }));
  const over = (wantedRole: CaptionRole) => wrapped.some(({ role, whole }) => role === wantedRole && whole.length > MAX_LINES);
  return { lines: place(paragraphs, band), shortened: over('caption-name'), cut: over('caption-details') || !inBand(paragraphs, band, measure), variants: false };
}
