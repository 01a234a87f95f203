/**
 * 'Adatta': page 1's raised hero and the photos beside it on one foot line (the twelfth review,
 * finding A3; decision 1129). The whole hero stands in the middle of its tall block (decision 1050)
 * and each companion on its box's foot, so at 6 per page in portrait the hero's name stood
 * 18-27 pt over its companion's, where 'Riempi' sets both on one line. The companions rise to the
 * hero's foot as far as the header's zone lets them, and the hero comes down the rest.
 */
import { bottomOf, movedDown, placementMovedDown, type Rect } from './geometry.js';
import type { RowPlacement } from './justified-rows.js';

/** `placements` with `hero` and the photos right of it on one foot, their caption bands on one line; none rises over `top`. */
export function onHeroFoot<Placement extends RowPlacement>(placements: readonly Placement[], hero: Placement, top: number): Placement[] {
  const edge = hero.frame.x + hero.frame.width;
  const beside = placements.filter((placement) => placement !== hero && placement.frame.x >= edge);
  const [first] = beside;
  const heroFoot = bottomOf(hero.frame);
  const foot = first ? bottomOf(first.frame) : heroFoot;
  if (!first || beside.some((placement) => Math.abs(bottomOf(placement.frame) - foot) > 0.5) || foot <= heroFoot) return [...placements];
  const rise = Math.min(foot - heroFoot, Math.max(0, Math.min(...beside.map((placement) => placement.frame.y)) - top));
  const line = foot - rise;
  const band = (rect: Rect) => ({ ...rect, y: line + (first.captionBand ? first.captionBand.y - foot : rect.y - heroFoot) });
  const lowered = { ...hero, frame: movedDown(hero.frame, line - heroFoot), ...(hero.image && { image: movedDown(hero.image, line - heroFoot) }), ...(hero.captionBand && { captionBand: band(hero.captionBand) }) };
  return placements.map((placement) => (placement === hero ? lowered : beside.includes(placement) ? placementMovedDown(placement, -rise) : placement));
}
