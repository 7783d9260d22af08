import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { statsKeys } from './stats-keys';

/** GET /admin/stats: the platform's figures for /admin. */
export const getAdminStats = (signal?: AbortSignal) => call(ROUTES.events.adminStats, {}, { signal });

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.admin(), queryFn: ({ signal }) => getAdminStats(signal), staleTime: 30_000 });

export function useAdminStats(enabled = true) {
  return useQuery({ ...adminStatsQueryOptions(), enabled });
}
