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

export function fontCategory(family: FontFamily): FontCategory {
  return FONT_FAMILIES.find((f) => f.family === family)?.category ?? 'sans-serif';
}
