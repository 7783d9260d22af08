import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TYPES, type ProductReviewsQuery, type ReviewType } from '@plaudit/contract';

// The product page's review list options (spec §3 "Review list options", as the brand's list has them) and how
// they live in the page's URL, so a filtered list can be shared and survives a reload. Pure: tested on its own.

/** The sort choices a reader sees, each one sortBy + sortOrder of the API. */
export const REVIEW_SORT_CHOICES = {
  newest: { sortBy: 'createdAt', sortOrder: 'DESC' },
  oldest: { sortBy: 'createdAt', sortOrder: 'ASC' },
  highest: { sortBy: 'rating', sortOrder: 'DESC' },
  lowest: { sortBy: 'rating', sortOrder: 'ASC' },
  helpful: { sortBy: 'helpful', sortOrder: 'DESC' },
} as const satisfies Record<string, Pick<ProductReviewsQuery, 'sortBy' | 'sortOrder'>>;
export type ReviewSortChoice = keyof typeof REVIEW_SORT_CHOICES;
export const REVIEW_SORT_NAMES = Object.keys(REVIEW_SORT_CHOICES) as ReviewSortChoice[];

export interface ReviewListOptions {
  sort: ReviewSortChoice;
  rating: number | null;
  /** 'true': with a comment, 'false': without one, null: either. */
  hasComment: 'true' | 'false' | null;
  reviewType: ReviewType | null;
  page: number;
}

/** The URL's parameter names: prefixed, so they never clash with another list on the same page. */
export const PARAM = { sort: 'rsort', rating: 'rrating', hasComment: 'rcomment', reviewType: 'rtype', page: 'rpage' } as const;

/** Reads the options from the URL; anything unknown or out of range is the default. */
export function readListOptions(search: URLSearchParams): ReviewListOptions {
  const sort = search.get(PARAM.sort);
  const rating = Number(search.get(PARAM.rating));
  const hasComment = search.get(PARAM.hasComment);
  const reviewType = search.get(PARAM.reviewType);
  const page = Number.parseInt(search.get(PARAM.page) ?? '1', 10);
  return {
    sort: sort && sort in REVIEW_SORT_CHOICES ? (sort as ReviewSortChoice) : 'newest',
    rating: Number.isInteger(rating) && rating >= REVIEW_RATING_MIN && rating <= REVIEW_RATING_MAX ? rating : null,
    hasComment: hasComment === 'true' || hasComment === 'false' ? hasComment : null,
    reviewType: (REVIEW_TYPES as readonly string[]).includes(reviewType ?? '') ? (reviewType as ReviewType) : null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The API query for the options (defaults left out). */
export function toQuery(options: ReviewListOptions, take: number): ProductReviewsQuery {
  return {
    page: options.page,
    take,
    ...REVIEW_SORT_CHOICES[options.sort],
    ...(options.rating ? { rating: options.rating } : {}),
    ...(options.hasComment ? { hasComment: options.hasComment } : {}),
    ...(options.reviewType ? { reviewType: options.reviewType } : {}),
  };
}

/** Whether a filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (options: ReviewListOptions) => Boolean(options.rating || options.hasComment || options.reviewType);
