import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  listAddressNames,
  narrowingFilters,
  readListAddress,
  type FilterSpec,
  type FilterValues,
  type ListAddressSpec,
  type ListSortField,
} from '@plaudit/contract';

// A list's query lives in the URL (page, search, sort and the area's filters), so a reload, a shared link or the
// audit log's "find this person" link opens the same page of the same list. The URL reads as the contract's
// readListAddress reads it (the server reads a public page's address the same way for its first HTML). See
// paged-list.tsx for the whole recipe.

export type { FilterSpec, FilterValues, ListSortField };

export interface ListParamsOptions<S extends FilterSpec, Sort extends string> extends ListAddressSpec<S, Sort> {
  /**
   * How a change enters the history: replaced by default (Back leaves the list, not a keystroke); a public page whose
   * lists people page through and come back to pushes, and keeps its scroll where the list is one part of the page.
   */
  navigation?: { replace?: boolean; preventScrollReset?: boolean };
}

export interface ListParams<S extends FilterSpec, Sort extends string> {
  page: number;
  setPage: (page: number) => void;
  /** What the search box shows now (typing); the query uses `search`, written to the URL 300 ms after typing stops. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  search: string | undefined;
  filters: FilterValues<S>;
  /** Sets one filter (null: back to its default) and goes back to page 1; a value the spec does not allow reads as the default. */
  setFilter: (name: keyof S & string, value: string | null) => void;
  /** Sets several filters at once (e.g. a date range's two ends). */
  setFilters: (values: Partial<Record<keyof S & string, string | null>>) => void;
  sort: Sort | undefined;
  /** Sets the sort (one of `sorts`; anything else reads as the first). */
  setSort: (sort: string) => void;
  /** The sort split for the API's `sortBy` and `sortOrder`. */
  sortBy: ListSortField<Sort> | undefined;
  sortOrder: 'ASC' | 'DESC' | undefined;
  /** A search or a (narrowing) filter other than its default is in force (the empty state then offers `clear`). */
  isFiltered: boolean;
  /** Empties the search and puts every narrowing filter back to its default. */
  clear: () => void;
}

export function useListParams<S extends FilterSpec = Record<never, never>, Sort extends string = never>(
  options: ListParamsOptions<S, Sort> = {},
): ListParams<S, Sort> {
  const [params, setParams] = useSearchParams();
  // Defaults are read once, on the first render.
  const [defaults] = useState(() => options.defaults);
  const spec = { ...options, defaults } as ListAddressSpec<S, Sort>;
  const names = listAddressNames(spec);
  const sorts = spec.sorts ?? [];
  const navigation = options.navigation ?? { replace: true };

  // Every change goes back to page 1 unless it is the page itself.
  const update = (changes: Record<string, string | null | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) continue;
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!(names.page in changes)) next.delete(names.page);
      return next;
    }, navigation);

  const read = readListAddress(params, spec);

  const urlSearch = params.get(names.search) ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const [debounced] = useDebouncedValue(searchInput.trim(), 300);
  const written = useRef(urlSearch);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    update({ [names.search]: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the URL
  }, [debounced]);
  useEffect(() => {
    // The URL changed from outside (a link, Back): the box follows it.
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearchInput(urlSearch);
  }, [urlSearch]);

  const [defaultBy, defaultOrder] = sorts[0]?.split(':') ?? [];
  const writeSort = (next: string) => {
    const chosen = sorts.find((s) => s === next) ?? sorts[0];
    if (spec.sortParams !== 'split') return update({ [names.sort]: chosen === sorts[0] ? null : chosen });
    const [by, order] = chosen?.split(':') ?? [];
    update({
      [names.sortBy]: by === defaultBy ? null : by,
      [names.sortOrder]: order === defaultOrder ? null : order,
    });
  };
  const [sortBy, sortOrder] = (read.sort?.split(':') ?? []) as [
    ListSortField<Sort> | undefined,
    'ASC' | 'DESC' | undefined,
  ];

  return {
    page: read.page,
    setPage: (next) => update({ [names.page]: next > 1 ? String(next) : null }),
    searchInput,
    setSearchInput,
    search: read.search,
    filters: read.filters,
    setFilter: (name, value) => update({ [name]: value }),
    setFilters: (values) => update(values),
    sort: read.sort,
    setSort: writeSort,
    sortBy,
    sortOrder,
    isFiltered: read.isFiltered,
    clear: () => {
      written.current = '';
      setSearchInput('');
      update(Object.fromEntries([names.search, ...narrowingFilters(spec)].map((key) => [key, null])));
    },
  };
}

/**
 * The page of a list that is one part of a bigger page (a product's reviews, a YouTuber's videos): it stays in the
 * component, so paging one list neither rewrites the page's URL nor pages another list on it. Fits `list` of
 * PagedList / PagedRows.
 */
export function usePageState(): Pick<
  ListParams<Record<never, never>, never>,
  'page' | 'setPage' | 'isFiltered' | 'clear'
> {
  const [page, setPage] = useState(1);
  return useMemo(() => ({ page, setPage, isFiltered: false, clear: () => setPage(1) }), [page]);
}
