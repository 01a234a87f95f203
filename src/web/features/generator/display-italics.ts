/**
 * The catalogue fonts' italics for the preview (decision 1105): a module of its own, imported only
 * by the preview once a page draws a line in italic, so no other screen (the public page among them)
 * carries their addresses.
 */
import type { FontFamily } from '../../../shared/index.js';
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
import { addDisplayFace } from './display-fonts.js';

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

const italicsRegistered = new Set<FontFamily>();

/** Registers `family`'s italic once a preview page draws a line in it (Editoriale's names): no other screen asks for it. */
export function registerDisplayItalic(family: FontFamily): void {
  const url = DISPLAY_ITALIC_URLS[family];
  if (!url || italicsRegistered.has(family)) return;
  italicsRegistered.add(family);
  addDisplayFace(family, url, 'italic');
}
