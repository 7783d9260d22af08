import type { AdminCreditsQuery, CreditEntriesQuery } from '@plaudit/contract';
import { teamKeys } from '@/lib/team-keys';

// A team's credits under the team's own key (an organisation switch drops them); the admin's under their own.
export const creditKeys = {
  all: (teamId: string) => [...teamKeys.team(teamId), 'credits'] as const,
  account: (teamId: string) => [...teamKeys.team(teamId), 'credits', 'account'] as const,
  entries: (teamId: string, query: CreditEntriesQuery) =>
    [...teamKeys.team(teamId), 'credits', 'entries', query] as const,
  topUps: (teamId: string, page: number) => [...teamKeys.team(teamId), 'credits', 'top-ups', page] as const,
  topUp: (teamId: string, topUpId: string) => [...teamKeys.team(teamId), 'credits', 'top-up', topUpId] as const,
  checkout: (topUpId: string) => ['credits', 'checkout', topUpId] as const,
  admin: ['admin', 'credits'] as const,
  adminList: (query: AdminCreditsQuery) => ['admin', 'credits', 'list', query] as const,
};
