/**
 * Each photo to its own colourway (issue 23.4), by the first of these that holds:
 * 1. its name is a colourway's image (Shopify's 'Variant Image', a WooCommerce variation's image,
 *    a price list's photo column), compared as `imageStem` compares;
 * 2. its name is a style's image, and a colour name or code of that style stands in the name;
 * 3. a variant's SKU stands in the name as a whole token ('SV27-GL01-NAV-38');
 * 4. a colourway's code, then a style's code stands in it, and the colour is told by the rest of
 *    the name (NuORDER's and JOOR's style_colour_position: 'SV27-GL01_NAV_1.jpg').
 * When the style is known and the colour cannot be told, the photo gets the style (every colour
 * listed), never the style's first row; a style of one colourway needs no colour in the name.
 * One exception (decision 1011): a style whose file gives exactly one image per colour and no
 * image to any colourway (Etsy's IMAGE1…IMAGE10 beside 'Sabbia,Blu navy,Nero') gives its N-th
 * image the N-th colour, and the match says it was told by position, to be checked.
 */
import { imageName, imageStem } from './image-names.js';
import { fold } from './product-columns.js';
import type { Colourway } from './fold-variants.js';
import type { ReadingBudget } from './reading-budget.js';

export type PhotoMatch =
  | { photo: string; kind: 'colourway'; colourway: number; reason: string; byPosition?: true; byHand?: true }
  | { photo: string; kind: 'style'; colourways: number[]; reason: string }
  | { photo: string; kind: 'none'; reason: string };

function containsToken(haystack: string, token: string): boolean {
  if (!token) return false;
  const boundary = (char: string | undefined) => char === undefined || !/[\p{L}\p{N}]/u.test(char);
  for (let from = haystack.indexOf(token); from >= 0; from = haystack.indexOf(token, from + 1)) {
    if (boundary(haystack[from - 1]) && boundary(haystack[from + token.length])) return true;
  }
  return false;
}

interface Index {
  byVariantImage: Map<string, number>;
  byStyleImage: Map<string, number[]>;
  /** A style image's colourway by its place, when the style has one image per colour and none of its own colourways has one. */
  byPosition: Map<string, { colourway: number; place: number; of: number }>;
  styles: Map<string, number[]>;
}

function buildIndex(colourways: readonly Colourway[]): Index {
  const index: Index = { byVariantImage: new Map(), byStyleImage: new Map(), byPosition: new Map(), styles: new Map() };
  colourways.forEach((colourway, position) => {
    for (const image of colourway.variantImages) if (!index.byVariantImage.has(imageStem(image))) index.byVariantImage.set(imageStem(image), position);
    const style = index.styles.get(colourway.style) ?? [];
    style.push(position);
    index.styles.set(colourway.style, style);
  });
  for (const members of index.styles.values()) {
    const images = new Set(members.flatMap((position) => colourways[position]?.styleImages ?? []).map(imageStem));
    for (const image of images) if (!index.byVariantImage.has(image)) index.byStyleImage.set(image, members);
    const ownImages = members.some((position) => (colourways[position]?.variantImages.length ?? 0) > 0);
    if (members.length > 1 && images.size === members.length && !ownImages) {
      [...images].forEach((image, place) => index.byPosition.set(image, { colourway: members[place] ?? 0, place: place + 1, of: members.length }));
    }
  }
  return index;
}

/** The colourway of `members` whose colour name or code stands in the name, the longest first. */
function colourIn(stem: string, members: readonly number[], colourways: readonly Colourway[]): { position: number; said: string } | undefined {
  const words = ` ${fold(stem)} `;
  let best: { position: number; said: string; length: number } | undefined;
  for (const position of members) {
    const texts = colourways[position]?.texts ?? {};
    for (const said of [texts.colourCode, texts.colours]) {
      const folded = fold(said ?? '');
      if (folded && words.includes(` ${folded} `) && folded.length > (best?.length ?? 0)) best = { position, said: said ?? '', length: folded.length };
    }
  }
  return best;
}

