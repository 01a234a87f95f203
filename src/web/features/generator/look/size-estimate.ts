/**
 * The expected PDF size shown before generating (the beyond issue, point 5), from the engine's
 * estimate (docs/decisions/0603): prepared photos count with their bytes, the others by pixels.
 */
// The size module, not the catalogue index: that one would pull pdf-lib into the page's bundle.
import type { Size } from '../../../../catalog/layout/geometry.js';
import { estimatePdfBytes, type EstimatePhoto } from '../../../../catalog/size/estimate-pdf-bytes.js';
import type { CatalogQuality, CatalogSettings } from '../../../../shared/index.js';
import type { PrintedPhoto } from './printed-photos.js';

interface EstimateInput {
  settings: Pick<CatalogSettings, 'orientation' | 'imagesPerPage' | 'language' | 'photoFit' | 'look' | 'frameRatio' | 'onePerPage' | 'font'>;
  quality: CatalogQuality;
  photos: readonly PrintedPhoto[];
  /** The logo's pixel size, when the catalogue has one. */
  logo?: Size | null;
}

/** The estimate in bytes, or null while a photo's size is still unknown (it is being read). */
export function estimateCatalogBytes({ settings, quality, photos, logo }: EstimateInput): number | null {
  const sized: EstimatePhoto[] = [];
  for (const photo of photos) {
    if (!photo.size) return null;
    sized.push({
      widthPx: photo.size.width,
      heightPx: photo.size.height,
      ...(photo.preparedBytes !== undefined && { preparedBytes: photo.preparedBytes }),
      ...(photo.caption && { caption: photo.caption }),
    });
  }
  return estimatePdfBytes({
    settings,
    quality,
    photos: sized,
    ...(logo && { logo: { widthPx: logo.width, heightPx: logo.height } }),
  });
}

const KILOBYTE = 1000;
const MEGABYTE = 1000 * KILOBYTE;

// Made once: `toLocaleString` with options builds a formatter at every call, and the estimate is
// shown again at every render of the settings while photos prepare.
const ONE_DECIMAL = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/** 'circa 850 KB', 'circa 3,2 MB', 'circa 14 MB': decimal units, as phones and Finder show files. */
export function approximateSize(bytes: number): string {
  if (bytes < MEGABYTE) return `circa ${Math.max(1, Math.round(bytes / KILOBYTE))} KB`;
  const megabytes = bytes / MEGABYTE;
  return `circa ${(megabytes < 10 ? ONE_DECIMAL : WHOLE).format(megabytes)} MB`;
}

/** The line under the quality choice. */
export function sizeEstimateText(photoCount: number, bytes: number | null): string {
  if (photoCount === 0) return 'Aggiungi le foto per vedere la dimensione stimata del PDF.';
  if (bytes === null) return 'Dimensione stimata: calcolo in corso…';
  return `Dimensione stimata: ${approximateSize(bytes)}`;
}
