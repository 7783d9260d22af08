import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /profile/trophies: the trophies the caller's own reviews have won (a YouTuber without a team). */
export const myTrophiesQueryOptions = () =>
  queryOptions({ queryKey: trophyKeys.mine(), queryFn: ({ signal }) => call(ROUTES.trophies.mine, {}, { signal }) });

export const useMyTrophies = (enabled = true) => useQuery({ ...myTrophiesQueryOptions(), enabled });
