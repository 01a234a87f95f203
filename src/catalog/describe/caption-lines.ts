/**
 * A caption's fitted lines as a page prints them (decision 1069): the name in ink, code, colours
 * and sizes in grey, and the price in the name's ink, where it was one grey with the
 * code: a buyer looks for it first and read it buried (the art director's item 8). The price keeps
 * its place on the code's line, opening it (decision 1092), or flush right on the photo's right edge
 * in a look whose captions tabulate it as a line sheet does; the fitter measured the line whole, so
 * either fits.
 */
import type { FontFamily } from '../../shared/index.js';
import type { CaptionLine, CaptionRole } from '../text/caption-fit.js';
import type { Measure } from '../text/wrap.js';
import { CAPTION_SEPARATOR } from '../texts/caption-texts.js';
import type { DescribedText } from './page-description.js';

/**
 * 'right': flush right on `right`, the code flush left; 'name': flush right on the name's first
 * line (the fitter's `priceBesideName`), else as 'right'; 'first': opening the code's line, read
 * straight after the name (decision 1080). The details open with the price in every look (decision 1092).
 */
export type PriceAlignment = 'right' | 'name' | 'first';

/** A role's face, its widths (tracked as it is set) and its letter spacing (decision 1074). */
export interface CaptionRoleType {
  measure: Measure;
  face?: FontFamily;
  /** Set in the catalogue font's italic, which `measure` measures (decision 1105). */
  italic?: true;
  tracking?: number;
}

export interface CaptionLinesSetting {
  /** The price as the details end in it; none, no line is split. */
  price?: string;
  priceAlignment: PriceAlignment;
  /** Where a line `width` wide starts, as the look aligns its captions. */
  start: (width: number, line: CaptionLine) => number;
  /** The edge a flush-right price stands on. */
  right: number;
  measure: Measure;
  colours: Record<CaptionRole, string>;
  face?: FontFamily;
  /** Each role's own face and spacing where the look sets them; else `measure` and `face`. */
  roles?: Record<CaptionRole, CaptionRoleType>;
}

/** The least white between a code and a flush-right price: the separator's width, as when they follow each other. */
const MIN_TAB = CAPTION_SEPARATOR;

/** The lines as described texts, a details line ending in the price split in two. */
export function describedCaptionLines(lines: readonly CaptionLine[], setting: CaptionLinesSetting): DescribedText[] {
  return lines.flatMap((line) => describedLine(line, setting));
}

function describedLine({ onNameLine, ...line }: CaptionLine, { price, priceAlignment, start, right, measure: anyRole, colours, face: anyFace, roles }: CaptionLinesSetting): DescribedText[] {
  const { measure, face, italic, tracking } = roles?.[line.role] ?? { measure: anyRole, face: anyFace };
  const widthOf = (text: string) => measure(text, line.size, line.figures);
  const text = (value: string, x: number, colour: string, role: DescribedText['role'] = line.role): DescribedText => {
    const width = widthOf(value);
    return { ...line, role, text: value, centreX: x + width / 2, width, colour, ...(face && { face }), ...(italic && { italic }), ...(tracking && { tracking }) };
  };
  const width = widthOf(line.text);
  const isDetails = line.role === 'caption-details' && price !== undefined;
  const ink = colours['caption-name'];
  const tabulated = priceAlignment === 'right' || priceAlignment === 'name';
  if (isDetails && line.text !== price && line.text.startsWith(price + CAPTION_SEPARATOR)) {
    // The price opening the line, the separator after it with the code, in its grey: no text
    // starts with a space, which a reader's words and a right-to-left code would not place.
    const x = start(width, line);
    const rest = line.text.slice(price.length).trimStart();
    return [text(price, x, ink, 'caption-price'), text(rest, x + width - widthOf(rest), colours[line.role])];
  }
  if (!isDetails || !line.text.endsWith(price)) return [text(line.text, start(width, line), colours[line.role])];
  const priceWidth = widthOf(price);
  const code = line.text.slice(0, line.text.length - price.length);
  const flushRight = right - priceWidth;
  // A price on a line of its own starts where the code under it does: flush right there it hung
  // mid-column, apart from its caption (the seventh review, finding 4). Only on the name's line is it tabulated.
  if (code === '') return [text(price, (priceAlignment === 'name' ? onNameLine : tabulated) ? flushRight : start(width, line), ink, 'caption-price')];
  const bare = code.endsWith(CAPTION_SEPARATOR) ? code.slice(0, -CAPTION_SEPARATOR.length) : code.trimEnd();
  const x = start(width, line);
  if (tabulated && flushRight >= x + widthOf(bare) + widthOf(MIN_TAB)) {
    return [text(bare, x, colours[line.role]), text(price, flushRight, ink, 'caption-price')];
  }
  // The separator stays with the code, in its grey; the price ends where the whole line does (a
  // spaced line's gap before the price is in the whole line's width, not in the code's).
  return [text(code.trimEnd(), x, colours[line.role]), text(price, x + width - priceWidth, ink, 'caption-price')];
}
