import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type CreatorTrophyListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /creator/trophies/{creatorTeamId}: what the team runs, has won or is nominated for. */
export const creatorTrophiesQueryOptions = (teamId: string, query: CreatorTrophyListQuery) =>
  queryOptions({
    queryKey: trophyKeys.creatorList(teamId, query),
    queryFn: ({ signal }) =>
      call(ROUTES.trophies.creatorList, { params: { creatorTeamId: teamId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCreatorTrophies = (teamId: string, query: CreatorTrophyListQuery) =>
  useQuery(creatorTrophiesQueryOptions(teamId, query));
