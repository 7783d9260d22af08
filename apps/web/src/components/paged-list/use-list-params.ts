import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';

// A list's query lives in the URL (page, search, sort and the area's filters), so a reload, a shared link or the
// audit log's "find this person" link opens the same page of the same list. See paged-list.tsx for the whole recipe.

/** Each filter's allowed values (anything else in the URL reads as the default), or 'text' for free text. */
export type FilterSpec = Record<string, readonly string[] | 'text'>;
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]: (S[K] extends readonly (infer V extends string)[] ? V : string) | null;
};
/** `name:ASC` → `name`. */
export type SortField<Sort extends string> = Sort extends `${infer F}:${string}` ? F : never;

export interface ListParamsOptions<S extends FilterSpec, Sort extends string> {
  filters?: S;
  /**
   * Filters that shape the list rather than narrow it (e.g. the page size): they never make the list 'filtered', and
   * 'clear' leaves them.
   */
  shaping?: readonly (keyof S & string)[];
  /** Filter values when the URL names none; read once, on the first render. */
  defaults?: Partial<FilterValues<S>>;
  /** The sort choices as `field:ORDER`; the first is the default. */
  sorts?: readonly Sort[];
  /**
   * Where the sort lives in the URL: one `sort=field:ORDER` (the default), or the API's own `sortBy` and `sortOrder`,
   * each left out while it is the default's (links already shared in that form keep working).
   */
  sortParams?: 'sort' | 'split';
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
  sortBy: SortField<Sort> | undefined;
  sortOrder: 'ASC' | 'DESC' | undefined;
  /** A search or a (narrowing) filter other than its default is in force (the empty state then offers `clear`). */
  isFiltered: boolean;
  /** Empties the search and puts every narrowing filter back to its default. */
  clear: () => void;
}

const SEARCH = 'search';
const PAGE = 'page';
const SORT = 'sort';
const SORT_BY = 'sortBy';
const SORT_ORDER = 'sortOrder';

export function useListParams<S extends FilterSpec = Record<never, never>, Sort extends string = never>(
  options: ListParamsOptions<S, Sort> = {},
): ListParams<S, Sort> {
  const [params, setParams] = useSearchParams();
  const [defaults] = useState(() => (options.defaults ?? {}) as Partial<Record<string, string | null>>);
  const spec: FilterSpec = options.filters ?? {};
  const sorts = options.sorts ?? [];
  const narrowing = Object.keys(spec).filter((name) => !options.shaping?.includes(name));

  // Every change goes back to page 1 unless it is the page itself; replace, so Back leaves the list, not a keystroke.
  const update = (changes: Record<string, string | null | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) continue;
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!(PAGE in changes)) next.delete(PAGE);
        return next;
      },
      { replace: true },
    );

  const read = (name: string): string | null => {
    const raw = params.get(name);
    const allowed = spec[name];
    if (raw === null || (allowed !== 'text' && !allowed?.includes(raw))) return defaults[name] ?? null;
    return raw;
  };
  const filters = Object.fromEntries(Object.keys(spec).map((name) => [name, read(name)])) as FilterValues<S>;

  const urlSearch = params.get(SEARCH) ?? '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const [debounced] = useDebouncedValue(searchInput.trim(), 300);
  const written = useRef(urlSearch);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    update({ [SEARCH]: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the URL
  }, [debounced]);
  useEffect(() => {
    // The URL changed from outside (a link, Back): the box follows it.
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearchInput(urlSearch);
  }, [urlSearch]);

  const split = options.sortParams === 'split';
  const [defaultBy, defaultOrder] = sorts[0]?.split(':') ?? [];
  // Split, each half that is not one of the sorts' reads as the default's half (`sortBy=name&sortOrder=up`: name,
  // DESC).
  const urlBy = params.get(SORT_BY);
  const urlOrder = params.get(SORT_ORDER);
  const rawSort = split
    ? `${sorts.some((s) => s.startsWith(`${urlBy}:`)) ? urlBy : defaultBy}:${sorts.some((s) => s.endsWith(`:${urlOrder}`)) ? urlOrder : defaultOrder}`
    : params.get(SORT);
  const sort = sorts.find((s) => s === rawSort) ?? sorts[0];
  const writeSort = (next: string) => {
    const chosen = sorts.find((s) => s === next) ?? sorts[0];
    if (!split) return update({ [SORT]: chosen === sorts[0] ? null : chosen });
    const [by, order] = chosen?.split(':') ?? [];
    update({ [SORT_BY]: by === defaultBy ? null : by, [SORT_ORDER]: order === defaultOrder ? null : order });
  };
  const [sortBy, sortOrder] = (sort?.split(':') ?? []) as [SortField<Sort> | undefined, 'ASC' | 'DESC' | undefined];
  const page = Math.max(1, Math.floor(Number(params.get(PAGE))) || 1);

  return {
    page,
    setPage: (next) => update({ [PAGE]: next > 1 ? String(next) : null }),
    searchInput,
    setSearchInput,
    search: urlSearch.trim() || undefined,
    filters,
    setFilter: (name, value) => update({ [name]: value }),
    setFilters: (values) => update(values),
    sort,
    setSort: writeSort,
    sortBy,
    sortOrder,
    isFiltered: Boolean(urlSearch.trim()) || narrowing.some((name) => read(name) !== (defaults[name] ?? null)),
    clear: () => {
      written.current = '';
      setSearchInput('');
      update(Object.fromEntries([SEARCH, ...narrowing].map((key) => [key, null])));
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
