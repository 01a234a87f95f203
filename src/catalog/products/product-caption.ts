/**
 * A colourway as a photo's caption (issues 23.3, 23.7): its name, code, colour, size run, prices
 * ('from' when its variants' prices differ) and the facts a line sheet prints. A text longer than
 * the caption allows is shortened and named; so is a '?' standing for a letter Excel lost.
 */
import { LIMITS, PhotoCaption } from '../../shared/index.js';
import { hexColours } from '../order/colour-list.js';
import { hasLostCharacters } from './clean-text.js';
import { parsePieces } from './product-prices.js';
import { quoted } from './spreadsheet-error.js';
import type { Colourway, FoldedPrice } from './fold-variants.js';
import { sizeRun, writtenSizes } from './size-run.js';

const TEXT_LIMITS = {
  name: LIMITS.captionNameMax,
  sku: LIMITS.captionSkuMax,
  style: LIMITS.captionStyleMax,
  colours: LIMITS.captionColoursMax,
  colourCode: LIMITS.captionColourCodeMax,
  sizes: LIMITS.captionSizesMax,
  description: LIMITS.captionDescriptionMax,
  composition: LIMITS.captionCompositionMax,
  origin: LIMITS.captionOriginMax,
  category: LIMITS.captionCategoryMax,
  season: LIMITS.captionSeasonMax,
  alt: LIMITS.captionAltMax,
  delivery: LIMITS.captionDeliveryMax,
} as const;

/** Each field as a message names it, with what its verbs and participles agree with. */
const FIELD_NAMES: Record<keyof typeof TEXT_LIMITS, { said: string; plural: boolean; feminine: boolean }> = {
  name: { said: 'il nome', plural: false, feminine: false },
  sku: { said: 'il codice', plural: false, feminine: false },
  style: { said: 'il modello', plural: false, feminine: false },
  colours: { said: 'i colori', plural: true, feminine: false },
  colourCode: { said: 'il codice colore', plural: false, feminine: false },
  sizes: { said: 'le taglie', plural: true, feminine: true },
  description: { said: 'la descrizione', plural: false, feminine: true },
  composition: { said: 'la composizione', plural: false, feminine: true },
  origin: { said: "l'origine", plural: false, feminine: true },
  category: { said: 'la categoria', plural: false, feminine: true },
  season: { said: 'la stagione', plural: false, feminine: true },
  alt: { said: 'il testo alternativo', plural: false, feminine: false },
  delivery: { said: 'la consegna', plural: false, feminine: true },
};

/** Issue 33.5: the counts a style's ordering terms give, as the summary names their columns. */
const PIECES_COLUMNS = { minimum: "colonna del minimo d'ordine", casePack: 'colonna della confezione' } as const;

const PRICE_COLUMNS = { price: "colonna del prezzo all'ingrosso", retailPrice: 'colonna del prezzo consigliato' } as const;

/** 'i colori superano 80 caratteri e sono stati accorciati', 'la descrizione … ed è stata accorciata'. */
function tooLong(field: keyof typeof TEXT_LIMITS, limit: number): string {
  const { said, plural, feminine } = FIELD_NAMES[field];
  const ending = plural ? (feminine ? 'e' : 'i') : feminine ? 'a' : 'o';
  return `${said} ${plural ? 'superano' : 'supera'} ${limit} caratteri ${plural ? 'e sono' : 'ed è'} stat${ending} accorciat${ending}`;
}

function shortened(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const cut = characters.slice(0, limit - 1).join('');
  // At a word's end when one is near, with an ellipsis.
  const space = cut.lastIndexOf(' ');
  return `${space > limit * 0.7 ? cut.slice(0, space) : cut}…`;
}

