import type { FontFamily } from '../../../shared/index.js';
import cormorantGaramond from '@expo-google-fonts/cormorant-garamond/400Regular/CormorantGaramond_400Regular.ttf?url';
import crimsonText from '@expo-google-fonts/crimson-text/400Regular/CrimsonText_400Regular.ttf?url';
import dmSans from '@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf?url';
import inter from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import libreBaskerville from '@expo-google-fonts/libre-baskerville/400Regular/LibreBaskerville_400Regular.ttf?url';
import lora from '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf?url';
import montserrat from '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf?url';
import outfit from '@expo-google-fonts/outfit/400Regular/Outfit_400Regular.ttf?url';
import playfairDisplay from '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf?url';
import plusJakartaSans from '@expo-google-fonts/plus-jakarta-sans/400Regular/PlusJakartaSans_400Regular.ttf?url';
import poppins from '@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf?url';
import spaceGrotesk from '@expo-google-fonts/space-grotesk/400Regular/SpaceGrotesk_400Regular.ttf?url';
import cormorantGaramondItalic from '@expo-google-fonts/cormorant-garamond/400Regular_Italic/CormorantGaramond_400Regular_Italic.ttf?url';
import crimsonTextItalic from '@expo-google-fonts/crimson-text/400Regular_Italic/CrimsonText_400Regular_Italic.ttf?url';
import dmSansItalic from '@expo-google-fonts/dm-sans/400Regular_Italic/DMSans_400Regular_Italic.ttf?url';
import interItalic from '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf?url';
import libreBaskervilleItalic from '@expo-google-fonts/libre-baskerville/400Regular_Italic/LibreBaskerville_400Regular_Italic.ttf?url';
import loraItalic from '@expo-google-fonts/lora/400Regular_Italic/Lora_400Regular_Italic.ttf?url';
import montserratItalic from '@expo-google-fonts/montserrat/400Regular_Italic/Montserrat_400Regular_Italic.ttf?url';
import playfairDisplayItalic from '@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf?url';
import plusJakartaSansItalic from '@expo-google-fonts/plus-jakarta-sans/400Regular_Italic/PlusJakartaSans_400Regular_Italic.ttf?url';
import poppinsItalic from '@expo-google-fonts/poppins/400Regular_Italic/Poppins_400Regular_Italic.ttf?url';

/** The TTF files the PDF embeds, reused for display so the picker shows each face as it prints. */
const DISPLAY_FONT_URLS: Record<FontFamily, string> = {
  'Playfair Display': playfairDisplay,
  'Cormorant Garamond': cormorantGaramond,
  'Libre Baskerville': libreBaskerville,
  Lora: lora,
  'Crimson Text': crimsonText,
  Montserrat: montserrat,
  Poppins: poppins,
  Inter: inter,
  Outfit: outfit,
  'Space Grotesk': spaceGrotesk,
  'Plus Jakarta Sans': plusJakartaSans,
  'DM Sans': dmSans,
};

/** The family's regular TTF as a build asset: the public page loads only the one its catalogue shows. */
export function displayFontUrl(family: FontFamily): string {
  return DISPLAY_FONT_URLS[family];
}

/**
 * The italics of the families that have one (decision 1105): Editoriale's captions' names. Outfit
 * and Space Grotesk have none, and their names print upright, so the preview asks for none.
 */
const DISPLAY_ITALIC_URLS: Partial<Record<FontFamily, string>> = {
  'Playfair Display': playfairDisplayItalic,
  'Cormorant Garamond': cormorantGaramondItalic,
  'Libre Baskerville': libreBaskervilleItalic,
  Lora: loraItalic,
  'Crimson Text': crimsonTextItalic,
  Montserrat: montserratItalic,
  Poppins: poppinsItalic,
  Inter: interItalic,
  'Plus Jakarta Sans': plusJakartaSansItalic,
  'DM Sans': dmSansItalic,
};

let registered = false;

const addFace = (family: string, url: string, style: 'normal' | 'italic') => document.fonts.add(new FontFace(`Vetrina ${family}`, `url(${url}) format("truetype")`, { display: 'swap', style }));

/**
 * Registers the 12 faces (the login page loads none of them, issue 4 quality); the generator calls
 * it once idle, so the screen paints at once in the fallback faces, then each family swaps in as
 * its file (50-330 KB compressed) arrives.
 */
export function registerDisplayFonts(): void {
  if (registered) return;
  registered = true;
  for (const [family, url] of Object.entries(DISPLAY_FONT_URLS)) addFace(family, url, 'normal');
}

const italicsRegistered = new Set<FontFamily>();

/** Registers `family`'s italic once a preview page draws a line in it (Editoriale's names): no other screen asks for it. */
export function registerDisplayItalic(family: FontFamily): void {
  const url = DISPLAY_ITALIC_URLS[family];
  if (!url || italicsRegistered.has(family)) return;
  italicsRegistered.add(family);
  addFace(family, url, 'italic');
}
