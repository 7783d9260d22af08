import { CATEGORY_DEFAULT_SORT, type CategoryListState } from '@plaudit/contract';

// The category page's sort and page as they live in the URL (?sort=name&page=2): a person can share or reload
// the exact list. How the URL reads is the contract's (page-addresses.ts): the server reads the same address for the
// page's first HTML.

export {
  CATEGORY_DEFAULT_SORT as DEFAULT_SORT,
  categorySortQuery as sortQuery,
  readCategoryListState as readListState,
  type CategoryListState as ListState,
} from '@plaudit/contract';

/** The URL's search for a state: defaults are left out, so the plain address is the default list. */
export function writeListState(state: CategoryListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== CATEGORY_DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
