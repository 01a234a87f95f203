/**
 * What the preview needs to draw emoji as the PDF does (decision 0961) with the browser's fonts:
 * the catalogue fonts' cap heights and the emoji face's reference picture, in em. The engine reads
 * both from the font files (`emojiFit`); `tests/unit/engine/marks-and-emoji.test.ts` holds these
 * figures to the files.
 */
import type { FontFamily } from '../../shared/index.js';

/** OS/2 sCapHeight over unitsPerEm. */
export const CAP_HEIGHTS: Record<FontFamily, number> = {
  'Playfair Display': 0.708,
  'Cormorant Garamond': 0.625,
  'Libre Baskerville': 0.77,
  Lora: 0.7,
  'Crimson Text': 0.6406,
  Montserrat: 0.7,
  Poppins: 0.698,
  Inter: 0.7275,
  Outfit: 0.694,
  'Space Grotesk': 0.7,
  'Plus Jakarta Sans': 0.745,
  'DM Sans': 0.7,
};

/** Noto Emoji's 😀: how tall its ink is and how far it reaches under the baseline. */
export const EMOJI_INK = { height: 1.0107, depth: 0.1636 };

/**
 * An emoji and the sequence it heads: skin tones, presentation selectors, ZWJ sequences, flags.
 * What the chain draws with the emoji face: pictographs shown as emoji by default, and a
 * text-style symbol followed by VS16.
 */
export const EMOJI_SEQUENCE =
  /\p{Regional_Indicator}{2}|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f)(?:\p{Emoji_Modifier}|\ufe0f|\u200d(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\ufe0f?))*/gu;
