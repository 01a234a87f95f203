/**
 * A caption under its photo (the beyond issue, issue 26.4): the name, then code and price smaller
 * and lighter, centred under the photo and wrapped within its width, each in up to two lines.
 * Both shrink together a little before anything is shortened; a name still too long ends its
 * second line with an ellipsis and prints whole in the photo's alternative text. Code and price
 * are never shortened: a caption they do not fit is cut, and refused like any text (issue 11.5).
 * Colours and sizes come last, at the size code and price take, on one line, or on two (colours
 * over sizes) where one is too wide; a little smaller, then with name and price a step smaller,
 * before they are shortened with an ellipsis, the last resort (decision 1063).
 */
import type { Rect } from '../layout/geometry.js';
import { CAPTION_SEPARATOR, type CaptionTexts } from '../texts/caption-texts.js';
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
  /** The caption has colours or sizes and printed them, whole or, the last resort, ending in an ellipsis. */
  variants: boolean;
}

/**
 * The name leads at 9.25 pt in ink in the display face, code, price, colours and sizes follow at
 * 8 pt in grey in the text face (decisions 1063, 1071): at 7.5 pt a buyer strained to read the
 * code and sizes (the art director's fifth review, item 7); the face and the ink keep the
 * hierarchy that 8.5 over 8 pt in one face lost. The name on 1.25 (room for marks stacked over a
 * capital) and the details on 1.08, lines of figures and capitals with few descenders, keep a
 * name on two lines and the details in the 37 pt band, colours and sizes in the 53 pt one.
 */
const STYLES: Record<CaptionRole, { size: number; leading: number }> = {
  'caption-name': { size: 9.25, leading: 1.25 },
  'caption-details': { size: 8, leading: 1.08 },
  'caption-variants': { size: 8, leading: 1.08 },
};
/**
 * Code and price (and the sizes a code may carry) in lining tabular figures: a display face's
 * old-style figures rise and fall, and '12900' read as a word, not a code (the review of issue 35).
 */
const IN_FIGURES: Record<CaptionRole, boolean> = { 'caption-name': false, 'caption-details': true, 'caption-variants': true };
const SIZE_STEP = 0.25;
const MAX_LINES = 2;
/**
 * Colours and sizes may take a third line where the name takes one: under the narrowest photos
 * 'Cammello, Antracite, Blu notte' alone is wider than a line.
 */
const MAX_LINES_OF: Record<CaptionRole, number> = { 'caption-name': MAX_LINES, 'caption-details': MAX_LINES, 'caption-variants': MAX_LINES + 1 };
/**
 * Steps the name may shrink so colours and sizes print whole: to 7.5 pt, code and price to 6.5 pt,
 * which only the narrowest frames ask (25 mm at 9 per page); wider ones keep 8.5 and 7.5 pt or more.
 */
const VARIANTS_TAKE_STEPS = 7;
/** Colours and sizes may go this far below code and price before they are shortened. */
const VARIANTS_GIVE = 0.5;
/** Space between the photo and its caption. */
export const CAPTION_GAP = 5;
/** As in the header: the em box reaches a quarter of the size below the baseline. */
const EM_BOX = 1.25;
/**
 * Under a very narrow photo (a scarf standing on end) the caption may be wider than the photo,
 * up to this many of the name's characters: a narrower measure breaks nearly every word.
 */
const MIN_MEASURE_CHARACTERS = 12;

const lineHeight = (role: CaptionRole, size = STYLES[role].size) => size * STYLES[role].leading;

/**
 * How a caption is set apart from the grid's: `smaller`, points a look takes off both sizes;
 * `scale`, the grid's sizes multiplied, for a caption set large beside a full page's photo
 * (decision 1066) or under the larger photos of 4 per page (decision 1069): the same hierarchy,
 * shrinking and shortening, at another size. `nameSize`, the name's size at most: a row's, so
 * the names of a row hang from one baseline where a neighbour's steps down (decisions 1069, 1071).
 */
export interface CaptionSetting {
  smaller?: number;
  scale?: number;
  nameSize?: number;
  /** Each role's widths where the look sets it in its own face or spacing (decision 1074); else `measure`. */
  measures?: Partial<Record<CaptionRole, Measure>>;
}

/** Each role's size at `scale`. */
const scaledSizes = (scale: number): Record<CaptionRole, number> => ({
  'caption-name': STYLES['caption-name'].size * scale,
  'caption-details': STYLES['caption-details'].size * scale,
  'caption-variants': STYLES['caption-variants'].size * scale,
});

/** The name in two lines and code and price in one, at full size: CAPTION_BAND_HEIGHT keeps room for it. */
export const CAPTION_HEIGHT = CAPTION_GAP + MAX_LINES * lineHeight('caption-name') + lineHeight('caption-details');
/** And colours and sizes in two lines under them, as small as they may go: VARIANTS_BAND_HEIGHT keeps room for it. */
export const VARIANTS_CAPTION_HEIGHT = CAPTION_HEIGHT + MAX_LINES * lineHeight('caption-variants', STYLES['caption-variants'].size - VARIANTS_GIVE);

