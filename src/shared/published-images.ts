/**
 * A published photo as a responsive image (issue 36.2), shared by the public page that draws it and
 * the server that preloads the cover in `<!--vetrina-head-->`: the preload is reused only when its
 * `imagesrcset` and `imagesizes` are the image's own `srcset` and `sizes`.
 */
import type { PublicCatalogue, PublishedPhoto } from './schemas/published.js';

/** The rendition given as `src` for browsers without srcset: the one nearest a phone's 2x width. */
const FALLBACK_WIDTH = 800;

/** The cover fills the screen's width at every size. */
export const COVER_SIZES = '100vw';

export interface ResponsiveSource {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export function responsiveSource(photo: PublishedPhoto, filesBase: string): ResponsiveSource | undefined {
  const renditions = [...photo.renditions].sort((a, b) => a.width - b.width);
  const fallback = renditions.find((rendition) => rendition.width >= FALLBACK_WIDTH) ?? renditions[renditions.length - 1];
  if (!fallback) return undefined;
  return {
    src: `${filesBase}${fallback.file}`,
    srcSet: renditions.map((rendition) => `${filesBase}${rendition.file} ${rendition.width}w`).join(', '),
    width: fallback.width,
    height: fallback.height,
  };
}

/** The photo the cover shows: the cover's, else the first. */
export function coverPhotoOf(catalogue: Pick<PublicCatalogue, 'content'>): PublishedPhoto | undefined {
  return catalogue.content.photos[catalogue.content.coverPhoto ?? 0];
}

/**
 * What the server puts in `<!--vetrina-head-->` to fetch the cover first (it is the page's LCP):
 * `<link rel="preload" as="image" href=… imagesrcset=… imagesizes=… fetchpriority="high">`.
 */
export function coverPreload(catalogue: Pick<PublicCatalogue, 'content' | 'filesBase'>): { href: string; imagesrcset: string; imagesizes: string } | undefined {
  const photo = coverPhotoOf(catalogue);
  const source = photo && responsiveSource(photo, catalogue.filesBase);
  return source && { href: source.src, imagesrcset: source.srcSet, imagesizes: COVER_SIZES };
}
