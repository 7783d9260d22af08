import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type CreatorStatsQuery } from '@plaudit/contract';
import { call, pathOf, searchOf } from '@/lib/call';
import { apiText } from '@/lib/api-client';
import { statsKeys } from './stats-keys';

/** GET /creator/stats/{teamId}: the dashboard's figures for a range, interval and product. */
export const getCreatorStats = (teamId: string, query: CreatorStatsQuery, signal?: AbortSignal) =>
  call(ROUTES.events.creatorStats, { params: { teamId }, query }, { signal });

export const creatorStatsQueryOptions = (teamId: string, query: CreatorStatsQuery) =>
  queryOptions({
    queryKey: statsKeys.creator(teamId, query),
    queryFn: ({ signal }) => getCreatorStats(teamId, query, signal),
    // The figures move once a minute (the rollup); a range switch keeps the last answer on screen meanwhile.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useCreatorStats(teamId: string, query: CreatorStatsQuery, enabled = true) {
  return useQuery({ ...creatorStatsQueryOptions(teamId, query), enabled });
}

/** GET /creator/stats/{teamId}/export.csv, as text (the caller saves it as a file). */
export function getCreatorStatsCsv(teamId: string, query: CreatorStatsQuery): Promise<string> {
  return apiText(`${pathOf(ROUTES.events.creatorStatsCsv.path, { teamId })}${searchOf(query)}`);
}
