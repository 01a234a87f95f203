/**
 * The name a photo file and a product's image address share (issues 23.4, 34.2). An address gives
 * its last path segment without query string or fragment ('…/files/SV27-GL01_sabbia.jpg?v=1712'
 * is 'sv27-gl01_sabbia'); the suffixes shops and tools add to their copies are removed on both
 * sides, so the original photo matches the shop's copy: WordPress's '-scaled', '-rotated',
 * '-1024x768' and '-e1712345678901', Shopify's '_1024x1024' and the id it appends to a repeated
 * name, and the '@2x' of a high-density copy.
 *
 * A stem is cut at 255 characters, the longest file name the common file systems allow, before any
 * suffix is looked for (issue 38.2).
 */
const EXTENSION = /\.(jpe?g|png|gif|webp|heic|heif|tiff?|avif)$/iu;
const STEM_CHARACTERS = 255;

/** Each suffix by the character that starts it, and the rest it must be. */
const SUFFIXES: readonly (readonly [string, RegExp])[] = [
  ['-', /^(scaled|rotated|\d{2,5}x\d{2,5}|e\d{10,13})$/iu],
  ['_', /^(\d{2,5}x\d{2,5}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/iu],
  ['@', /^[1-4]x$/iu],
];

function lastSegment(address: string): string {
  const ends = [address.indexOf('?'), address.indexOf('#')].filter((index) => index >= 0);
  const path = ends.length > 0 ? address.slice(0, Math.min(...ends)) : address;
  const segment = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function withoutOneSuffix(stem: string): string | undefined {
  for (const [mark, rest] of SUFFIXES) {
    const at = stem.lastIndexOf(mark);
    if (at > 0 && rest.test(stem.slice(at + 1))) return stem.slice(0, at);
  }
  return undefined;
}

export function imageStem(nameOrAddress: string): string {
  let stem = lastSegment(nameOrAddress.trim()).slice(0, STEM_CHARACTERS).replace(EXTENSION, '').toLowerCase();
  for (let shorter = withoutOneSuffix(stem); shorter !== undefined; shorter = withoutOneSuffix(stem)) stem = shorter;
  return stem;
}

/** An image's file name or address, by its extension: 'ss27-gc01_sabbia.jpg', '…/foto.png?v=2'. */
export function isImageName(text: string): boolean {
  return EXTENSION.test(lastSegment(text.trim()));
}

/** The name as the user knows it, for messages: the last segment of an address. */
export function imageName(nameOrAddress: string): string {
  return lastSegment(nameOrAddress.trim());
}
