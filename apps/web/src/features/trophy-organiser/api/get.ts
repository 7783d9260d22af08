import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}: the detail with `permissions`, what the edit modal offers. */
export const trophyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trophyKeys.detail(id),
    queryFn: ({ signal }) => call(ROUTES.trophies.get, { params: { id } }, { signal }),
  });

export const useTrophy = (id: string | null) => useQuery({ ...trophyQueryOptions(id ?? ''), enabled: Boolean(id) });
