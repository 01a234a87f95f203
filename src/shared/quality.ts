/**
 * Image quality of the catalogue (DECISIONS "Later extensions"): 'Stampa' keeps photos at up to
 * 300 ppi at their printed size, 'Web' at up to 150 ppi for a lighter file to send by email, and
 * 'Tipografia' (issue 25.6, docs/decisions/0950) 300 ppi at the JPEG quality print shops ask for,
 * with full-resolution colour.
 */
import { LIMITS } from './limits.js';

/** How a re-encoded photo is written: `quality` 0-1 (the canvas's unit), and the chroma sampling. */
export interface JpegEncoding {
  quality: number;
  chroma: '4:2:0' | '4:4:4';
}

/** The calibrated everyday encoding (docs/decisions/0203-jpeg-quality.md). */
export const STANDARD_JPEG: JpegEncoding = { quality: 0.8, chroma: '4:2:0' };
/** Print shops ask for 90 or more; 4:4:4 keeps a red or blue edge from bleeding over two pixels. */
export const PRINT_SHOP_JPEG: JpegEncoding = { quality: 0.9, chroma: '4:4:4' };

/**
 * `bytesPerPixel`: what a re-encoded photo weighs per pixel at `jpeg`, measured on camera-like
 * photos; the size estimate counts photos not yet prepared with it (docs/decisions/0603, 0950).
 */
export const QUALITY_PRESETS = {
  stampa: { label: 'Stampa', ppi: LIMITS.printPpi, jpeg: STANDARD_JPEG, bytesPerPixel: 0.12 },
  tipografia: { label: 'Tipografia', ppi: LIMITS.printPpi, jpeg: PRINT_SHOP_JPEG, bytesPerPixel: 0.24 },
  web: { label: 'Web', ppi: LIMITS.webPpi, jpeg: STANDARD_JPEG, bytesPerPixel: 0.12 },
} as const;

export type CatalogQuality = keyof typeof QUALITY_PRESETS;
export const QUALITY_NAMES = Object.keys(QUALITY_PRESETS) as [CatalogQuality, ...CatalogQuality[]];
export const DEFAULT_QUALITY: CatalogQuality = 'stampa';

export function sameJpegEncoding(a: JpegEncoding, b: JpegEncoding): boolean {
  return a.quality === b.quality && a.chroma === b.chroma;
}