/** How wide the caption's lines may be: the photo's width, within the band, not under the minimum measure. */
export function captionMeasure(texts: CaptionTexts, band: Rect, photoWidth: number, measure: Measure, nameSize = STYLES['caption-name'].size): number {
  const minimum = widthOfCharacters(MIN_MEASURE_CHARACTERS, texts.name, nameSize, measure);
  return Math.min(band.width, Math.max(photoWidth, minimum));
}

/** Points the name keeps above code and price as it shrinks, before they shrink with it. */
const NAME_LEADS = 1;

/** A role's size `step`s down from `sizes`: the name first, code and price only once the name is NAME_LEADS above them. */
function sizeAt(role: CaptionRole, step: number, sizes: Record<CaptionRole, number>): number {
  const name = sizes['caption-name'] - step * SIZE_STEP;
  return Math.max(MIN_TYPE_SIZE, role === 'caption-name' ? name : Math.min(sizes[role], name - NAME_LEADS));
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
  for (const paragraph of paragraphs) {
    const { role, lines: texts, size } = paragraph;
    const height = lineHeight(role, size);
    // The em box centred in its line; in a line tighter than it, standing on the line's foot, so
    // the band's last line never hangs below the band.
    const room = height - size * EM_BOX;
    texts.forEach((text, index) => lines.push({ role, text, size, baseline: top + index * height + Math.min(room / 2, room) + size, centreX, ...(IN_FIGURES[role] && { figures: true }) }));
    top += texts.length * height;
  }
  return lines;
}

/** Whether the lines stay in the band: their line boxes, and their ink (marks stacked above a name, issue 27.9). */
function inBand(paragraphs: Paragraph[], band: Rect, measure: Measure): boolean {
  if (paragraphs.some((paragraph) => paragraph.lines.length > MAX_LINES_OF[paragraph.role])) return false;
  const height = CAPTION_GAP + paragraphs.reduce((sum, paragraph) => sum + paragraph.lines.length * lineHeight(paragraph.role, paragraph.size), 0);
  return height <= band.height + 1e-9 && inkInside(place(paragraphs, band), band, measure);
}

/** The last line takes what did not fit, ending in an ellipsis. */
function shorten(lines: string[], width: number, size: number, measure: Measure): string[] {
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), ellipsize(lines.slice(MAX_LINES - 1).join(' '), width, size, measure)];
}


/**
 * Code and price, or colours and sizes, whole in at most `maxLines`, the fewest lines first: on
 * one; else one part a line (code over price, colours over sizes: no line starts or ends in the
 * separator), a part wrapped where it must be; else the whole wrapped.
 */
function separatedLines(text: string, width: number, size: number, measure: Measure, maxLines = MAX_LINES): string[][] {
  const fits = (line: string) => measure(line, size) <= width;
  if (fits(text)) return [[text]];
  const parts = text.split(CAPTION_SEPARATOR).flatMap((part) => wrapBalanced(part, width, size, measure));
  const whole = wrapBalanced(text, width, size, measure);
  return [parts, whole].filter((lines) => lines.length <= maxLines && lines.every(fits)).sort((a, b) => a.length - b.length);
}

/** The sizes colours and sizes may take under code and price at `details`, largest first. */
function variantSizes(details: number): number[] {
  const sizes: number[] = [];
  for (let size = details; size >= Math.max(MIN_TYPE_SIZE, details - VARIANTS_GIVE) - 1e-9; size -= SIZE_STEP) sizes.push(size);
  return sizes;
}

const detailsSize = (paragraphs: Paragraph[], sizes: Record<CaptionRole, number>) => paragraphs.find((paragraph) => paragraph.role === 'caption-details')?.size ?? sizes['caption-variants'];

/** Colours and sizes whole under name and price as fitted, at the details' size or up to VARIANTS_GIVE smaller. */
function wholeVariants(paragraphs: Paragraph[], text: string, band: Rect, width: number, measure: Measure, sizes: Record<CaptionRole, number>): Paragraph[] | undefined {
  for (const size of variantSizes(detailsSize(paragraphs, sizes))) {
    for (const lines of separatedLines(text, width, size, measure, MAX_LINES_OF['caption-variants'])) {
      const candidate = [...paragraphs, { role: 'caption-variants' as const, size, lines }];
      if (inBand(candidate, band, measure)) return candidate;
    }
  }
  return undefined;
}

