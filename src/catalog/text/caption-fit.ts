/**
 * A caption under its photo (the beyond issue): the name, then code and price smaller and lighter,
 * each on one line, centred under the photo; shrunk a little before it is ever cut with an ellipsis.
 */
import type { Rect } from '../layout/geometry.js';
import type { CaptionTexts } from '../texts/caption-texts.js';
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

function fitLine(text: string, role: CaptionRole, width: number, measure: Measure): { text: string; size: number; cut: boolean } {
  for (let size = STYLES[role].size; size >= MIN_TYPE_SIZE - 1e-9; size -= SIZE_STEP) {
    if (measure(text, size) <= width) return { text, size, cut: false };
  }
  return { text: ellipsize(text, width, MIN_TYPE_SIZE, measure), size: MIN_TYPE_SIZE, cut: true };
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
    const fitted = fitLine(text, role, band.width, measure);
    const lineHeight = STYLES[role].size * LEADING;
    const baseline = top + (lineHeight - fitted.size * EM_BOX) / 2 + fitted.size;
    lines.push({ role, ...fitted, baseline, centreX });
    top += lineHeight;
  }
  return lines;
}
