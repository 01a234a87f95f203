/**
 * Where each font's TTF file lives inside node_modules (@expo-google-fonts ships TTF; WOFF2 crashes
 * fontkit, STACK.md). Node reads these paths from disk, the browser bundles them as URLs.
 */
import { FONT_FAMILY_NAMES, fontCategory, type FontFamily } from '../../shared/index.js';
import type { FontFileId } from '../types.js';
import { isArabic, isCjk, isEmoji, isGeneral, isHebrew, isSymbol } from './script-ranges.js';

export type FontWeight = 'regular' | 'bold';

/** A face that supplies what the chosen family lacks, and the characters it is loaded for. */
export interface FallbackFace {
  family: FontFileId;
  serves: (char: string) => boolean;
}

const NOTO_SERIF: FallbackFace = { family: 'Noto Serif', serves: isGeneral };
const NOTO_SANS: FallbackFace = { family: 'Noto Sans', serves: isGeneral };
const SYMBOLS: FallbackFace = { family: 'Noto Sans Symbols 2', serves: isSymbol };
// Monochrome outlines: a print file has no colour-font tables.
const EMOJI: FallbackFace = { family: 'Noto Emoji', serves: isEmoji };
const HEBREW: FallbackFace = { family: 'Noto Sans Hebrew', serves: isHebrew };
const ARABIC: FallbackFace = { family: 'Noto Sans Arabic', serves: isArabic };
const SERIF_JAPANESE: FallbackFace = { family: 'Noto Serif JP', serves: isCjk };
const SANS_JAPANESE: FallbackFace = { family: 'Noto Sans JP', serves: isCjk };

const FALLBACK_FACES = [NOTO_SERIF, NOTO_SANS, SYMBOLS, EMOJI, HEBREW, ARABIC, SERIF_JAPANESE, SANS_JAPANESE];

/** Faces published in one weight only: their regular face stands in for bold. */
const REGULAR_ONLY: ReadonlySet<FontFileId> = new Set(['Noto Sans Symbols 2']);

const WEIGHT_DIRECTORY: Record<FontWeight, string> = { regular: '400Regular', bold: '700Bold' };

/** '@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf' for ('DM Sans', 'regular'). */
function fontFilePath(family: FontFileId, weight: FontWeight): string {
  const packageName = family.toLowerCase().replace(/ /g, '-');
  const fileStem = family.replace(/ /g, '');
  const directory = WEIGHT_DIRECTORY[REGULAR_ONLY.has(family) ? 'regular' : weight];
  return `@expo-google-fonts/${packageName}/${directory}/${fileStem}_${directory}.ttf`;
}

export const FONT_FILES = Object.fromEntries(
  [...FONT_FAMILY_NAMES, ...FALLBACK_FACES.map((face) => face.family)].map((family) => [
    family,
    { regular: fontFilePath(family, 'regular'), bold: fontFilePath(family, 'bold') },
  ]),
) as Record<FontFileId, Record<FontWeight, string>>;

/**
 * The faces tried, in order, for what the chosen family lacks: Noto of the same kind (serif or
 * sans) for other Latin, Greek and Cyrillic letters, then symbols, emoji, Hebrew, Arabic and
 * Japanese of the same kind. Each is loaded only for characters it `serves`.
 */
export function fallbackChain(family: FontFamily): FallbackFace[] {
  const serif = fontCategory(family) === 'serif';
  return [serif ? NOTO_SERIF : NOTO_SANS, SYMBOLS, EMOJI, HEBREW, ARABIC, serif ? SERIF_JAPANESE : SANS_JAPANESE];
}

/** The face that draws the visible stand-in for a character no face has (U+FFFD). */
export function substituteFace(family: FontFamily): FallbackFace {
  return fontCategory(family) === 'serif' ? NOTO_SERIF : NOTO_SANS;
}
