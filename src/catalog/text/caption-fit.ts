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
  /** The price set on the name's first line (`CaptionSetting.priceBesideName`): the only price a page tabulates flush right. */
  onNameLine?: true;
}

/**
 * Where a caption put its price and code, which a page holds the same in every caption (the seventh
 * review, finding 4): beside the name or not, and price and code on one line or one a line.
 */
export interface CaptionStructure {
  priceBesideName: boolean;
  detailsStacked: boolean;
}

export interface FittedCaption {
  lines: CaptionLine[];
  /** The name did not fit two lines at MIN_TYPE_SIZE and ends in an ellipsis. */
  shortened: boolean;
  /** Code and price, or not one line of colours and sizes, did not fit, or the ink left the band, at MIN_TYPE_SIZE: the caption is refused. */
  cut: boolean;
  /** The caption has colours or sizes and printed them, whole or, the last resort, ending in an ellipsis. */
  variants: boolean;
  /** How price and code were set; none where the caption has not both a price and a code. */
  structure?: CaptionStructure;
}

/**
 * The name leads at 10.5 pt in ink, code, price, colours and sizes follow at 8 pt in grey in the
 * text face (decisions 1063, 1071, 1080): at 7.5 pt a buyer strained to read the code and sizes
 * (the art director's fifth review, item 7), and at 9.25 pt over 8 the name did not lead (the
 * review of issue 35, finding 9): a line sheet reads name first, at 1.3 times its details. The
 * name's line keeps the 11.56 pt it had at 9.25 pt on 1.25, tight as a magazine sets its heads, so
 * a name on two lines and the details fit the 39.5 pt band, colours and sizes the 57.5 pt one; marks
 * stacked over a capital are checked as ink (`inBand`). The details are on 1.2: on 1.08 (8.6 pt
 * lines under 8 pt) they read crowded (the sixth review, finding 8; decision 1092), and the 1.25-1.3
 * usual in text took the bands 6 pt more from the photos.
 */
const NAME_SIZE = 10.5;
const NAME_LINE = 9.25 * 1.25;
const STYLES: Record<CaptionRole, { size: number; leading: number }> = {
  'caption-name': { size: NAME_SIZE, leading: NAME_LINE / NAME_SIZE },
  'caption-details': { size: 8, leading: 1.2 },
  'caption-variants': { size: 8, leading: 1.2 },
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
const MAX_LINES_OF: Readonly<Record<CaptionRole, number>> = { 'caption-name': MAX_LINES, 'caption-details': MAX_LINES, 'caption-variants': MAX_LINES + 1 };
/**
 * Beside its photo (a band taller than wide: landscape's side captions, decision 1090) a caption
 * has the photo's height and a narrow measure: each part may take three lines more. A side column's
 * caption takes them at once and keeps the grid's size (decision 1096); another tall band (a full
 * page's white) before a name is shortened there.
 */
const BESIDE_EXTRA_LINES = 3;
type LineLimits = Readonly<Record<CaptionRole, number>>;
const MAX_LINES_BESIDE: LineLimits = {
  'caption-name': MAX_LINES_OF['caption-name'] + BESIDE_EXTRA_LINES,
  'caption-details': MAX_LINES_OF['caption-details'] + BESIDE_EXTRA_LINES,
  'caption-variants': MAX_LINES_OF['caption-variants'] + BESIDE_EXTRA_LINES,
};
/**
 * Steps the name may shrink so colours and sizes print whole: to 7.5 pt, code and price to 6.5 pt,
 * which only the narrowest frames ask (25 mm at 9 per page); wider ones keep 8.5 and 7.5 pt or more.
 */
const VARIANTS_TAKE_STEPS = 7;
/** Colours and sizes may go this far below code and price before they are shortened. */
const VARIANTS_GIVE = 0.5;
/**
 * Space between the photo (or its keyline) and its caption's line box: the name's capitals stand
 * 2.85 mm under the photo. At 5 pt (2.3 mm) the caption read as touching the photos' pale feet (the
 * sixth review, finding 8: a designer sets 3-4 mm; decision 1092). 7 pt (3 mm) with details on 1.25
 * took 3 points of a page from the photos at 9 per page in landscape (52 → 49 %), this 2 (→ 50 %).
 */
export const CAPTION_GAP = 6.5;
/** As in the header: the em box reaches a quarter of the size below the baseline. */
const EM_BOX = 1.25;
/**
 * Under a very narrow photo (a scarf standing on end) the caption may be wider than the photo,
 * up to this many of the name's characters: a narrower measure breaks nearly every word.
 */
const MIN_MEASURE_CHARACTERS = 12;

/**
 * A line's height at `size`. A name stepped down takes back its leading, up to 1.25 within the
 * line it has at full size: at 6 pt on the full size's 1.1, marks stacked over a capital left the
 * band and the caption was refused (stacked-marks.test).
 */
const lineHeight = (role: CaptionRole, size = STYLES[role].size) => {
  const tight = size * STYLES[role].leading;
  return role === 'caption-name' ? Math.max(tight, Math.min(size * 1.25, NAME_LINE)) : tight;
};

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
  /** The caption stands in a column beside its photo (decision 1090): it keeps its size and takes more lines (decision 1096). */
  sideColumn?: boolean;
  /** Each role's widths where the look sets it in its own face or spacing (decision 1074); else `measure`. */
  measures?: Partial<Record<CaptionRole, Measure>>;
  /**
   * The price flush right on the name's first line, at the name's size, as a line sheet sets it
   * (decision 1080): the name keeps clear of it on every line. Where that leaves the name under
   * PRICE_BESIDE_NAME of the measure, the price stays opening the code's line.
   */
  priceBesideName?: boolean;
  /**
   * Price and code one a line even where they fit one: the page's other captions need two lines,
   * and a caption that joins them beside one that stacks them reads as another grammar.
   */
  detailsStacked?: boolean;
}

