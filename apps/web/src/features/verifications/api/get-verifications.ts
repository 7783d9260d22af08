import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type VerificationList, type VerificationListParams } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

export const verificationsKey = ['admin', 'verifications'] as const;

function toQuery(params: VerificationListParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '' && value !== null) qs.set(key, String(value));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** GET /admin/creators/verifications: the queue of pending creator verifications (spec §3 cached domain). */
export const verificationsQueryOptions = (params: VerificationListParams) =>
  queryOptions({
    queryKey: [...verificationsKey, params],
    queryFn: ({ signal }) => apiRequest<VerificationList>(`${API.admin.verifications}${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useVerifications(params: VerificationListParams) {
  return useQuery(verificationsQueryOptions(params));
}
