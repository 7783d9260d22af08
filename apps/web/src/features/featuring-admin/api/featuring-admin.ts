import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type FeaturingBody, type FeaturingListQuery, type FeaturingRangeQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

// The admin's featurings: the list, one featuring's auction log, and every write (each refreshes the lists).

export const featuringAdminKeys = {
  all: ['admin', 'featuring'] as const,
  list: (query: FeaturingListQuery) => ['admin', 'featuring', 'list', query] as const,
  log: (id: string, query: FeaturingRangeQuery) => ['admin', 'featuring', 'log', id, query] as const,
};

const refresh = () => void queryClient.invalidateQueries({ queryKey: featuringAdminKeys.all });

/** GET /admin/featuring: one page of the featurings. */
export function useAdminFeaturings(query: FeaturingListQuery) {
  return useQuery({
    queryKey: featuringAdminKeys.list(query),
    queryFn: ({ signal }) => call(ROUTES.featuring.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/featuring/{id}/results: each closed day's auction, every bid with how it did. */
export function useAuctionLog(featuringId: string, query: FeaturingRangeQuery) {
  return useQuery({
    queryKey: featuringAdminKeys.log(featuringId, query),
    queryFn: ({ signal }) => call(ROUTES.featuring.adminResults, { params: { featuringId }, query }, { signal }),
  });
}

export function useSaveFeaturing(featuringId: string | null) {
  return useMutation({
    mutationFn: (body: FeaturingBody) =>
      featuringId
        ? call(ROUTES.featuring.adminUpdate, { params: { featuringId }, body })
        : call(ROUTES.featuring.adminCreate, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteFeaturing() {
  return useMutation({
    mutationFn: (featuringId: string) => call(ROUTES.featuring.adminDelete, { params: { featuringId } }),
    onSuccess: refresh,
  });
}

/** POST /admin/featuring/close: a day's auction by hand. */
export function useCloseDay() {
  return useMutation({
    mutationFn: (day: string) => call(ROUTES.featuring.close, { body: { day } }),
    onSuccess: refresh,
  });
}
