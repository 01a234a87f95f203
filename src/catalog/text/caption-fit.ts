/**
 * A caption under its photo (the beyond issue): the name, then code and price smaller and lighter,
 * each on one line, centred under the photo; shrunk a little before it is ever cut with an ellipsis.
 */
import type { Rect } from '../layout/geometry.js';
import type { CaptionTexts } from '../texts/caption-texts.js';
import { inkInside } from './ink.js';
import { MIN_TYPE_SIZE, ellipsize, type Measure } from './wrap.js';

export type CaptionRole = 'caption-name' | 'caption-details';

export interface CaptionLine {
  role: CaptionRole;
  text: string;
  size: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  centreX: number;
  /** The text did not fit even at MIN_TYPE_SIZE and ends in an ellipsis. */
  cut: boolean;
}

const STYLES: Record<CaptionRole, { size: number }> = {
  'caption-name': { size: 8.5 },
  'caption-details': { size: 7.5 },
};
const LEADING = 1.3;
const SIZE_STEP = 0.25;
/** Space between the photo and its caption. */
export const CAPTION_GAP = 5;
/** As in the header: the em box reaches a quarter of the size below the baseline. */
const EM_BOX = 1.25;

/** What both lines take at full size: CAPTION_BAND_HEIGHT in the geometry keeps room for it. */
export const CAPTION_HEIGHT = CAPTION_GAP + (STYLES['caption-name'].size + STYLES['caption-details'].size) * LEADING;

/**
 * The line at the largest size whose width fits the band and whose ink stays in it: marks stacked
 * above the name would otherwise reach into the photo (issue 27.9). `top` is the line box's top.
 */
function fitLine(text: string, role: CaptionRole, band: Rect, top: number, measure: Measure): Omit<CaptionLine, 'role' | 'centreX'> {
  const lineHeight = STYLES[role].size * LEADING;
  const at = (size: number, shown = text) => ({ text: shown, size, baseline: top + (lineHeight - size * EM_BOX) / 2 + size });
  for (let size = STYLES[role].size; size >= MIN_TYPE_SIZE - 1e-9; size -= SIZE_STEP) {
    if (measure(text, size) <= band.width && inkInside([at(size)], band, measure)) return { ...at(size), cut: false };
  }
  return { ...at(MIN_TYPE_SIZE, ellipsize(text, band.width, MIN_TYPE_SIZE, measure)), cut: true };
}

export function fitCaption(texts: CaptionTexts, band: Rect, measure: Measure): CaptionLine[] {
  const centreX = band.x + band.width / 2;
  const wanted: [CaptionRole, string][] = [
    ['caption-name', texts.name],
    ['caption-details', texts.details],
  ];
  const lines: CaptionLine[] = [];
  let top = band.y + CAPTION_GAP;
  for (const [role, text] of wanted) {
    if (!text) continue;
    lines.push({ role, ...fitLine(text, role, band, top, measure), centreX });
    top += STYLES[role].size * LEADING;
  }
  return lines;
}
