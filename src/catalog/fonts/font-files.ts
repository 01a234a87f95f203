/**
 * Where each font's TTF file lives inside node_modules (@expo-google-fonts ships TTF; WOFF2 crashes
 * fontkit, STACK.md). Node reads these paths from disk, the browser bundles them as URLs.
 */
import { fontCategory, type FontFamily } from '../../shared/index.js';
import type { FontFileId } from '../types.js';

export type FontWeight = 'regular' | 'bold';

export const FALLBACK_SERIF: FontFileId = 'Noto Serif';
export const FALLBACK_SANS: FontFileId = 'Noto Sans';
export const FALLBACK_JAPANESE: FontFileId = 'Noto Sans JP';

const ALL_FONT_FILE_IDS: readonly FontFileId[] = [
  'Playfair Display',
  'Cormorant Garamond',
  'Libre Baskerville',
  'Lora',
  'Crimson Text',
  'Montserrat',
  'Poppins',
  'Inter',
  'Outfit',
  'Space Grotesk',
  'Plus Jakarta Sans',
  'DM Sans',
  FALLBACK_SERIF,
  FALLBACK_SANS,
  FALLBACK_JAPANESE,
];

const WEIGHT_DIRECTORY: Record<FontWeight, string> = { regular: '400Regular', bold: '700Bold' };

/** '@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf' for ('DM Sans', 'regular'). */
function fontFilePath(family: FontFileId, weight: FontWeight): string {
  const packageName = family.toLowerCase().replace(/ /g, '-');
  const fileStem = family.replace(/ /g, '');
  const directory = WEIGHT_DIRECTORY[weight];
  return `@expo-google-fonts/${packageName}/${directory}/${fileStem}_${directory}.ttf`;
}

export const FONT_FILES = Object.fromEntries(
  ALL_FONT_FILE_IDS.map((family) => [
    family,
    { regular: fontFilePath(family, 'regular'), bold: fontFilePath(family, 'bold') },
  ]),
) as Record<FontFileId, Record<FontWeight, string>>;

/**
 * The fonts that supply what the chosen family lacks, in the order they are tried: Noto of the
 * same kind (serif or sans) for Cyrillic and other Latin extensions, then Noto Sans JP for Japanese.
 */
export function fallbackChain(family: FontFamily): FontFileId[] {
  return [fontCategory(family) === 'serif' ? FALLBACK_SERIF : FALLBACK_SANS, FALLBACK_JAPANESE];
}
