/**
 * Where each font's TTF file lives inside node_modules (@expo-google-fonts ships TTF; WOFF2 crashes
 * fontkit, STACK.md). Node reads these paths from disk, the browser bundles them as URLs.
 */
import { FONT_FAMILY_NAMES, fontCategory, type FontFamily } from '../../shared/index.js';
import type { FontFileId } from '../types.js';
import { isArabic, isCjk, isEmoji, isGeneral, isHebrew, isSymbol } from './script-ranges.js';

/** 'italic': the regular weight's italic, which Editoriale sets its captions' names in (decision 1105). */
export type FontWeight = 'regular' | 'bold' | 'italic';

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

/**
 * Faces published upright only: their regular face stands in for the italic, so a name set in
 * italic never meets a missing glyph (Outfit and Space Grotesk have no italic; nor have the
 * symbol, emoji, Hebrew, Arabic and Japanese faces).
 */
const UPRIGHT_ONLY: ReadonlySet<FontFileId> = new Set(['Outfit', 'Space Grotesk', 'Noto Sans Symbols 2', 'Noto Emoji', 'Noto Sans Hebrew', 'Noto Sans Arabic', 'Noto Serif JP', 'Noto Sans JP']);

/** Whether the family has an italic of its own, rather than its regular face standing in. */
export function hasItalic(family: FontFileId): boolean {
  return !UPRIGHT_ONLY.has(family);
}

const WEIGHT_DIRECTORY: Record<FontWeight, string> = { regular: '400Regular', bold: '700Bold', italic: '400Regular_Italic' };

/** The weight whose file stands for `weight` in `family`. */
function publishedWeight(family: FontFileId, weight: FontWeight): FontWeight {
  if (REGULAR_ONLY.has(family)) return 'regular';
  return weight === 'italic' && !hasItalic(family) ? 'regular' : weight;
}

/** '@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf' for ('DM Sans', 'regular'); Outfit's regular for ('Outfit', 'italic'). */
function fontFilePath(family: FontFileId, weight: FontWeight): string {
  const packageName = family.toLowerCase().replace(/ /g, '-');
  const fileStem = family.replace(/ /g, '');
  const directory = WEIGHT_DIRECTORY[publishedWeight(family, weight)];
  return `@expo-google-fonts/${packageName}/${directory}/${fileStem}_${directory}.ttf`;
}

export const FONT_FILES = Object.fromEntries(
  [...FONT_FAMILY_NAMES, ...FALLBACK_FACES.map((face) => face.family)].map((family) => [
    family,
    { regular: fontFilePath(family, 'regular'), bold: fontFilePath(family, 'bold'), italic: fontFilePath(family, 'italic') },
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
