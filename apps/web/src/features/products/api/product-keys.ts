import type { ProductListQuery } from '@plaudit/contract';
import { teamKeys } from '@/lib/team-keys';

// Under the team's own key, so a switch to another organisation (which invalidates teamKeys.all) drops them too.
export const productKeys = {
  all: (teamId: string) => [...teamKeys.team(teamId), 'products'] as const,
  list: (teamId: string, query: ProductListQuery) => [...teamKeys.team(teamId), 'products', 'list', query] as const,
  one: (teamId: string, productId: string) => [...teamKeys.team(teamId), 'products', 'one', productId] as const,
};
