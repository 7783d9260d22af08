import { TROPHY_CONTENT_TYPES, TROPHY_PUBLIC_STATUSES, type TrophyContentType, type TrophyListQuery, type TrophyPublicStatus } from '@plaudit/contract';

// The /trophies page's filters live in the URL (a shared link shows the same list): category, type, status, q, page.
// Pure functions, tested: what the URL says → what the API is asked.

export interface TrophyFilters {
  category?: string;
  type?: TrophyContentType;
  status?: TrophyPublicStatus;
  q?: string;
  page: number;
}

export const FILTERED_TAKE = 12;
/** Trophies per category section on the unfiltered page. */
export const SECTION_TAKE = 3;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readFilters(search: URLSearchParams): TrophyFilters {
  return {
    category: search.get('category') || undefined,
    type: oneOf(TROPHY_CONTENT_TYPES, search.get('type')),
    status: oneOf(TROPHY_PUBLIC_STATUSES, search.get('status')),
    q: search.get('q')?.trim() || undefined,
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
}

/** Any filter chosen: the page shows one filtered list instead of the sections per category. */
export const isFiltered = (f: TrophyFilters) => Boolean(f.category || f.type || f.status || f.q);

/** The list call for the filtered view, newest first. */
export function listQuery(f: TrophyFilters): Partial<TrophyListQuery> {
  return {
    page: f.page,
    take: FILTERED_TAKE,
    sortBy: 'createdAt',
    sortOrder: 'DESC',
    ...(f.category ? { categoryId: f.category } : {}),
    ...(f.type ? { contentType: f.type } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { search: f.q } : {}),
  };
}
