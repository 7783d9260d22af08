export {
  ListFilters,
  ListPager,
  ListSearch,
  PagedList,
  PagedRows,
  type Column,
  type ListQuery,
  type PagedListProps,
  type PagedRowsProps,
  type PagedStateProps,
} from './paged-list';
export {
  useListParams,
  usePageState,
  type FilterSpec,
  type FilterValues,
  type ListParams,
  type ListParamsOptions,
} from './use-list-params';
