// How an address (the search of a page's URL) names a paged list: its page, its search, its filters and its sort.
// The web reads every list's URL with it (useListParams), and the server reads a public page's address with it for
// that page's first HTML: one reading for both, so the first answer the server carries is the one the page asks for.

/** Each filter's allowed values (anything else in the address reads as the default), or 'text' for free text. */
export type FilterSpec = Record<string, readonly string[] | 'text'>;
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]: (S[K] extends readonly (infer V extends string)[] ? V : string) | null;
};

export interface ListAddressSpec<S extends FilterSpec = FilterSpec, Sort extends string = string> {
  /** Each filter by its name in the address. */
  filters?: S;
  /**
   * Filters that shape the list rather than narrow it (e.g. the page size): they never make the list 'filtered', and
   * 'clear' leaves them.
   */
  shaping?: readonly (keyof S & string)[];
  /** Filter values when the address names none. */
  defaults?: Partial<FilterValues<S>>;
  /** The sort choices (`field:ORDER`, or a page's own names such as `newest`); the first is the default. */
  sorts?: readonly Sort[];
  /**
   * Where the sort lives: one `sort=…` (the default), or the API's own `sortBy` and `sortOrder`, each left out while
   * it is the default's (links already shared in that form keep working).
   */
  sortParams?: 'sort' | 'split';
  /**
   * The address's names of the page, the search and the sort where a page spells them otherwise (`q` for the search;
   * `rpage`, `rsort` for a second list on a page, so the two never clash).
   */
  names?: { page?: string; search?: string; sort?: string };
}

/** Any list's spec, as the readers below take it. */
interface AnySpec {
  filters?: FilterSpec;
  shaping?: readonly string[];
  defaults?: Partial<Record<string, string | null>>;
  sorts?: readonly string[];
  sortParams?: 'sort' | 'split';
  names?: { page?: string; search?: string; sort?: string };
}

export interface ListAddress<S extends FilterSpec, Sort extends string> {
  page: number;
  /** The search, trimmed; undefined when empty. */
  search: string | undefined;
  filters: FilterValues<S>;
  /** One of the spec's sorts (the first when the address names none or another). */
  sort: Sort | undefined;
  /** A search or a narrowing filter other than its default is in force. */
  isFiltered: boolean;
}

/** The names a spec's list uses in its address. */
export function listAddressNames(spec: AnySpec) {
  return {
    page: spec.names?.page ?? 'page',
    search: spec.names?.search ?? 'search',
    sort: spec.names?.sort ?? 'sort',
    sortBy: 'sortBy',
    sortOrder: 'sortOrder',
  };
}

/** The filters that narrow the list (not the shaping ones): a search or one of them makes the list 'filtered'. */
export const narrowingFilters = (spec: AnySpec) =>
  Object.keys(spec.filters ?? {}).filter((name) => !spec.shaping?.includes(name));

/** One filter as the address names it; a value the spec does not allow reads as the default. */
function readListFilter(search: URLSearchParams, spec: AnySpec, name: string): string | null {
  const raw = search.get(name);
  const allowed = spec.filters?.[name];
  const fallback = spec.defaults?.[name] ?? null;
  if (raw === null || (allowed !== 'text' && !allowed?.includes(raw))) return fallback;
  return raw;
}

/** The sort the address names, as one of the spec's sorts. */
function readSort<Sort extends string>(search: URLSearchParams, spec: AnySpec): Sort | undefined {
  const sorts = (spec.sorts ?? []) as readonly Sort[];
  const names = listAddressNames(spec);
  let raw = search.get(names.sort);
  if (spec.sortParams === 'split') {
    // Each half that is not one of the sorts' reads as the default's half (`sortBy=name&sortOrder=up`: name, DESC).
    const [defaultBy, defaultOrder] = sorts[0]?.split(':') ?? [];
    const by = search.get(names.sortBy);
    const order = search.get(names.sortOrder);
    raw = `${sorts.some((s) => s.startsWith(`${by}:`)) ? by : defaultBy}:${sorts.some((s) => s.endsWith(`:${order}`)) ? order : defaultOrder}`;
  }
  return sorts.find((s) => s === raw) ?? sorts[0];
}

/** Reads a list from an address; anything unknown or out of range is the default. */
export function readListAddress<S extends FilterSpec, Sort extends string>(
  search: URLSearchParams,
  specOf: ListAddressSpec<S, Sort>,
): ListAddress<S, Sort> {
  const spec: AnySpec = specOf;
  const names = listAddressNames(spec);
  const text = search.get(names.search)?.trim() || undefined;
  const filters = Object.fromEntries(
    Object.keys(spec.filters ?? {}).map((name) => [name, readListFilter(search, spec, name)]),
  ) as FilterValues<S>;
  const defaults = spec.defaults ?? {};
  return {
    page: Math.max(1, Math.floor(Number(search.get(names.page))) || 1),
    search: text,
    filters,
    sort: readSort<Sort>(search, spec),
    isFiltered:
      text !== undefined ||
      narrowingFilters(spec).some(
        (name) => (filters as Record<string, string | null>)[name] !== (defaults[name] ?? null),
      ),
  };
}

/** `name:ASC` → `name`. */
export type ListSortField<Sort extends string> = Sort extends `${infer F}:${string}` ? F : never;
