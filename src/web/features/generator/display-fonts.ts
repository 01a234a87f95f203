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

let registered = false;

/** Adds one face of a family's display font; the page's text takes it once its file arrives. */
export const addDisplayFace = (family: string, url: string, style: 'normal' | 'italic') => document.fonts.add(new FontFace(`Vetrina ${family}`, `url(${url}) format("truetype")`, { display: 'swap', style }));

/**
 * Registers the 12 faces (the login page loads none of them, issue 4 quality); the generator calls
 * it once idle, so the screen paints at once in the fallback faces, then each family swaps in as
 * its file (50-330 KB compressed) arrives.
 */
export function registerDisplayFonts(): void {
  if (registered) return;
  registered = true;
  for (const [family, url] of Object.entries(DISPLAY_FONT_URLS)) addDisplayFace(family, url, 'normal');
}
