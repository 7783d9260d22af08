export { ListFilters, ListSearch, PagedList, type Column, type ListQuery, type PagedListProps } from './paged-list';
export { useListParams, type FilterSpec, type FilterValues, type ListParams, type ListParamsOptions } from './use-list-params';
