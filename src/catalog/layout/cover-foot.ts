/**
 * 'Adatta': page 1's raised hero on the foot line of the photos beside it (the twelfth review,
 * finding A3; decision 1129). The whole hero stood in the middle of its tall block (decision 1050)
 * and each companion on its box's foot, so at 6 per page in portrait the hero's name stood
 * 18-27 pt over its companion's, where 'Riempi' sets both on one line. The hero comes down to the
 * companions' foot, as every whole photo in 'Adatta' stands on its box's foot. The companions stay:
 * over them is the header's white, which rising would close (Galleria's panel would touch them).
 */
import { bottomOf, movedDown } from './geometry.js';
import type { RowPlacement } from './justified-rows.js';

/** `placements` with `hero` lowered to the foot of the photos right of it, its caption band on their bands' line; unchanged where they do not share one foot or stand higher. */
export function onHeroFoot<Placement extends RowPlacement>(placements: readonly Placement[], hero: Placement): Placement[] {
  const edge = hero.frame.x + hero.frame.width;
  const beside = placements.filter((placement) => placement !== hero && placement.frame.x >= edge);
  const [first] = beside;
  const dy = first ? bottomOf(first.frame) - bottomOf(hero.frame) : 0;
  if (!first || dy <= 0 || beside.some((placement) => Math.abs(bottomOf(placement.frame) - bottomOf(first.frame)) > 0.5)) return [...placements];
  const band = hero.captionBand && { ...hero.captionBand, y: first.captionBand ? first.captionBand.y : hero.captionBand.y + dy };
  const lowered = { ...hero, frame: movedDown(hero.frame, dy), ...(hero.image && { image: movedDown(hero.image, dy) }), ...(band && { captionBand: band }) };
  return placements.map((placement) => (placement === hero ? lowered : placement));
}
