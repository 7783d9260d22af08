import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { statsKeys } from './stats-keys';

/** GET /creator/youtuber/overview: the signed-in YouTuber's figures, reviews and trophies. */
export const getYoutuberOverview = (signal?: AbortSignal) => call(ROUTES.events.youtuberOverview, {}, { signal });

export const youtuberOverviewQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.youtuber(),
    queryFn: ({ signal }) => getYoutuberOverview(signal),
    // The views move once a minute (the rollup), like the team dashboard's figures.
    staleTime: 30_000,
  });

export function useYoutuberOverview() {
  return useQuery(youtuberOverviewQueryOptions());
}
