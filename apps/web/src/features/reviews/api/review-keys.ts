import type { ProductReviewsQuery, ReviewPageQuery } from '@plaudit/contract';

// Query keys of the reviews feature. Every key starts with 'reviews', so a write refreshes all review lists at once
// (a new review can change the product list, the brand's latest, the home page and the author's own list).
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string, query: Partial<ProductReviewsQuery>) =>
    ['reviews', 'product', productId, query] as const,
  mine: (productId: string) => ['reviews', 'mine', productId] as const,
  authored: (query: Partial<ReviewPageQuery>) => ['reviews', 'authored', query] as const,
  brand: (creatorProfile: string, query: Partial<ReviewPageQuery>) =>
    ['reviews', 'brand', creatorProfile.toLowerCase(), query] as const,
  youtuber: (handle: string, query: Partial<ReviewPageQuery>) =>
    ['reviews', 'youtuber', handle.toLowerCase(), query] as const,
};

/**
 * The public pages' own keys whose ratings a review changes (the product's and brand's averages, the home lists).
 * Spelled here rather than imported: a feature does not import another; the prefixes are stable.
 */
export const ratingKeys = [['catalogue'], ['home']] as const;
