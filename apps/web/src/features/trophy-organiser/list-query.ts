import {
  SORT_ORDERS, TROPHY_CONTENT_TYPES, TROPHY_SORTS, TROPHY_STATUSES, TROPHY_TAKE_DEFAULT, TROPHY_TEAM_RELATIONS,
  type SortOrder, type TrophyContentType, type TrophySort, type TrophyStatus, type TrophyTeamRelation,
} from '@plaudit/contract';

// The trophy lists' options (spec §3: page, search, sortBy, sortOrder, contentType, categoryId; plus the admin's
// status and the creator's relation), read from and written to the URL so a filtered list can be shared or reloaded.

export interface TrophyListFilters {
  page: number;
  search: string;
  sortBy: TrophySort;
  sortOrder: SortOrder;
  contentType: TrophyContentType | null;
  categoryId: string | null;
  status: TrophyStatus | null;
  relation: TrophyTeamRelation | null;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | null => (value && (values as readonly string[]).includes(value) ? (value as T) : null);

export function readFilters(params: URLSearchParams): TrophyListFilters {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    sortBy: pick(TROPHY_SORTS, params.get('sortBy')) ?? 'createdAt',
    sortOrder: pick(SORT_ORDERS, params.get('sortOrder')) ?? 'DESC',
    contentType: pick(TROPHY_CONTENT_TYPES, params.get('contentType')),
    categoryId: params.get('categoryId') || null,
    status: pick(TROPHY_STATUSES, params.get('status')),
    relation: pick(TROPHY_TEAM_RELATIONS, params.get('relation')),
  };
}

/** The URL after `changes`; any change but the page itself goes back to page 1; defaults are left out. */
export function writeFilters(current: URLSearchParams, changes: Partial<TrophyListFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault = value === null || value === '' || (key === 'page' && value === 1) || (key === 'sortBy' && value === 'createdAt') || (key === 'sortOrder' && value === 'DESC');
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The API's query: only what is set. */
export function toApiQuery(filters: TrophyListFilters) {
  return {
    page: filters.page,
    take: TROPHY_TAKE_DEFAULT,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.contentType ? { contentType: filters.contentType } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
  };
}

export const isFiltered = (f: TrophyListFilters) => Boolean(f.search || f.contentType || f.categoryId || f.status);