function byStyle(photo: string, stem: string, members: readonly number[], colourways: readonly Colourway[], how: string, position?: Index['byPosition'] extends Map<string, infer P> ? P : never): PhotoMatch {
  const colour = colourIn(stem, members, colourways);
  if (colour) return { photo, kind: 'colourway', colourway: colour.position, reason: `${how} e colore «${colour.said}» nel nome` };
  if (members.length === 1) return { photo, kind: 'colourway', colourway: members[0] ?? 0, reason: `${how} (un solo colore)` };
  if (position) {
    const said = colourways[position.colourway]?.texts.colours ?? '';
    return { photo, kind: 'colourway', colourway: position.colourway, byPosition: true, reason: `${how} n. ${position.place} di ${position.of}, dato al colore n. ${position.place}, «${said}», per posizione: il file non dice quale colore mostra, controlla` };
  }
  return { photo, kind: 'style', colourways: [...members], reason: `${how}, ma il colore non si riconosce dal nome: didascalia con tutti i colori` };
}

/** The longest token among `candidates` that stands in `stem`. */
function longestToken<T>(stem: string, candidates: Iterable<[string, T]>): [string, T] | undefined {
  let best: [string, T] | undefined;
  for (const [token, value] of candidates) if (token.length > (best?.[0].length ?? 0) && containsToken(stem, token)) best = [token, value];
  return best;
}

/** Photos the user matched by hand (issue 34.2): photo name → the colourway's place among the file's. */
export type ManualMatches = Readonly<Record<string, number>>;

export function matchPhotos(photos: readonly string[], colourways: readonly Colourway[], time: ReadingBudget, manual: ManualMatches = {}): PhotoMatch[] {
  const index = buildIndex(colourways);
  // A SKU names one colourway only when no other colourway has it (a price list may give every
  // colourway of a style the style's code).
  const owners = new Map<string, Set<number>>();
  colourways.forEach((colourway, position) => colourway.skus.forEach((sku) => owners.set(sku.toLowerCase(), (owners.get(sku.toLowerCase()) ?? new Set()).add(position))));
  const skus = [...owners].flatMap(([sku, positions]) => (positions.size === 1 ? [[sku, [...positions][0] ?? 0] as [string, number]] : []));
  const codes = colourways.flatMap((colourway, position) => (colourway.code && colourway.code !== colourway.styleCode ? [[colourway.code.toLowerCase(), position] as [string, number]] : []));
  const styleCodes = [...index.styles].flatMap(([style, members]) => {
    const code = colourways[members[0] ?? 0]?.styleCode || style;
    return code ? [[code.toLowerCase(), members] as [string, number[]]] : [];
  });
  return photos.map((photo): PhotoMatch => {
    time.check(`l'abbinamento della foto «${photo}»`);
    const chosen = Object.hasOwn(manual, photo) ? manual[photo] : undefined;
    if (chosen !== undefined && colourways[chosen]) return { photo, kind: 'colourway', colourway: chosen, byHand: true, reason: 'abbinata a mano' };
    const stem = imageStem(photo);
    const variant = index.byVariantImage.get(stem);
    if (variant !== undefined) return { photo, kind: 'colourway', colourway: variant, reason: `immagine «${imageName(colourways[variant]?.variantImages.find((image) => imageStem(image) === stem) ?? photo)}» della variante` };
    const styleImage = index.byStyleImage.get(stem);
    if (styleImage) return byStyle(photo, stem, styleImage, colourways, 'immagine del prodotto', index.byPosition.get(stem));
    const sku = longestToken(stem, skus);
    if (sku) return { photo, kind: 'colourway', colourway: sku[1], reason: `SKU «${colourways[sku[1]]?.skus.find((code) => code.toLowerCase() === sku[0]) ?? sku[0]}» nel nome` };
    const code = longestToken(stem, codes);
    if (code) return { photo, kind: 'colourway', colourway: code[1], reason: `codice «${colourways[code[1]]?.code ?? code[0]}» nel nome` };
    const style = longestToken(stem, styleCodes);
    if (style) return byStyle(photo, stem.replace(style[0], ' '), style[1], colourways, `modello «${colourways[style[1][0] ?? 0]?.styleCode || style[0]}» nel nome`);
    return { photo, kind: 'none', reason: 'nessuna riga del foglio ha questo nome, SKU o codice' };
  });
}
