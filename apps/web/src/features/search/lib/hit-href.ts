import type { SuggestHit } from '@plaudit/contract';
import { paths } from '@/config/paths';

/** The public page of a hit: a product below its brand, a brand by its profile, a YouTuber by handle. */
export function hitHref(hit: Pick<SuggestHit, 'type' | 'slug' | 'brand'>): string {
  if (hit.type === 'product' && hit.brand) return paths.product.href(hit.brand.creatorProfile, hit.slug);
  if (hit.type === 'youtuber') return paths.youtuber.href(hit.slug);
  return paths.brand.href(hit.slug);
}
