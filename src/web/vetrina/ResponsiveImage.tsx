import type { PublishedPhoto } from '../../shared/schemas/published.js';

interface Props {
  photo: PublishedPhoto;
  filesBase: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the rendition. */
  sizes: string;
  /** The first image on the page: fetched first and never lazily (it is the LCP element). */
  first?: boolean;
  className?: string;
}

/** The rendition given as `src` for browsers without srcset: the one nearest a phone's 2x width. */
const FALLBACK_WIDTH = 800;

/**
 * A published photo as a responsive image (issue 36.2): every rendition in `srcset` by its width,
 * the intrinsic size given so the layout does not move as it loads.
 */
export function ResponsiveImage({ photo, filesBase, alt, sizes, first = false, className }: Props) {
  const renditions = [...photo.renditions].sort((a, b) => a.width - b.width);
  const fallback = renditions.find((rendition) => rendition.width >= FALLBACK_WIDTH) ?? renditions[renditions.length - 1];
  if (!fallback) return null;
  return (
    <img
      src={`${filesBase}${fallback.file}`}
      srcSet={renditions.map((rendition) => `${filesBase}${rendition.file} ${rendition.width}w`).join(', ')}
      sizes={sizes}
      width={fallback.width}
      height={fallback.height}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      {...(first && { fetchPriority: 'high' as const })}
      className={className}
    />
  );
}
