/**
 * How large the PDF will be, shown before it is built (the beyond issue, point 5). Photos already
 * prepared count with their real bytes; the others with the pixels they will have at the layout's
 * ceiling times the bytes per pixel measured at the quality's encoding, plus what the document adds
 * around them (docs/decisions/0603).
 */
import { DEFAULT_QUALITY, QUALITY_PRESETS, type CatalogQuality, type CatalogSettings, type PhotoCaption } from '../../shared/index.js';
import { catalogCaptionRoom, namesItalicFace, pairedTextFace } from '../describe/describe-pages.js';
import { hasCaption } from '../texts/caption-texts.js';
import { pageCount } from '../layout/geometry.js';
import { logoTargetFor } from '../layout/logo.js';
import { fitPixelSize, photoTargets } from '../layout/prepare-target.js';
import type { PrepareTarget } from '../types.js';

/** Subset fonts, metadata and the document's structure, for Latin and Cyrillic texts. */
const DOCUMENT_BYTES = 8_000;
/**
 * The text face under a display face (decisions 1058, 1063): 3.9 KB measured in a catalogue of ten
 * captions. Every catalogue prints an introduction (the language's default when none is typed,
 * spec 5), set in it, so it counts whenever the font pairs with one.
 */
const TEXT_FACE_BYTES = 4_000;
/** Editoriale's names in the catalogue font's italic (decision 1105): 2.8 KB in the review set's 13 names. */
const ITALIC_BYTES = 3_000;
/** The Japanese fallback's subset is larger: every kanji is a glyph of its own. */
const JAPANESE_EXTRA_BYTES = 10_000;
const PAGE_BYTES = 1_200;
const IMAGE_BYTES = 300;
const CAPTION_BYTES = 250;

export interface EstimatePhoto {
  /** The photo's upright size in pixels, prepared or not: it is fitted to the layout either way. */
  widthPx: number;
  heightPx: number;
  /** The prepared photo's bytes, when known (they then count as they are). */
  preparedBytes?: number;
  caption?: PhotoCaption;
}

export interface PdfSizeRequest {
  settings: Pick<CatalogSettings, 'orientation' | 'imagesPerPage' | 'language'> & Partial<Pick<CatalogSettings, 'photoFit' | 'look' | 'frameRatio' | 'onePerPage' | 'font' | 'layout'>>;
  /** The quality preset: its ppi ceiling and its bytes per pixel (default 'Stampa'). */
  quality?: CatalogQuality;
  photos: readonly EstimatePhoto[];
  logo?: EstimatePhoto;
}

function imageBytes(photo: EstimatePhoto, target: PrepareTarget, bytesPerPixel: number): number {
  if (photo.preparedBytes !== undefined) return photo.preparedBytes + IMAGE_BYTES;
  const { width, height } = fitPixelSize(photo.widthPx, photo.heightPx, target);
  return Math.round(width * height * bytesPerPixel) + IMAGE_BYTES;
}

export function estimatePdfBytes(request: PdfSizeRequest): number {
  const { settings, photos } = request;
  const { ppi, jpeg, bytesPerPixel } = QUALITY_PRESETS[request.quality ?? DEFAULT_QUALITY];
  // Each photo at the size of the box it lands in (decision 0995): a cell, a hero's block or a whole page (decision 1041).
  const marks = { fullPages: photos.map((photo) => photo.caption?.fullPage === true), heroes: photos.map((photo) => photo.caption?.hero === true) };
  const targets = photoTargets({ ...settings, ...catalogCaptionRoom(photos), ...marks }, photos.map((photo) => ({ width: photo.widthPx, height: photo.heightPx })), ppi, jpeg);
  const pages = Math.max(1, pageCount(photos.length, settings.imagesPerPage));
  let total = DOCUMENT_BYTES + (pairedTextFace(settings) ? TEXT_FACE_BYTES : 0) + (namesItalicFace(settings, photos) ? ITALIC_BYTES : 0) + (settings.language === 'Giapponese' ? JAPANESE_EXTRA_BYTES : 0) + pages * PAGE_BYTES;
  photos.forEach((photo, index) => {
    const target = targets[index];
    if (target) total += imageBytes(photo, target, bytesPerPixel) + (hasCaption(photo.caption) ? CAPTION_BYTES : 0);
  });
  if (request.logo) total += imageBytes(request.logo, logoTargetFor(settings, ppi, jpeg), bytesPerPixel);
  return total;
}
