import {
  CATALOGUE_SORTS,
  REVIEW_TYPES,
  TROPHY_CONTENT_TYPES,
  TROPHY_PUBLIC_STATUSES,
  type CatalogueSort,
  type ReviewType,
  type SortOrder,
  type TrophyPublicStatus,
  type TrophyContentType,
} from './enums.js';
import { CATALOGUE_TAKE_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TAKE_DEFAULT } from './limits.js';
import {
  readListAddress,
  type FilterSpec,
  type FilterValues,
  type ListAddress,
  type ListAddressSpec,
} from './list-address.js';
import type { ProductReviewsQuery } from './schemas/reviews.js';
import type { TrophyListQuery } from './schemas/trophies.js';

// How a public page's address (its search) names the lists it shows: each list's spec (read by the page through the
// web's useListParams, and by the server through readListAddress, list-address.ts) and the calls it makes for them.
// The server puts those calls' answers into the page's first HTML (first-answers.ts). One reading for both, or the
// server would carry an answer the page never asks for and draw a list the browser does not hydrate.

/** What a page's list reads of its address (the web's useListParams gives the same). */
interface ListRead<Filters extends FilterSpec, Sort extends string> {
  page: number;
  sort?: Sort | undefined;
  filters: FilterValues<Filters>;
}

// ---- the category page: ?sort=name&page=2 ---------------------------------------------------------------------

/** The category page's list with no sort in its address: the best rated first. */
export const CATEGORY_DEFAULT_SORT: CatalogueSort = 'rating';

/** Each sort has the one direction people expect (best and newest first, names A to Z). */
const CATEGORY_SORT_ORDER: Record<CatalogueSort, SortOrder> = { rating: 'DESC', newest: 'DESC', name: 'ASC' };

export interface CategoryListState {
  sort: CatalogueSort;
  page: number;
}

/** The category page's list: a sort (the first, the default, left out of the address) and a page. */
export const CATEGORY_LIST_ADDRESS = {
  sorts: [CATEGORY_DEFAULT_SORT, ...CATALOGUE_SORTS.filter((sort) => sort !== CATEGORY_DEFAULT_SORT)],
} satisfies ListAddressSpec<Record<never, never>, CatalogueSort>;

/** The list state of what a category page's list reads. */
export function categoryListState(list: Pick<ListAddress<Record<never, never>, CatalogueSort>, 'sort' | 'page'>) {
  return { sort: list.sort ?? CATEGORY_DEFAULT_SORT, page: list.page };
}

/** The sort and page in a category page's address; anything unknown is the default. */
export function readCategoryListState(search: URLSearchParams): CategoryListState {
  return categoryListState(readListAddress(search, CATEGORY_LIST_ADDRESS));
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

// ---- the brand page's products: ?sort=name&category=…&page=2 --------------------------------------------------

/** The brand page's product list: a category filter and a sort (the first, 'newest', the default). */
export const BRAND_LIST_ADDRESS = {
  filters: { category: 'text' },
  sorts: ['newest', ...CATALOGUE_SORTS.filter((sort) => sort !== 'newest')],
} as const satisfies ListAddressSpec<{ category: 'text' }, CatalogueSort>;

/** The products call a brand page makes for what its list reads. */
export function brandProductsQuery(list: ListRead<(typeof BRAND_LIST_ADDRESS)['filters'], CatalogueSort>): {
  page: number;
  take: number;
  sortBy: CatalogueSort;
  categoryId: string | undefined;
} {
  return {
    page: list.page,
    take: CATALOGUE_TAKE_DEFAULT,
    sortBy: list.sort ?? 'newest',
    categoryId: list.filters.category || undefined,
  };
}

/** The products the brand page asks for first, from its address (the server's first HTML carries that answer). */
export function brandPageProductsQuery(search: URLSearchParams) {
  return brandProductsQuery(readListAddress(search, BRAND_LIST_ADDRESS));
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

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) =>
  String(REVIEW_RATING_MIN + i),
);

/** The product page's review list: its filters and sort (the first, 'newest', the default) by their prefixed names. */
export const REVIEW_LIST_ADDRESS = {
  filters: {
    [REVIEW_LIST_PARAM.rating]: RATINGS,
    [REVIEW_LIST_PARAM.hasComment]: ['true', 'false'],
    [REVIEW_LIST_PARAM.reviewType]: REVIEW_TYPES,
  },
  sorts: REVIEW_SORT_NAMES,
  names: { page: REVIEW_LIST_PARAM.page, sort: REVIEW_LIST_PARAM.sort },
} as const satisfies ListAddressSpec;

type ReviewListRead = ListRead<(typeof REVIEW_LIST_ADDRESS)['filters'], ReviewSortChoice>;

/** The options of what a product page's review list reads. */
export function reviewListOptions(list: ReviewListRead): ReviewListOptions {
  const f = list.filters;
  return {
    sort: list.sort ?? 'newest',
    rating: f.rrating === null ? null : Number(f.rrating),
    hasComment: f.rcomment,
    reviewType: f.rtype,
    page: list.page,
  };
}

/** Reads the options from the address; anything unknown or out of range is the default. */
export function readReviewListOptions(search: URLSearchParams): ReviewListOptions {
  return reviewListOptions(readListAddress(search, REVIEW_LIST_ADDRESS));
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

/** The trophies page's list: its filters by their names in the address, no sort (newest first). */
export const TROPHY_LIST_ADDRESS = {
  filters: { category: 'text', type: TROPHY_CONTENT_TYPES, status: TROPHY_PUBLIC_STATUSES, q: 'text' },
} as const satisfies ListAddressSpec;

/** The filters of what the trophies page's list reads. */
export function trophyPageFilters(list: ListRead<(typeof TROPHY_LIST_ADDRESS)['filters'], string>): TrophyPageFilters {
  const f = list.filters;
  return {
    category: f.category || undefined,
    type: f.type ?? undefined,
    status: f.status ?? undefined,
    q: f.q?.trim() || undefined,
    page: list.page,
  };
}

/** The filters in a trophies page's address; anything unknown is left unset. */
export function readTrophyFilters(search: URLSearchParams): TrophyPageFilters {
  return trophyPageFilters(readListAddress(search, TROPHY_LIST_ADDRESS));
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
