/** Builds a real catalogue the way the CLI does: sharp prepares, the engine renders, fonts from disk. */
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../../src/shared/index.js';
import {
  PhotoRejectedError,
  prepareTargetFor,
  renderCatalog,
  resolveCatalogTexts,
  type CatalogTexts,
  type PreparedPhoto,
} from '../../../src/catalog/index.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { createSharpPhotoPreparer } from '../../../src/cli/sharp-photo-preparer.js';
import { savePdf } from './poppler.js';

export interface BuiltCatalog {
  path: string;
  bytes: Uint8Array;
  texts: CatalogTexts;
  prepared: PreparedPhoto[];
  rejected: PhotoRejectedError[];
}

const fonts = createFsFontSource();

export async function buildCatalog(
  photos: { name: string; bytes: Uint8Array }[],
  settings: Partial<CatalogSettings> = {},
  author = 'Atelier Prova',
): Promise<BuiltCatalog> {
  const full = { ...DEFAULT_CATALOG_SETTINGS, ...settings };
  const preparer = createSharpPhotoPreparer();
  const target = prepareTargetFor(full);
  const prepared: PreparedPhoto[] = [];
  const rejected: PhotoRejectedError[] = [];
  for (const [index, photo] of photos.entries()) {
    try {
      prepared.push(await preparer.prepare({ id: String(index), ...photo }, target));
    } catch (error) {
      if (!(error instanceof PhotoRejectedError)) throw error;
      rejected.push(error);
    }
  }
  const texts = await resolveCatalogTexts(full);
  const bytes = await renderCatalog({ settings: full, texts, photos: prepared, author, fonts });
  return { path: await savePdf(bytes), bytes, texts, prepared, rejected };
}
