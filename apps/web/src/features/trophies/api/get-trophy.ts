import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}: the trophy page (the organiser also gets its DRAFT and CANCELLED ones). */
export const getTrophy = (id: string, signal?: AbortSignal) => call(ROUTES.trophies.get, { params: { id } }, { signal });

export const trophyQueryOptions = (id: string) =>
  queryOptions({ queryKey: trophyKeys.detail(id), queryFn: ({ signal }) => getTrophy(id, signal), retry: retryUnlessNotFound });

export function useTrophy(id: string) {
  return useQuery(trophyQueryOptions(id));
}
