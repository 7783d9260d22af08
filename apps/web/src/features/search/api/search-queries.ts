import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, SEARCH_QUERY_MAX, type SearchResultType } from '@plaudit/contract';
import { call } from '@/lib/call';

// The search calls, wrapped in TanStack queries. Public reads: no sign-in, no refresh on a 401.

export interface SearchParams {
  q: string;
  type?: SearchResultType;
  categoryId?: string;
  page: number;
}

export const searchKeys = {
  all: ['search'] as const,
  suggest: (q: string) => ['search', 'suggest', q] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
};

/** A query the server accepts (trimmed, 1–SEARCH_QUERY_MAX): anything else is not sent. */
export const isSearchable = (q: string) => q.length > 0 && q.length <= SEARCH_QUERY_MAX;

export function useSuggestions(q: string) {
  return useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) =>
      call(ROUTES.search.suggest, { query: { q } }, { signal, auth: false, throttleToast: false }),
    enabled: isSearchable(q),
    // Typing on keeps the last suggestions in place instead of flashing an empty list.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const searchResultsQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => call(ROUTES.search.search, { query: { ...params } }, { signal, auth: false }),
    enabled: isSearchable(params.q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearchResults(params: SearchParams) {
  return useQuery(searchResultsQueryOptions(params));
}
