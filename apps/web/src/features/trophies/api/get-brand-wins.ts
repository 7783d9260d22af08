import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /brands/{creatorProfile}/trophies: what the brand's products have won, newest first. */
export const getBrandWins = (creatorProfile: string, signal?: AbortSignal) =>
  call(ROUTES.trophies.brandWins, { params: { creatorProfile } }, { signal });

export const brandWinsQueryOptions = (creatorProfile: string) =>
  queryOptions({
    queryKey: trophyKeys.brandWins(creatorProfile),
    queryFn: ({ signal }) => getBrandWins(creatorProfile, signal),
    retry: retryUnlessNotFound,
  });

export function useBrandWins(creatorProfile: string) {
  return useQuery(brandWinsQueryOptions(creatorProfile));
}
