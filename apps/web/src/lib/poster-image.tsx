import { imageSrcSet } from '@app/contract';
import { useState, type ImgHTMLAttributes } from 'react';

/** A neutral 2:3 frame with a play mark, shown when a poster is missing or fails to load. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 300'>" +
    "<rect width='200' height='300' fill='#1c1c24'/>" +
    "<circle cx='100' cy='150' r='28' fill='none' stroke='#3a3a48' stroke-width='4'/>" +
    "<path d='M92 136l22 14-22 14z' fill='#3a3a48'/></svg>",
)}`;

type PosterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> & {
  src: string;
  alt: string;
  /** The width it is shown at, in CSS px (also what `sizes` says unless given). */
  width: number;
  height: number;
};

/**
 * An <img> that never shows a broken-image icon. Lazy unless told otherwise. A stored image comes
 * in the resized copy that fits its shown width and the screen's density (server `?w=`).
 */
export function PosterImage({ src, alt, loading = 'lazy', sizes, ...rest }: PosterImageProps) {
  // remember which source failed, so a new source gets its own chance to load
  const [failedSrc, setFailedSrc] = useState<string>();
  const showPlaceholder = src.trim() === '' || failedSrc === src;
  return (
    <img
      {...rest}
      src={showPlaceholder ? PLACEHOLDER_IMAGE : src}
      srcSet={showPlaceholder ? undefined : imageSrcSet(src)}
      sizes={showPlaceholder ? undefined : (sizes ?? `${rest.width}px`)}
      alt={alt}
      loading={loading}
      decoding="async"
      data-placeholder={showPlaceholder || undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
