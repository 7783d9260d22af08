import type { CSSProperties } from 'react';
import type { Picture as PictureData } from '@plaudit/contract';

/**
 * A stored picture with its `srcset` (320/800/1600 widths) and its own aspect ratio reserved, so nothing shifts while
 * it loads. `sizes` says how wide it is shown; `eager` for the one picture above the fold (the LCP image).
 */
export function Picture({
  picture,
  sizes,
  eager = false,
  alt,
  style,
}: {
  picture: PictureData;
  sizes: string;
  eager?: boolean;
  alt?: string;
  style?: CSSProperties;
}) {
  return (
    <img
      src={picture.src}
      srcSet={picture.srcset}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt ?? picture.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      style={{ display: 'block', width: '100%', height: 'auto', ...style }}
    />
  );
}
