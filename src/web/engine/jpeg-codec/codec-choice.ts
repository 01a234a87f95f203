/**
 * Which decoder prepares a plain JPEG (0880, 0890), apart from the codec's module: the page asks it
 * before any photo, and the codec's `?url` asset is one the server, which draws the generator's
 * first screen from the page's modules (decision 1021), cannot read.
 */
import type { Decoding } from '../protocol.js';

/** Client hints: only Chromium-based browsers have them, in pages and workers alike. */
type ClientHintsNavigator = Partial<{ userAgentData: { brands: { brand: string }[] } }>;

/**
 * Whether this browser's ImageDecoder decodes a JPEG in the DCT domain at the size asked for, as
 * Chromium's (Chrome, Edge) does. Firefox's decodes in full and scales afterwards, slower than the
 * codec (0890); Safari has none.
 */
export function imageDecoderScales(): boolean {
  const brands = (navigator as ClientHintsNavigator).userAgentData?.brands ?? [];
  return typeof ImageDecoder !== 'undefined' && brands.some(({ brand }) => brand === 'Chromium');
}

/**
 * Whether a photo worker prepares plain JPEGs with the codec: wherever the browser has no decoder
 * that scales in the DCT domain (Safari, Firefox), or when a test asks for it. In Chromium native
 * decoding at n/8 and the canvas are faster than the codec (0880, 0890).
 */
export function workersUseCodec(decoding: Decoding = 'scaled'): boolean {
  return decoding === 'codec' || (decoding === 'scaled' && !imageDecoderScales());
}