/** The most of the measure a price beside the name may take, with the white before it. */
const PRICE_BESIDE_NAME = 0.4;

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
function inBand(paragraphs: Paragraph[], band: Rect, measure: Measure, limits: LineLimits): boolean {
  if (paragraphs.some((paragraph) => paragraph.lines.length > limits[paragraph.role])) return false;
  const height = CAPTION_GAP + paragraphs.reduce((sum, paragraph) => sum + paragraph.lines.length * lineHeight(paragraph.role, paragraph.size), 0);
  return height <= band.height + 1e-9 && inkInside(place(paragraphs, band), band, measure);
}

/** The last line takes what did not fit, ending in an ellipsis. */
function shorten(lines: string[], maxLines: number, width: number, size: number, measure: Measure): string[] {
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), ellipsize(lines.slice(maxLines - 1).join(' '), width, size, measure)];
}


/**
 * Code and price, or colours and sizes, whole in at most `maxLines`, the fewest lines first: on
 * one; else one part a line (code over price, colours over sizes: no line starts or ends in the
 * separator), a part wrapped where it must be; else the whole wrapped. `stacked`: one part a line first.
 */
function separatedLines(text: string, width: number, size: number, measure: Measure, maxLines = MAX_LINES, stacked = false): string[][] {
  const fits = (line: string) => measure(line, size) <= width;
  if (fits(text) && !(stacked && text.includes(CAPTION_SEPARATOR))) return [[text]];
  const parts = text.split(CAPTION_SEPARATOR).flatMap((part) => wrappedFields(part, width, size, measure));
  const whole = wrappedFields(text, width, size, measure);
  const fewest = [parts, whole].filter((lines) => lines.length <= maxLines && lines.every(fits)).sort((a, b) => a.length - b.length);
  return stacked ? fewest.sort((a, b) => Number(b === parts) - Number(a === parts)) : fewest;
}

/** Stands for a space inside a field while its line is wrapped: not white space, so no line breaks there. */
const FIELD_SPACE = '\uE000';
/** The separator as it ends a field, before the space a line may break at. */
const SEPARATOR_AFTER = CAPTION_SEPARATOR.trimEnd();

/**
 * Details or colours and sizes wrapped between their fields only: a colour ('Blu notte'), a price
 * ('€ 163') or a size run stays whole on its line wherever it fits one, and a line broken at the
 * separator drops it, as one part a line does. Broken at any space, a 55 pt column printed
 * 'Cammello, Blu / notte' (the ninth review, finding 1; decision 1110). Where whole fields take a
 * line more (under a 9 per page photo), the line is broken at any space as before: a line more
 * stepped the name down under Minimale's 8.3 pt floor.
 */
function wrappedFields(text: string, width: number, size: number, measure: Measure): string[] {
  const parts = text.split(CAPTION_SEPARATOR);
  const fields = parts.flatMap((part, index) => {
    const listed = part.split(/(?<=,) /u);
    return index < parts.length - 1 ? [...listed.slice(0, -1), `${listed.at(-1) ?? ''}${SEPARATOR_AFTER}`] : listed;
  });
  const kept = fields.map((field) => (measure(field, size) <= width ? field.replaceAll(' ', FIELD_SPACE) : field)).join(' ');
  const spaced = (line: string) => line.replaceAll(FIELD_SPACE, ' ');
  const whole = wrapBalanced(kept, width, size, (line, at) => measure(spaced(line), at)).map((line) => {
    const printed = spaced(line);
    return printed.endsWith(SEPARATOR_AFTER) ? printed.slice(0, -SEPARATOR_AFTER.length) : printed;
  });
  const anywhere = wrapBalanced(text, width, size, measure);
  return whole.length > anywhere.length ? anywhere : whole;
}

