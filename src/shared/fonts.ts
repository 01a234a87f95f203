/** The 12 catalogue fonts of spec 3, in the order the form lists them. */
export const FONT_FAMILIES = [
  { family: 'Playfair Display', category: 'serif', description: 'Con grazie, elegante' },
  { family: 'Cormorant Garamond', category: 'serif', description: 'Con grazie, lussuoso' },
  { family: 'Libre Baskerville', category: 'serif', description: 'Con grazie, classico' },
  { family: 'Lora', category: 'serif', description: 'Con grazie, moderno' },
  { family: 'Crimson Text', category: 'serif', description: 'Con grazie, raffinato' },
  { family: 'Montserrat', category: 'sans-serif', description: 'Senza grazie, di moda' },
  { family: 'Poppins', category: 'sans-serif', description: 'Senza grazie, elegante' },
  { family: 'Inter', category: 'sans-serif', description: 'Senza grazie, moderno' },
  { family: 'Outfit', category: 'sans-serif', description: 'Senza grazie, contemporaneo' },
  { family: 'Space Grotesk', category: 'sans-serif', description: 'Senza grazie, originale' },
  { family: 'Plus Jakarta Sans', category: 'sans-serif', description: 'Senza grazie, sofisticato' },
  { family: 'DM Sans', category: 'sans-serif', description: 'Senza grazie, essenziale' },
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number]['family'];
export type FontCategory = (typeof FONT_FAMILIES)[number]['category'];

export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((f) => f.family) as unknown as readonly [FontFamily, ...FontFamily[]];
export const DEFAULT_FONT: FontFamily = 'Playfair Display';

/**
 * The text face captions are set in where the catalogue font is a display face (decision 1058):
 * Playfair Display's hairlines and Cormorant Garamond's small x-height thin out under 9 pt. Lora, a
 * text serif with an x-height as large as Playfair's, sets them; the text faces and the sans serifs
 * read well at caption sizes and set their own.
 */
const CAPTION_FACES: Partial<Record<FontFamily, FontFamily>> = { 'Playfair Display': 'Lora', 'Cormorant Garamond': 'Lora' };

/**
 * How a look chooses its captions' face from the catalogue font (decision 1074): 'text', the text
 * face above; 'sans', the font itself when it is a sans, else DM Sans, the quietest of the sans
 * serifs; 'contrast', Inter under a serif, Lora under a sans, as a magazine pairs its faces.
 */
export type CaptionFaceRule = 'text' | 'sans' | 'contrast';

export function captionFamily(family: FontFamily, rule: CaptionFaceRule = 'text'): FontFamily {
  const serif = fontCategory(family) === 'serif';
  if (rule === 'sans') return serif ? 'DM Sans' : family;
  if (rule === 'contrast') return serif ? 'Inter' : 'Lora';
  return CAPTION_FACES[family] ?? family;
}

export function fontCategory(family: FontFamily): FontCategory {
  return FONT_FAMILIES.find((f) => f.family === family)?.category ?? 'sans-serif';
}
