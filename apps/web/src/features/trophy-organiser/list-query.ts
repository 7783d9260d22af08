import {
  SORT_ORDERS,
  TROPHY_CONTENT_TYPES,
  TROPHY_SORTS,
  TROPHY_STATUSES,
  TROPHY_TAKE_DEFAULT,
  TROPHY_TEAM_RELATIONS,
  type SortOrder,
  type TrophySort,
} from '@plaudit/contract';
import type { ListParams, ListParamsOptions } from '@/components/paged-list';

// The trophy lists' options (page, search, sortBy, sortOrder, contentType, categoryId; plus the admin's status and
// the creator's relation), kept in the URL by useListParams so a filtered list can be shared or reloaded.

type TrophyListSort = `${TrophySort}:${SortOrder}`;
/** Every field in both directions, newest first by default. */
const SORTS: TrophyListSort[] = [
  'createdAt:DESC',
  ...TROPHY_SORTS.flatMap((by) => SORT_ORDERS.map((order) => `${by}:${order}` as const)).filter(
    (s) => s !== 'createdAt:DESC',
  ),
];

const FILTERS = { contentType: TROPHY_CONTENT_TYPES, categoryId: 'text' } as const;
const ADMIN_FILTERS = { ...FILTERS, status: TROPHY_STATUSES };
const CREATOR_FILTERS = { ...FILTERS, relation: TROPHY_TEAM_RELATIONS };

export const ADMIN_TROPHY_LIST: ListParamsOptions<typeof ADMIN_FILTERS, TrophyListSort> = {
  filters: ADMIN_FILTERS,
  sorts: SORTS,
  sortParams: 'split',
};
export const CREATOR_TROPHY_LIST: ListParamsOptions<typeof CREATOR_FILTERS, TrophyListSort> = {
  filters: CREATOR_FILTERS,
  sorts: SORTS,
  sortParams: 'split',
};

/** What both trophy lists have: the search, content type, category and the sort. */
export type TrophyListParams = ListParams<typeof FILTERS, TrophyListSort>;

/** The API's query: only what is set. */
export function trophyListQuery(list: TrophyListParams) {
  return {
    page: list.page,
    take: TROPHY_TAKE_DEFAULT,
    sortBy: list.sortBy ?? 'createdAt',
    sortOrder: list.sortOrder ?? 'DESC',
    ...(list.search ? { search: list.search } : {}),
    ...(list.filters.contentType ? { contentType: list.filters.contentType } : {}),
    ...(list.filters.categoryId ? { categoryId: list.filters.categoryId } : {}),
  };
}