/** The sizes colours and sizes may take under code and price at `details`, largest first. */
function variantSizes(details: number): number[] {
  const sizes: number[] = [];
  for (let size = details; size >= Math.max(MIN_TYPE_SIZE, details - VARIANTS_GIVE) - 1e-9; size -= SIZE_STEP) sizes.push(size);
  return sizes;
}

const detailsSize = (paragraphs: Paragraph[], sizes: Record<CaptionRole, number>) => paragraphs.find((paragraph) => paragraph.role === 'caption-details')?.size ?? sizes['caption-variants'];

/** Colours and sizes whole under name and price as fitted, at the details' size or up to VARIANTS_GIVE smaller. */
function wholeVariants(paragraphs: Paragraph[], text: string, band: Rect, width: number, measure: Measure, sizes: Record<CaptionRole, number>, limits: LineLimits): Paragraph[] | undefined {
  for (const size of variantSizes(detailsSize(paragraphs, sizes))) {
    for (const lines of separatedLines(text, width, size, measure, limits['caption-variants'])) {
      const candidate = [...paragraphs, { role: 'caption-variants' as const, size, lines }];
      if (inBand(candidate, band, measure, limits)) return candidate;
    }
  }
  return undefined;
}

/** The last resort: as much of colours and sizes as the band holds, ending in an ellipsis; undefined when not one line fits. */
function shortenedVariants(paragraphs: Paragraph[], text: string, band: Rect, width: number, measure: Measure, sizes: Record<CaptionRole, number>, limits: LineLimits): Paragraph[] | undefined {
  for (const size of variantSizes(detailsSize(paragraphs, sizes))) {
    const wrapped = wrapText(text, width, size, measure);
    for (let count = Math.min(limits['caption-variants'], wrapped.length - 1); count >= 1; count--) {
      const lines = [...wrapped.slice(0, count - 1), ellipsize(wrapped.slice(count - 1).join(' '), width, size, measure)];
      const candidate = [...paragraphs, { role: 'caption-variants' as const, size, lines }];
      if (inBand(candidate, band, measure, limits)) return candidate;
    }
  }
  return undefined;
}

/** The price beside the name where the setting asks it and it leaves the name room: the code it leaves, and the width it takes from the name's lines. */
function besideName(texts: CaptionTexts, setting: CaptionSetting, width: number, nameSize: number, detailsMeasure: Measure): { code: string; price: string; reserve: (size: number) => number } | undefined {
  const { price, name, details } = texts;
  // The details open with the price (caption-style.ts `typedCaptionTexts`), or are the price alone.
  if (!setting.priceBesideName || !price || !name || !(details === price || details.startsWith(price + CAPTION_SEPARATOR))) return undefined;
  // The white before it is the separator's, as between a code and a tabulated price (caption-lines.ts).
  const reserve = (size: number) => detailsMeasure(CAPTION_SEPARATOR + price, size);
  if (reserve(nameSize) > width * PRICE_BESIDE_NAME) return undefined;
  return { code: details.slice(price.length + CAPTION_SEPARATOR.length), price, reserve };
}

/** A first line under this share of the second reads as a word dropped from the line under it. */
const MIN_FIRST_LINE = 0.5;
/** Points a name may step down to keep its lines clear of a price beside it: two steps, the most a row's neighbours follow unnoticed. */
const CLEAR_OF_PRICE_GIVE = 0.5;

const topHeavyEnough = (lines: readonly string[], size: number, measure: Measure) => {
  const [first, second] = lines;
  return first === undefined || second === undefined || measure(first, size) >= MIN_FIRST_LINE * measure(second, size);
};

/** How the name's lines keep clear of a price beside the first: its width at a size, and the least size the name may step down to for it. */
interface NameReserve {
  reserve: (size: number) => number;
  leastSize: number;
}