export function captionOf(colourway: Colourway, problems: string[]): PhotoCaption {
  const where = `Riga ${colourway.rows[0] ?? ''}`;
  const texts: Record<keyof typeof TEXT_LIMITS, string | undefined> = {
    ...colourway.texts,
    sku: colourway.code,
    style: colourway.styleCode,
    sizes: colourway.sizes,
  } as Record<keyof typeof TEXT_LIMITS, string | undefined>;
  const caption: Record<string, unknown> = {};
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const value = texts[field]?.trim();
    if (!value) continue;
    if (Array.from(value).length > limit) problems.push(`${where}: ${tooLong(field, limit)}.`);
    if (hasLostCharacters(value)) problems.push(`${where}: «${quoted(value)}» ha un «?» al posto di una lettera: il file è stato salvato in una codifica che l'ha persa. Salvalo da Excel come «CSV UTF-8» o come XLSX.`);
    caption[field] = shortened(value, limit);
  }
  const hexes = hexColours(colourway.texts.hex ?? '');
  if (hexes.length === 1) caption.hex = hexes[0];
  else if (hexes.length > 1) caption.hexes = hexes.slice(0, LIMITS.captionHexesMax);
  const setPrice = (field: 'price' | 'retailPrice', price: FoldedPrice | undefined) => {
    if (!price || price.value > LIMITS.captionPriceMax) return;
    caption[field] = price.value;
    if (price.from) caption[`${field}From`] = true;
  };
  const sizeList = writtenSizes(colourway.sizeList);
  if (sizeList.length > 0 && sizeList.length <= LIMITS.captionSizeListMax && sizeList.every((size) => size.length <= LIMITS.captionSizeMax)) caption.sizeList = sizeList;
  for (const field of ['minimum', 'casePack'] as const) {
    const text = colourway.texts[field];
    if (!text) continue;
    const pieces = parsePieces(text);
    // A case of one piece is no constraint (Faire writes 'Case Size' 1 for every product): not printed.
    if (pieces !== undefined && pieces <= LIMITS.captionPiecesMax) {
      if (field === 'minimum' || pieces > 1) caption[field] = pieces;
    } else problems.push(`${where}, ${PIECES_COLUMNS[field]}: «${quoted(text)}» non è un numero di capi leggibile e non sarà stampato; correggi la cella (es. 12).`);
  }
  setPrice('price', colourway.price);
  setPrice('retailPrice', colourway.retailPrice);
  for (const { row, field, text } of colourway.unreadablePrices) problems.push(`Riga ${row}, ${PRICE_COLUMNS[field]}: «${quoted(text)}» non è un prezzo leggibile e il listino stamperà «Su richiesta»; correggi la cella (es. 1.234,50).`);
  const checked = PhotoCaption.safeParse(caption);
  if (!checked.success) problems.push(`${where}: contiene caratteri non ammessi ed è stata lasciata senza didascalia.`);
  return checked.data ?? {};
}

/** A style whose photo does not tell its colour: every colour listed, the lowest price 'from'. */
export function styleCaptionOf(colourways: readonly Colourway[], problems: string[]): PhotoCaption {
  const [first] = colourways;
  if (!first) return {};
  const lowest = (field: 'price' | 'retailPrice'): FoldedPrice | undefined => {
    const prices = colourways.flatMap((colourway) => (colourway[field] ? [colourway[field]] : []));
    if (prices.length === 0) return undefined;
    const value = Math.min(...prices.map((price) => price.value));
    return { value, from: prices.some((price) => price.from || price.value !== value) };
  };
  const colours = colourways.map((colourway) => colourway.texts.colours).filter(Boolean).join(', ');
  const { colourCode: _code, hex: _hex, ...texts } = first.texts;
  return captionOf(
    {
      ...first,
      code: first.styleCode || first.code,
      texts: { ...texts, ...(colours && { colours }) },
      sizes: sizeRun(colourways.flatMap((colourway) => colourway.sizeList)),
      ...(lowest('price') && { price: lowest('price') }),
      ...(lowest('retailPrice') && { retailPrice: lowest('retailPrice') }),
      unreadablePrices: [],
    },
    problems,
  );
}
