import { responsiveSource } from '../../shared/published-images.js';
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

/**
 * A published photo as a responsive image (issue 36.2): every rendition in `srcset` by its width,
 * the intrinsic size given so the layout does not move as it loads.
 */
export function ResponsiveImage({ photo, filesBase, alt, sizes, first = false, className }: Props) {
  const source = responsiveSource(photo, filesBase);
  if (!source) return null;
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      {...(first && { fetchPriority: 'high' as const })}
      className={className}
    />
  );
}