/** The last resort: as much of colours and sizes as the band holds, ending in an ellipsis; undefined when not one line fits. */
function shortenedVariants(paragraphs: Paragraph[], text: string, band: Rect, width: number, measure: Measure, sizes: Record<CaptionRole, number>): Paragraph[] | undefined {
  for (const size of variantSizes(detailsSize(paragraphs, sizes))) {
    const wrapped = wrapText(text, width, size, measure);
    for (let count = Math.min(MAX_LINES_OF['caption-variants'], wrapped.length - 1); count >= 1; count--) {
      const lines = [...wrapped.slice(0, count - 1), ellipsize(wrapped.slice(count - 1).join(' '), width, size, measure)];
      const candidate = [...paragraphs, { role: 'caption-variants' as const, size, lines }];
      if (inBand(candidate, band, measure)) return candidate;
    }
  }
  return undefined;
}

/**
 * The caption at the largest sizes that fit the band under a photo `photoWidth` wide. `hyphenate`
 * (the catalogue language's) breaks the name's long words; code and price are never hyphenated.
 * `setting`: a look's smaller sizes, or the scale of a caption set large.
 */
export function fitCaption(texts: CaptionTexts, band: Rect, photoWidth: number, measure: Measure, hyphenate?: Hyphenate, { smaller = 0, scale = 1, nameSize = Infinity, measures = {} }: CaptionSetting = {}): FittedCaption {
  const sizes = scaledSizes(scale);
  const measureOf = (role: CaptionRole) => {
    const own = measures[role] ?? measure;
    return IN_FIGURES[role] ? inFigures(own) : own;
  };
  const nameMeasure = measureOf('caption-name');
  const width = captionMeasure(texts, band, photoWidth, nameMeasure, sizes['caption-name']);
  const parts: { role: CaptionRole; text: string }[] = [
    { role: 'caption-name', text: texts.name },
    { role: 'caption-details', text: texts.details },
  ];
  const wanted = parts.filter(({ text }) => text !== '');
  const firstStep = Math.max(Math.round(smaller / SIZE_STEP), Math.ceil((sizes['caption-name'] - nameSize) / SIZE_STEP - 1e-9));
  const paragraphsAt = (step: number, roles: { role: CaptionRole; text: string }[]) =>
    roles.map(({ role, text }) => {
      const size = sizeAt(role, step, sizes);
      if (role === 'caption-name') return { role, size, lines: wrapBalanced(text, width, size, nameMeasure, hyphenate) };
      return { role, size, lines: separatedLines(text, width, size, measureOf(role))[0] ?? wrapBalanced(text, width, size, measureOf(role)) };
    });
  // The name shrinks first, then both together, so the name stays the larger, down to MIN_TYPE_SIZE.
  const steps = Math.round((sizes['caption-name'] - MIN_TYPE_SIZE) / SIZE_STEP);
  const variantsMeasure = measureOf('caption-variants');
  // Colours and sizes shortened under the name and price as fitted, the last resort.
  const fitted = (paragraphs: Paragraph[], outcome: Pick<FittedCaption, 'shortened' | 'cut'>): FittedCaption => {
    const shortened = texts.variants && !outcome.cut ? shortenedVariants(paragraphs, texts.variants, band, width, variantsMeasure, sizes) : undefined;
    if (!shortened) return { lines: place(paragraphs, band), ...outcome, variants: false };
    return { lines: place(shortened, band), ...outcome, variants: true };
  };
  // A look with smaller captions (issue 26.6) starts further down the same steps. Colours and sizes
  // print whole at the largest step that holds them, down to VARIANTS_TAKE_STEPS: a buyer orders
  // by them, and a caption without them reads as missing data; only where no such step does are
  // they shortened, at the first step that holds name and price.
  let first: { step: number; paragraphs: Paragraph[] } | undefined;
  for (let step = firstStep; step <= steps; step++) {
    const paragraphs = paragraphsAt(step, wanted);
    if (!inBand(paragraphs, band, measure)) continue;
    first ??= { step, paragraphs };
    if (step - first.step > VARIANTS_TAKE_STEPS) break;
    const whole = texts.variants ? wholeVariants(paragraphs, texts.variants, band, width, variantsMeasure, sizes) : undefined;
    if (whole) return { lines: place(whole, band), shortened: false, cut: false, variants: true };
    if (!texts.variants) break;
  }
  if (first) return fitted(first.paragraphs, { shortened: false, cut: false });
  const wrapped = wanted.map(({ role, text }) => ({ role, text, whole: wrapText(text, width, MIN_TYPE_SIZE, measureOf(role), role === 'caption-name' ? hyphenate : undefined) }));
  // A name shortened anyway is cut between whole words: a hyphen would stand before the ellipsis.
  const paragraphs = wrapped.map(({ role, text, whole }) => ({ role, size: MIN_TYPE_SIZE, lines: whole.length > MAX_LINES ? shorten(wrapText(text, width, MIN_TYPE_SIZE, measureOf(role)), width, MIN_TYPE_SIZE, measureOf(role)) : whole }));
  const over = (wantedRole: CaptionRole) => wrapped.some(({ role, whole }) => role === wantedRole && whole.length > MAX_LINES);
  return fitted(paragraphs, { shortened: over('caption-name'), cut: over('caption-details') || !inBand(paragraphs, band, measure) });
}
