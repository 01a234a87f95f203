/**
 * What a variant attribute is, from its name in Italian, English, French, German or Spanish (issue
 * 34.1), or from its values when the name says nothing ('Opzione 1' holding 'S', 'M', 'L' is a
 * size). Names are compared folded ('Größe' is 'grosse') and without a shop's prefix ('[RT]').
 */
import { fold } from './product-columns.js';

export type AttributeKind = 'colours' | 'sizes';

const COLOUR_NAMES = new Set(['color', 'colour', 'colore', 'colori', 'couleur', 'couleurs', 'farbe', 'farben', 'colores', 'cor', 'kleur', 'color name', 'colour name', 'nome colore', 'colore tessuto', 'colorway', 'colour way', 'tinta', 'variante colore']);
const SIZE_NAMES = new Set(['size', 'sizes', 'taglia', 'taglie', 'misura', 'misure', 'taille', 'tailles', 'pointure', 'grosse', 'groesse', 'konfektionsgrosse', 'talla', 'tallas', 'tamanho', 'maat', 'shoe size', 'numero', 'calzata']);

/** '[RT]Taglia', 'pa_colore' (WooCommerce's global attributes), 'Colour:' all name their kind. */
function bareName(name: string): string {
  let bare = name.trim();
  if (bare.startsWith('[')) bare = bare.slice(bare.indexOf(']') + 1);
  const folded = fold(bare);
  return folded.startsWith('pa ') ? folded.slice(3) : folded;
}

export function attributeKind(name: string): AttributeKind | undefined {
  const bare = bareName(name);
  if (COLOUR_NAMES.has(bare)) return 'colours';
  if (SIZE_NAMES.has(bare)) return 'sizes';
  return undefined;
}

const LETTER_SIZES = new Set(['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', '2xs', '3xs', '2xl', '3xl', '4xl', 'tu', 'os', 'one size', 'taglia unica', 'unica', 'u']);

/** 'M', '42', '38,5', '10.5', 'TU': a size, by its look. */
export function looksLikeSize(value: string): boolean {
  const folded = value.trim().toLowerCase();
  if (LETTER_SIZES.has(folded)) return true;
  return /^\d{1,2}([.,]5)?$/u.test(folded) && Number(folded.replace(',', '.')) <= 60;
}
