import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type BrandRequestList } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

export const brandRequestsKey = ['admin', 'brand-requests'] as const;

/** GET /admin/brand-requests: brands people asked the admins to add. */
export const brandRequestsQueryOptions = (params: { page: number; search?: string }) =>
  queryOptions({
    queryKey: [...brandRequestsKey, params],
    queryFn: ({ signal }) => {
      const qs = new URLSearchParams({ page: String(params.page) });
      if (params.search) qs.set('search', params.search);
      return apiRequest<BrandRequestList>(`${API.admin.brandRequests}?${qs.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useBrandRequests(params: { page: number; search?: string }) {
  return useQuery(brandRequestsQueryOptions(params));
}
