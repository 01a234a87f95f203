/**
 * The catalogue's PDF built from the draft, as 'Genera Catalogo PDF' and 'Pubblica online' both
 * build it: the same request to the engine, so the published PDF is the one the owner downloads.
 */
import type { CatalogTexts } from '../../../catalog/types.js';
import type { BuildResult, CatalogEngine } from '../../engine/index.js';
import { captionsById, type CatalogDraft } from './draft/catalog-draft.js';
import { coverBuild } from './look/cover-requests.js';

export interface CatalogBuild {
  engine: CatalogEngine;
  draft: CatalogDraft;
  texts: CatalogTexts;
  author: string;
  onProgress: (fraction: number) => void;
  /** Publishing (issue 36.1): the link whose QR code the last page carries. */
  link?: string;
}

export function buildCatalog({ engine, draft, texts, author, onProgress, link }: CatalogBuild): Promise<BuildResult> {
  const order = draft.photos.map((photo) => photo.id);
  const { brand } = draft;
  return engine.build({
    order,
    settings: draft.settings,
    texts,
    author,
    captions: captionsById(draft.photos),
    quality: draft.quality,
    ...(brand.accent && { accent: brand.accent }),
    ...(brand.logo && { logo: brand.logo }),
    covers: coverBuild(draft.covers, order),
    onProgress,
    ...(link && { link }),
  });
}
