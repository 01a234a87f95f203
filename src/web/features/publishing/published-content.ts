/**
 * The catalogue's content as it is published (issue 36.1, `PublishedContent`): the settings with the
 * texts as the PDF printed them (defaults and translations settled), the covers, the accent, each
 * published photo with its renditions and caption in the catalogue's order, the PDF, and which
 * photo the cover shows.
 */
import type { CatalogTexts } from '../../../catalog/types.js';
import type { AccentColour, CatalogSettings, CoverSettings, PhotoCaption } from '../../../shared/index.js';
import type { PublishedContent } from '../../../shared/schemas/published.js';
import type { MadeRendition } from './renditions.js';
import type { StoredFile } from './stored-file.js';

export interface PublishedPhotoInput {
  id: string;
  caption?: PhotoCaption;
  renditions: readonly MadeRendition[];
}

export interface ContentInput {
  settings: CatalogSettings;
  texts: CatalogTexts;
  covers: CoverSettings;
  accent?: AccentColour;
  photos: readonly PublishedPhotoInput[];
  pdf: { file: StoredFile; pages: number };
  /** The brand's logo, one rendition (long edge at most 800 px). */
  logo?: MadeRendition;
}

export function publishedContent({ settings, texts, covers, accent, photos, pdf, logo }: ContentInput): PublishedContent {
  const coverIndex = covers.cover.enabled ? photos.findIndex((photo) => photo.id === covers.cover.photoId) : -1;
  return {
    settings: { ...settings, title: texts.title, subtitle: texts.subtitle, introduction: texts.introduction, footer: texts.footer },
    covers,
    ...(accent && { accent }),
    photos: photos.map((photo) => ({
      renditions: photo.renditions.map((rendition) => ({ file: rendition.file.name, width: rendition.width, height: rendition.height, bytes: rendition.file.bytes.length })),
      ...(photo.caption && { caption: photo.caption }),
    })),
    pdf: { file: pdf.file.name, bytes: pdf.file.bytes.length, pages: pdf.pages },
    ...(logo && { logo: { file: logo.file.name, width: logo.width, height: logo.height, bytes: logo.file.bytes.length } }),
    ...(coverIndex >= 0 && { coverPhoto: coverIndex }),
  };
}
