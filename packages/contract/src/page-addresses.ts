import {
  CATALOGUE_SORTS,
  REVIEW_TYPES,
  TROPHY_CONTENT_TYPES,
  TROPHY_PUBLIC_STATUSES,
  type CatalogueSort,
  type ReviewType,
  type SortOrder,
  type TrophyContentType,
  type TrophyPublicStatus,
} from './enums.js';
import { CATALOGUE_TAKE_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TAKE_DEFAULT } from './limits.js';
import type { ProductReviewsQuery } from './schemas/reviews.js';
import type { TrophyListQuery } from './schemas/trophies.js';

// How a public page's address (its search) names the lists it shows: the page reads its address with these, and the
// server reads the same address with them to put those lists' answers into the page's first HTML (first-answers.ts).
// One reading for both, or the server would carry an answer the page never asks for and draw a list the browser
// does not hydrate.

// ---- the category page: ?sort=name&page=2 ---------------------------------------------------------------------

/** The category page's list with no sort in its address: the best rated first. */
export const CATEGORY_DEFAULT_SORT: CatalogueSort = 'rating';

/** Each sort has the one direction people expect (best and newest first, names A to Z). */
const CATEGORY_SORT_ORDER: Record<CatalogueSort, SortOrder> = { rating: 'DESC', newest: 'DESC', name: 'ASC' };

export interface CategoryListState {
  sort: CatalogueSort;
  page: number;
}

/** The sort and page in a category page's address; anything unknown is the default. */
export function readCategoryListState(search: URLSearchParams): CategoryListState {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogueSort) : CATEGORY_DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function categorySortQuery(sort: CatalogueSort): { sortBy: CatalogueSort; sortOrder: SortOrder } {
  return { sortBy: sort, sortOrder: CATEGORY_SORT_ORDER[sort] };
}

/** The products call a category page makes for a list state (its keys in the order the call's path spells them). */
export function categoryPageProductsQuery(state: CategoryListState): {
  page: number;
  take: number;
  sortBy: CatalogueSort;
  sortOrder: SortOrder;
} {
  return { page: state.page, take: CATALOGUE_TAKE_DEFAULT, ...categorySortQuery(state.sort) };
}

// ---- the product page's reviews: ?rsort=helpful&rrating=5&rcomment=true&rtype=YOUTUBE&rpage=2 ------------------

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

/** The address's parameter names: prefixed, so they never clash with another list on the same page. */
export const REVIEW_LIST_PARAM = {
  sort: 'rsort',
  rating: 'rrating',
  hasComment: 'rcomment',
  reviewType: 'rtype',
  page: 'rpage',
} as const;

/** Reads the options from the address; anything unknown or out of range is the default. */
export function readReviewListOptions(search: URLSearchParams): ReviewListOptions {
  const P = REVIEW_LIST_PARAM;
  const sort = search.get(P.sort);
  const rating = Number(search.get(P.rating));
  const hasComment = search.get(P.hasComment);
  const reviewType = search.get(P.reviewType);
  const page = Number.parseInt(search.get(P.page) ?? '1', 10);
  return {
    sort: sort && Object.hasOwn(REVIEW_SORT_CHOICES, sort) ? (sort as ReviewSortChoice) : 'newest',
    rating: Number.isInteger(rating) && rating >= REVIEW_RATING_MIN && rating <= REVIEW_RATING_MAX ? rating : null,
    hasComment: hasComment === 'true' || hasComment === 'false' ? hasComment : null,
    reviewType: (REVIEW_TYPES as readonly string[]).includes(reviewType ?? '') ? (reviewType as ReviewType) : null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The API query for the options (defaults left out). */
export function reviewListQuery(options: ReviewListOptions, take: number): ProductReviewsQuery {
  return {
    page: options.page,
    take,
    ...REVIEW_SORT_CHOICES[options.sort],
    ...(options.rating ? { rating: options.rating } : {}),
    ...(options.hasComment ? { hasComment: options.hasComment } : {}),
    ...(options.reviewType ? { reviewType: options.reviewType } : {}),
  };
}

/** The reviews call a product page makes first for its address. */
export function productPageReviewsQuery(search: URLSearchParams): ProductReviewsQuery {
  return reviewListQuery(readReviewListOptions(search), REVIEW_TAKE_DEFAULT);
}

// ---- the trophies page: ?category=…&type=VIDEO&status=AWARDED&q=…&page=2 --------------------------------------

/** The trophies page's filters as its address names them (a shared link shows the same list). */
export interface TrophyPageFilters {
  category?: string;
  type?: TrophyContentType;
  status?: TrophyPublicStatus;
  q?: string;
  page: number;
}

/** Trophies per page of the filtered list. */
export const TROPHY_FILTERED_TAKE = 12;
/** Trophies per category section on the unfiltered page. */
export const TROPHY_SECTION_TAKE = 3;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters in a trophies page's address; anything unknown is left unset. */
export function readTrophyFilters(search: URLSearchParams): TrophyPageFilters {
  return {
    category: search.get('category') || undefined,
    type: oneOf(TROPHY_CONTENT_TYPES, search.get('type')),
    status: oneOf(TROPHY_PUBLIC_STATUSES, search.get('status')),
    q: search.get('q')?.trim() || undefined,
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
}

/** Any filter chosen: the page shows one filtered list instead of the sections per category. */
export const isTrophyFiltered = (f: TrophyPageFilters) => Boolean(f.category || f.type || f.status || f.q);

/** The list call for the filtered view, newest first (its keys in the order the call's path spells them). */
export function trophyFilteredQuery(f: TrophyPageFilters): Partial<TrophyListQuery> {
  return {
    page: f.page,
    take: TROPHY_FILTERED_TAKE,
    sortBy: 'createdAt',
    sortOrder: 'DESC',
    ...(f.category ? { categoryId: f.category } : {}),
    ...(f.type ? { contentType: f.type } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { search: f.q } : {}),
  };
}

/** The list call of one category's section on the unfiltered page: its newest trophies. */
export function trophySectionQuery(categoryId: string): Partial<TrophyListQuery> {
  return { categoryId, take: TROPHY_SECTION_TAKE, sortBy: 'createdAt', sortOrder: 'DESC' };
}
