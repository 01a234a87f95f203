/**
 * 'Adatta': a caption beside its photo starts at that photo's top (the thirteenth review, finding
 * A4; decision 1132). A whole photo shorter than its row stands on the row's foot, so a band that
 * kept the row's top line set its caption beside white, where it read as the row above's.
 */
import { bottomOf, captionStandsBeside, type Rect } from './geometry.js';

/** Under this, in pt, a photo's top under its band's is floating-point rounding of one line, not a lower photo. */
const LEVEL = 0.1;

/** Each placement whose caption stands beside its frame, its band from the frame's top to the band's own foot. */
export function sideCaptionsOnTheirPhotos<Placement extends { frame: Rect; captionBand?: Rect }>(placements: readonly Placement[]): Placement[] {
  return placements.map((placement) => {
    const { frame, captionBand } = placement;
    if (!captionBand || !captionStandsBeside({ frame, captionBand }) || frame.y - captionBand.y < LEVEL) return placement;
    return { ...placement, captionBand: { ...captionBand, y: frame.y, height: bottomOf(captionBand) - frame.y } };
  });
}
