/**
 * Where a page's ink ends: what the reader sees of its photos (their keylines where they have one)
 * and their caption lines, descenders included. The closing block (closing-block.ts) and the
 * closing page's rows (row-white.ts) both measure white from it.
 */
import { bottomOf } from '../layout/geometry.js';
import type { DescribedPhoto } from './page-description.js';

/** A caption line's ink under its baseline, as a share of its size (descenders). */
export const DESCENT = 0.25;

/** The lowest ink of `photos`: their frames (or keylines) and their caption lines; 0 without photos. */
export function lastInk(photos: readonly DescribedPhoto[]): number {
  const bottoms = photos.flatMap((photo) => [bottomOf(photo.keyline?.rect ?? photo.frame), ...photo.caption.map((line) => line.baseline + line.size * DESCENT)]);
  return bottoms.length > 0 ? Math.max(...bottoms) : 0;
}
