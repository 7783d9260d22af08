import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TAKE_DEFAULT,
  REVIEW_TAKE_MAX,
  REVIEW_TYPES,
} from '@plaudit/contract';
import type { ListParams, ListParamsOptions } from '@/components/paged-list';

// The brand's review list keeps every option (page, take, search, sortBy, sortOrder, rating, hasComment, reviewType,
// productId) in the URL under the API's own names, so a reload or a shared link opens the same list. A value the API
// would refuse reads as its default; defaults are left out of the URL.

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

const FILTERS = {
  rating: range(REVIEW_RATING_MIN, REVIEW_RATING_MAX),
  hasComment: ['true', 'false'],
  reviewType: REVIEW_TYPES,
  productId: 'text',
  take: range(1, REVIEW_TAKE_MAX),
} as const;

/** Sort choices pair sortBy and sortOrder as the API names them; the first is the default. */
export const SORT_CHOICES = [
  'createdAt:DESC',
  'createdAt:ASC',
  'rating:DESC',
  'rating:ASC',
  'helpful:DESC',
  'helpful:ASC',
] as const;
export const DEFAULT_TAKE = String(REVIEW_TAKE_DEFAULT);

export const CREATOR_REVIEW_LIST: ListParamsOptions<typeof FILTERS, (typeof SORT_CHOICES)[number]> = {
  filters: FILTERS,
  defaults: { take: DEFAULT_TAKE },
  shaping: ['take'],
  sorts: SORT_CHOICES,
  sortParams: 'split',
};

export type CreatorReviewList = ListParams<typeof FILTERS, (typeof SORT_CHOICES)[number]>;

/** The API query of the list's options (GET /creator/reviews/{teamId}). */
export function creatorReviewsQuery(
  list: Pick<CreatorReviewList, 'page' | 'search' | 'filters' | 'sortBy' | 'sortOrder'>,
) {
  const { rating, hasComment, reviewType, productId, take } = list.filters;
  return {
    page: list.page,
    take: Number(take ?? DEFAULT_TAKE),
    search: list.search,
    sortBy: list.sortBy ?? 'createdAt',
    sortOrder: list.sortOrder ?? 'DESC',
    rating: rating === null ? undefined : Number(rating),
    hasComment: hasComment ?? undefined,
    reviewType: reviewType ?? undefined,
    productId: productId ?? undefined,
  };
}
