/** Builds a real catalogue the way the CLI does: sharp prepares, the engine renders, fonts from disk. */
import { DEFAULT_CATALOG_SETTINGS, DEFAULT_QUALITY, QUALITY_PRESETS, type CatalogQuality, type CatalogSettings, type PhotoCaption } from '../../../src/shared/index.js';
import {
  PhotoRejectedError,
  catalogCaptionRoom,
  frameRatioOf,
  layoutPages,
  logoTargetFor,
  renderCatalog,
  resolveCatalogTexts,
  type CatalogTexts,
  type EmbeddableImage,
  type PreparedPhoto,
} from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { createSharpPhotoPreparer } from '../../../src/cli/sharp-photo-preparer.js';
import { headerSize, prepareInPlace } from '../../../src/catalog/images/prepare-in-place.js';
import { savePdf } from './poppler.js';

/**
 * Where a catalogue of uncaptioned photos in portrait places them: in cells of the photos'
 * prevailing shape, 'Adatta' or 'Riempi' (decision 1053), the last pages sharing (decision 1051),
 * as the engine lays them out; a placement names its photo by index.
 */
export function placedPages(sizes: readonly { width: number; height: number }[], imagesPerPage: 4 | 6 | 9 = 4) {
  const layout = { orientation: 'portrait', imagesPerPage } as const;
  const ratio = frameRatioOf(layout, sizes);
  return layoutPages(sizes, { ...layout, ...(ratio && { frame: { ratio, captions: false } }) });
}

export interface BuiltCatalog {
  path: string;
  bytes: Uint8Array;
  texts: CatalogTexts;
  prepared: PreparedPhoto[];
  rejected: PhotoRejectedError[];
  logo?: EmbeddableImage;
}

/** The beyond issue's extras: captions by photo position, a logo file, an accent colour, a quality preset. */
export interface CatalogExtras {
  captions?: (PhotoCaption | undefined)[];
  logo?: Uint8Array;
  accent?: string;
  quality?: CatalogQuality;
  onUnprintable?: (characters: readonly string[]) => void;
  /** Printed texts over the resolved ones: an empty introduction, which the settings never give. */
  texts?: Partial<CatalogTexts>;
}

const fonts = createFsFontSource();

export async function buildCatalog(
  photos: { name: string; bytes: Uint8Array }[],
  settings: Partial<CatalogSettings> = {},
  author = 'Atelier Prova',
  extras: CatalogExtras = {},
): Promise<BuiltCatalog> {
  const full = { ...DEFAULT_CATALOG_SETTINGS, ...settings };
  const { ppi, jpeg } = QUALITY_PRESETS[extras.quality ?? DEFAULT_QUALITY];
  const preparer = createSharpPhotoPreparer();
  const room = catalogCaptionRoom((extras.captions ?? []).map((caption) => ({ caption })));
  const rejected: PhotoRejectedError[] = [];
  // Each photo prepared for the cell it lands in, as the CLI does (decision 0995).
  const sizes = photos.map((photo) => headerSize({ name: photo.name, byteLength: photo.bytes.byteLength, head: photo.bytes }));
  // Photos marked 'Pagina intera' or 'In evidenza' are prepared for their page or block (decision 1025).
  const marks = { fullPages: photos.map((_, index) => extras.captions?.[index]?.fullPage === true), heroes: photos.map((_, index) => extras.captions?.[index]?.hero === true) };
  const inPlace = await prepareInPlace({ ...full, ...room, ...marks }, sizes, ppi, jpeg, async (jobs) => {
    const results: (PreparedPhoto | undefined)[] = [];
    for (const { index, target } of jobs) {
      const photo = photos[index];
      try {
        results.push(photo && (await preparer.prepare({ id: String(index), ...photo }, target)));
      } catch (error) {
        if (!(error instanceof PhotoRejectedError)) throw error;
        rejected.push(error);
        results.push(undefined);
      }
    }
    return results;
  });
  const prepared = inPlace.map((photo) => {
    const caption = extras.captions?.[Number(photo.id)];
    return { ...photo, ...(caption ? { caption } : {}) };
  });
  const logo = extras.logo ? await preparer.prepare({ id: 'logo', name: 'logo', bytes: extras.logo }, logoTargetFor(full, ppi, jpeg)) : undefined;
  const texts = { ...(await resolveCatalogTexts(full)), ...extras.texts };
  const bytes = await renderCatalog({ settings: full, texts, photos: prepared, author, fonts, logo, accent: extras.accent, onUnprintable: extras.onUnprintable });
  return { path: await savePdf(bytes), bytes, texts, prepared, rejected, logo };
}
