/**
 * A published photo as a responsive image (issue 36.2), shared by the public page that draws it and
 * the server that preloads the cover in `<!--vetrina-head-->`: the preload is reused only when its
 * `imagesrcset` and `imagesizes` are the image's own `srcset` and `sizes`.
 */
import type { PublicCatalogue, PublishedPhoto } from './schemas/published.js';

/** The rendition given as `src` for browsers without srcset: the one nearest a phone's 2x width. */
const FALLBACK_WIDTH = 800;

/**
 * The cover's box (Cover.tsx): the screen's width, 62 % of its height on a phone and 70 % from
 * 768 px. The photo covers it, so a photo wider than the box is drawn as high as the box and wider
 * than the screen: a landscape cover on a phone is drawn about 680 px wide where the screen is 412,
 * and a `sizes` of the screen's width alone made the browser pick a rendition it then enlarged 1.65x.
 */
const COVER_BOX = [
  { from: 768, heightVh: 70 },
  { from: 0, heightVh: 62 },
] as const;

/** How wide the cover draws `photo` (its width over height `ratio`), as `sizes`. */
export function coverSizes(photo: PublishedPhoto): string {
  const largest = photo.renditions.reduce<PublishedPhoto['renditions'][number] | undefined>((wide, rendition) => (wide && wide.width >= rendition.width ? wide : rendition), undefined);
  const ratio = largest && largest.height > 0 ? largest.width / largest.height : 1;
  return COVER_BOX.map(({ from, heightVh }) => {
    const width = `max(100vw, ${+(heightVh * ratio).toFixed(2)}vh)`;
    return from > 0 ? `(min-width: ${from}px) ${width}` : width;
  }).join(', ');
}

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
  return source && photo && { href: source.src, imagesrcset: source.srcSet, imagesizes: coverSizes(photo) };
}