/**
 * The name's lines clear of a price beside its first, every line against the same measure:
 * balanced, or, where balancing leaves the first line under MIN_FIRST_LINE of the second ('Blazer /
 * sartoriale in lino'), as full a first line as the measure holds. Where that takes a third line, the
 * name steps down a size (returned whole, the fitter's band refuses it) while a smaller size down to
 * `leastSize` sets it in two: with only the first line measured short, 'Trench / in gabardine di
 * cotone' broke 31.7 pt over 98.7, the second line under the price (the eighth review, finding 8).
 * Only where no such size does, the first line is set clear of the price and the rest across the
 * measure: further down, a name loses its lead over its details.
 */
function nameLines(text: string, width: number, size: number, measure: Measure, hyphenate: Hyphenate | undefined, price: NameReserve | undefined): string[] {
  const clearLines = (at: number) => {
    const balanced = wrapBalanced(text, width - (price?.reserve(at) ?? 0), at, measure, hyphenate);
    if (balanced.length !== MAX_LINES || topHeavyEnough(balanced, at, measure)) return balanced;
    const full = wrapText(text, width - (price?.reserve(at) ?? 0), at, measure, hyphenate);
    return full.length === balanced.length ? full : balanced;
  };
  const clear = clearLines(size);
  if (!price || clear.length <= MAX_LINES) return clear;
  for (let smaller = size - SIZE_STEP; smaller >= price.leastSize - 1e-9; smaller -= SIZE_STEP) if (clearLines(smaller).length <= MAX_LINES) return clear;
  const [first] = wrapText(text, width - price.reserve(size), size, measure);
  if (!first || !text.startsWith(first)) return clear;
  return [first, ...wrapBalanced(text.slice(first.length).trim(), width, size, measure, hyphenate)];
}

/** The price on the name's first line, at its size: a details line of the price alone, which the page sets flush right. */
function withPriceBesideName(lines: CaptionLine[], price: string | undefined): CaptionLine[] {
  const name = lines.find((line) => line.role === 'caption-name');
  if (!price || !name) return lines;
  return [...lines, { role: 'caption-details', text: price, size: name.size, baseline: name.baseline, centreX: name.centreX, figures: true, onNameLine: true }];
}

/** Where the fitted caption set its price and code; none without both. */
function structureOf(texts: CaptionTexts, beside: boolean, paragraphs: readonly Paragraph[]): CaptionStructure | undefined {
  if (!texts.price || !texts.details.includes(CAPTION_SEPARATOR)) return undefined;
  const details = paragraphs.find((paragraph) => paragraph.role === 'caption-details');
  return { priceBesideName: beside, detailsStacked: !beside && (details?.lines.length ?? 0) > 1 };
}

/**
 * The caption at the largest sizes that fit the band under a photo `photoWidth` wide. `hyphenate`
 * (the catalogue language's) breaks the name's long words; code and price are never hyphenated.
 * `setting`: a look's smaller sizes, or the scale of a caption set large.
 */
export function fitCaption(texts: CaptionTexts, band: Rect, photoWidth: number, measure: Measure, hyphenate?: Hyphenate, setting: CaptionSetting = {}): FittedCaption {
  // In a side column a caption runs longer rather than smaller: held to two lines a name there
  // stepped down to 6 pt, each caption to its own size (the seventh review, finding 1; decision 1096).
  if (setting.sideColumn) return fitCaptionIn(texts, band, photoWidth, measure, hyphenate, setting, MAX_LINES_BESIDE);
  const fitted = fitCaptionIn(texts, band, photoWidth, measure, hyphenate, setting, MAX_LINES_OF);
  if (!(fitted.shortened || fitted.cut) || band.height <= band.width) return fitted;
  const longer = fitCaptionIn(texts, band, photoWidth, measure, hyphenate, setting, MAX_LINES_BESIDE);
  const loss = (caption: FittedCaption) => (caption.cut ? 2 : 0) + (caption.shortened ? 1 : 0);
  return loss(longer) < loss(fitted) ? longer : fitted;
}

