import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /profile/trophies: what the signed-in person's reviews have won (their dashboard shows each badge snippet). */
export const getMyTrophies = (signal?: AbortSignal) => call(ROUTES.trophies.mine, {}, { signal });

export const myTrophiesQueryOptions = () =>
  queryOptions({ queryKey: trophyKeys.mine(), queryFn: ({ signal }) => getMyTrophies(signal) });

export function useMyTrophies(enabled = true) {
  return useQuery({ ...myTrophiesQueryOptions(), enabled });
}
