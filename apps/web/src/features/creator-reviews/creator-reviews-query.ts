import {
  REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_SORTS, REVIEW_TAKE_DEFAULT, REVIEW_TAKE_MAX, REVIEW_TYPES, SORT_ORDERS,
  type ReviewSort, type ReviewType, type SortOrder,
} from '@plaudit/contract';

// The brand's review list keeps every option of spec §3 in the URL, under the API's own names (page, take, search,
// sortBy, sortOrder, rating, hasComment, reviewType, productId), so a reload or a shared link opens the same list.
// A value the API would refuse reads as its default; defaults are left out of the URL.

export interface CreatorReviewFilters {
  page: number;
  take: number;
  search: string;
  sortBy: ReviewSort;
  sortOrder: SortOrder;
  rating: number | null;
  hasComment: boolean | null;
  reviewType: ReviewType | null;
  productId: string | null;
}

export const DEFAULT_FILTERS: CreatorReviewFilters = {
  page: 1, take: REVIEW_TAKE_DEFAULT, search: '', sortBy: 'createdAt', sortOrder: 'DESC', rating: null, hasComment: null, reviewType: null, productId: null,
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null);
const intIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
};

export function readFilters(params: URLSearchParams): CreatorReviewFilters {
  const hasComment = params.get('hasComment');
  return {
    page: intIn(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    take: intIn(params.get('take'), 1, REVIEW_TAKE_MAX) ?? REVIEW_TAKE_DEFAULT,
    search: params.get('search')?.trim() ?? '',
    sortBy: oneOf(REVIEW_SORTS, params.get('sortBy')) ?? DEFAULT_FILTERS.sortBy,
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? DEFAULT_FILTERS.sortOrder,
    rating: intIn(params.get('rating'), REVIEW_RATING_MIN, REVIEW_RATING_MAX),
    hasComment: hasComment === 'true' ? true : hasComment === 'false' ? false : null,
    reviewType: oneOf(REVIEW_TYPES, params.get('reviewType')),
    productId: params.get('productId') || null,
  };
}

/** The URL after `changes`; any change but the page itself goes back to page 1. */
export function writeFilters(params: URLSearchParams, changes: Partial<CreatorReviewFilters>): URLSearchParams {
  const next = { ...readFilters(params), ...changes };
  if (!('page' in changes)) next.page = 1;
  const out = new URLSearchParams();
  // Anything else in the URL (not ours) stays.
  for (const [key, value] of params) if (!(key in DEFAULT_FILTERS)) out.append(key, value);
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof CreatorReviewFilters)[]) {
    const value = next[key];
    if (value === null || value === '' || value === DEFAULT_FILTERS[key]) continue;
    out.set(key, String(value));
  }
  return out;
}

/** The API query of these filters (GET /creator/reviews/{teamId}). */
export function toApiQuery(filters: CreatorReviewFilters) {
  return {
    page: filters.page,
    take: filters.take,
    search: filters.search || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    rating: filters.rating ?? undefined,
    hasComment: filters.hasComment === null ? undefined : filters.hasComment ? ('true' as const) : ('false' as const),
    reviewType: filters.reviewType ?? undefined,
    productId: filters.productId ?? undefined,
  };
}

/** A search or a filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: CreatorReviewFilters): boolean {
  return Boolean(filters.search) || filters.rating !== null || filters.hasComment !== null || filters.reviewType !== null || filters.productId !== null;
}