function fitCaptionIn(texts: CaptionTexts, band: Rect, photoWidth: number, measure: Measure, hyphenate: Hyphenate | undefined, setting: CaptionSetting, limits: LineLimits): FittedCaption {
  const { smaller = 0, scale = 1, nameSize = Infinity, measures = {} } = setting;
  const sizes = scaledSizes(scale);
  const measureOf = (role: CaptionRole) => {
    const own = measures[role] ?? measure;
    return IN_FIGURES[role] ? inFigures(own) : own;
  };
  const nameMeasure = measureOf('caption-name');
  const width = captionMeasure(texts, band, photoWidth, nameMeasure, sizes['caption-name']);
  const beside = besideName(texts, setting, width, sizes['caption-name'], measureOf('caption-details'));
  const parts: { role: CaptionRole; text: string }[] = [
    { role: 'caption-name', text: texts.name },
    { role: 'caption-details', text: beside ? beside.code : texts.details },
  ];
  const wanted = parts.filter(({ text }) => text !== '');
  const firstStep = Math.max(Math.round(smaller / SIZE_STEP), Math.ceil((sizes['caption-name'] - nameSize) / SIZE_STEP - 1e-9));
  const paragraphsAt = (step: number, roles: { role: CaptionRole; text: string }[]) =>
    roles.map(({ role, text }) => {
      const size = sizeAt(role, step, sizes);
      if (role === 'caption-name') return { role, size, lines: nameLines(text, width, size, nameMeasure, hyphenate, beside && { reserve: beside.reserve, leastSize: sizes['caption-name'] - CLEAR_OF_PRICE_GIVE }) };
      return { role, size, lines: separatedLines(text, width, size, measureOf(role), limits[role], role === 'caption-details' && setting.detailsStacked)[0] ?? wrapBalanced(text, width, size, measureOf(role)) };
    });
  // The name shrinks first, then both together, so the name stays the larger, down to MIN_TYPE_SIZE.
  const steps = Math.round((sizes['caption-name'] - MIN_TYPE_SIZE) / SIZE_STEP);
  const variantsMeasure = measureOf('caption-variants');
  const placed = (paragraphs: Paragraph[]) => withPriceBesideName(place(paragraphs, band), beside?.price);
  const structure = (paragraphs: Paragraph[]) => {
    const found = structureOf(texts, beside !== undefined, paragraphs);
    return found && { structure: found };
  };
  // Colours and sizes shortened under the name and price as fitted, the last resort. Where not one
  // line of them fits the caption is cut, never printed without them unreported (decision 1113: a
  // full page's caption lost them so): the grid then sets every caption without them (describe-pages.ts).
  const fitted = (paragraphs: Paragraph[], outcome: Pick<FittedCaption, 'shortened' | 'cut'>): FittedCaption => {
    const shortened = texts.variants && !outcome.cut ? shortenedVariants(paragraphs, texts.variants, band, width, variantsMeasure, sizes, limits) : undefined;
    if (!shortened) return { lines: placed(paragraphs), ...outcome, cut: outcome.cut || Boolean(texts.variants), variants: false, ...structure(paragraphs) };
    return { lines: placed(shortened), ...outcome, variants: true, ...structure(shortened) };
  };
  // A look with smaller captions (issue 26.6) starts further down the same steps. Colours and sizes
  // print whole at the largest step that holds them, down to VARIANTS_TAKE_STEPS: a buyer orders
  // by them, and a caption without them reads as missing data; only where no such step does are
  // they shortened, at the first step that holds name and price.
  let first: { step: number; paragraphs: Paragraph[] } | undefined;
  for (let step = firstStep; step <= steps; step++) {
    const paragraphs = paragraphsAt(step, wanted);
    if (!inBand(paragraphs, band, measure, limits)) continue;
    first ??= { step, paragraphs };
    if (step - first.step > VARIANTS_TAKE_STEPS) break;
    const whole = texts.variants ? wholeVariants(paragraphs, texts.variants, band, width, variantsMeasure, sizes, limits) : undefined;
    if (whole) return { lines: placed(whole), shortened: false, cut: false, variants: true, ...structure(whole) };
    if (!texts.variants) break;
  }
  if (first) return fitted(first.paragraphs, { shortened: false, cut: false });
  const widthOf = (role: CaptionRole) => (role === 'caption-name' ? width - (beside?.reserve(MIN_TYPE_SIZE) ?? 0) : width);
  const wrapped = wanted.map(({ role, text }) => ({ role, text, whole: wrapText(text, widthOf(role), MIN_TYPE_SIZE, measureOf(role), role === 'caption-name' ? hyphenate : undefined) }));
  // A name shortened anyway is cut between whole words: a hyphen would stand before the ellipsis.
  const most = (role: CaptionRole) => limits[role];
  const paragraphs = wrapped.map(({ role, text, whole }) => ({ role, size: MIN_TYPE_SIZE, lines: whole.length > most(role) ? shorten(wrapText(text, widthOf(role), MIN_TYPE_SIZE, measureOf(role)), most(role), widthOf(role), MIN_TYPE_SIZE, measureOf(role)) : whole }));
  const over = (wantedRole: CaptionRole) => wrapped.some(({ role, whole }) => role === wantedRole && whole.length > most(role));
  return fitted(paragraphs, { shortened: over('caption-name'), cut: over('caption-details') || !inBand(paragraphs, band, measure, limits) });
}
