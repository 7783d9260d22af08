import type { CSSProperties } from 'react';
import type { Picture as PictureData } from '@plaudit/contract';

/**
 * A stored picture with its `srcset` (320/800/1600 widths) and its own aspect ratio reserved, so nothing shifts while
 * it loads. `sizes` says how wide it is shown. `loading`: `priority` for the page's largest picture above the fold
 * (its largest contentful paint: fetched first), `eager` for the others in the first screen, `lazy` below it.
 */
export type PictureLoading = 'priority' | 'eager' | 'lazy';

export function Picture({
  picture,
  sizes,
  loading = 'lazy',
  alt,
  style,
}: {
  picture: PictureData;
  sizes: string;
  loading?: PictureLoading;
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
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      {...(loading === 'priority' ? { fetchPriority: 'high' as const } : {})}
      style={{ display: 'block', width: '100%', height: 'auto', ...style }}
    />
  );
}
