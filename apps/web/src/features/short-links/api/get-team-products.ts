import { useQuery } from '@tanstack/react-query';
import { LIST_TAKE_MAX, ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { shortLinkKeys } from './short-link-keys';

/** The team's products by name, for a link's product (its page shows the link, its figures roll up to it). */
export function useTeamProductOptions(teamId: string | null) {
  return useQuery({
    queryKey: [...shortLinkKeys.all(teamId ?? ''), 'products'],
    queryFn: ({ signal }) =>
      call(
        ROUTES.products.list,
        { params: { teamId: teamId! }, query: { take: LIST_TAKE_MAX, sortBy: 'name', sortOrder: 'ASC' } },
        { signal },
      ),
    enabled: teamId !== null,
    staleTime: 60_000,
  });
}
