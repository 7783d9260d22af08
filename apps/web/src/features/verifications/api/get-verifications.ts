import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type VerificationListParams } from '@plaudit/contract';
import { call } from '@/lib/call';

export const verificationsKey = ['admin', 'verifications'] as const;

/** GET /admin/creators/verifications: the queue of pending creator verifications (the cached domain). */
export const verificationsQueryOptions = (params: VerificationListParams) =>
  queryOptions({
    queryKey: [...verificationsKey, params],
    queryFn: ({ signal }) => call(ROUTES.verifications.list, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useVerifications(params: VerificationListParams) {
  return useQuery(verificationsQueryOptions(params));
}
