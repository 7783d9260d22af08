import { CATALOGUE_SORTS, type CatalogueSort, type SortOrder } from '@plaudit/contract';

// The category page's sort and page as they live in the URL (?sort=name&page=2): a person can share or reload
// the exact list. Each sort has the one direction people expect (best and newest first, names A to Z).

export const DEFAULT_SORT: CatalogueSort = 'rating';

const ORDER: Record<CatalogueSort, SortOrder> = { rating: 'DESC', newest: 'DESC', name: 'ASC' };

export interface ListState {
  sort: CatalogueSort;
  page: number;
}

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogueSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search for a state: defaults are left out, so the plain address is the default list. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function sortQuery(sort: CatalogueSort): { sortBy: CatalogueSort; sortOrder: SortOrder } {
  return { sortBy: sort, sortOrder: ORDER[sort] };
}
