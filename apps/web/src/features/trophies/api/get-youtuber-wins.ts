import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /youtubers/{handle}/trophies: what the YouTuber's reviews have won, newest first. */
export const getYoutuberWins = (handle: string, signal?: AbortSignal) =>
  call(ROUTES.trophies.youtuberWins, { params: { handle } }, { signal });

export const youtuberWinsQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: trophyKeys.youtuberWins(handle),
    queryFn: ({ signal }) => getYoutuberWins(handle, signal),
    retry: retryUnlessNotFound,
  });

export function useYoutuberWins(handle: string) {
  return useQuery(youtuberWinsQueryOptions(handle));
}
