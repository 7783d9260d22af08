import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

export const brandRequestsKey = ['admin', 'brand-requests'] as const;

/** GET /admin/brand-requests: brands people asked the admins to add. */
export const brandRequestsQueryOptions = (params: { page: number; search?: string }) =>
  queryOptions({
    queryKey: [...brandRequestsKey, params],
    queryFn: ({ signal }) =>
      call(ROUTES.verifications.listBrandRequests, { query: { page: params.page, search: params.search } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useBrandRequests(params: { page: number; search?: string }) {
  return useQuery(brandRequestsQueryOptions(params));
}
