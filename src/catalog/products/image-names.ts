/**
 * The name a photo file and a product's image address share (issue 23.4). An address gives its
 * last path segment without query string ('…/files/SV27-GL01_sabbia.jpg?v=1712' is
 * 'sv27-gl01_sabbia'); the size suffixes WordPress adds to its copies ('-scaled', '-rotated',
 * '-1024x768', '-e1712345678901') and the id Shopify appends to a repeated name are removed on
 * both sides, so the original photo matches the shop's copy.
 */
const EXTENSION = /\.(jpe?g|png|gif|webp|heic|heif|tiff?|avif)$/iu;
const WORDPRESS_SUFFIX = /-(scaled|rotated|\d{2,5}x\d{2,5}|e\d{10,13})$/iu;
const SHOPIFY_UUID = /_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function lastSegment(address: string): string {
  const path = address.replace(/[?#].*$/u, '');
  const segment = path.slice(path.lastIndexOf('/') + 1).slice(path.lastIndexOf('\\') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function imageStem(nameOrAddress: string): string {
  let stem = lastSegment(nameOrAddress.trim()).replace(EXTENSION, '').toLowerCase();
  for (let previous = ''; previous !== stem; ) {
    previous = stem;
    stem = stem.replace(WORDPRESS_SUFFIX, '').replace(SHOPIFY_UUID, '');
  }
  return stem;
}

/** The name as the user knows it, for messages: the last segment of an address. */
export function imageName(nameOrAddress: string): string {
  return lastSegment(nameOrAddress.trim());
}
