/**
 * Where a page's ink ends: what the reader sees of its photos (their keylines where they have one)
 * and their caption lines, descenders included; and where its foot begins. The closing panel
 * (closing-panel.ts) and the closing page's rows (row-white.ts) both measure white from them.
 */
import { bottomOf } from '../layout/geometry.js';
import type { DescribedPhoto, PageDescription } from './page-description.js';

/** A caption line's ink under its baseline, as a share of its size (descenders). */
export const DESCENT = 0.25;

/** The lowest ink of `photos`: their frames (or keylines) and their caption lines; 0 without photos. */
export function lastInk(photos: readonly DescribedPhoto[]): number {
  const bottoms = photos.flatMap((photo) => [bottomOf(photo.keyline?.rect ?? photo.frame), ...photo.caption.map((line) => line.baseline + line.size * DESCENT)]);
  return bottoms.length > 0 ? Math.max(...bottoms) : 0;
}

/** A foot text's ink over its baseline, as a share of its size (cap height with accents). */
const FOOT_ASCENT = 0.8;

/** The page's foot line: its footer rule, else the top of its folio or footer text. */
export function footLine(page: Pick<PageDescription, 'texts' | 'rules' | 'size'>): number {
  const rule = page.rules.find((each) => each.role === 'footer-rule');
  if (rule) return rule.y;
  const foot = page.texts.filter((text) => text.role === 'page-number' || text.role === 'footer').map((text) => text.baseline - text.size * FOOT_ASCENT);
  return foot.length > 0 ? Math.min(...foot) : page.size.height;
}
