import type { ShortLinkAdminListQuery, ShortLinkListQuery, ShortLinkStatsQuery } from '@plaudit/contract';
import { teamKeys } from '@/lib/team-keys';

// A team's links under the team's own key, so a switch to another organisation (which invalidates teamKeys.all)
// drops them too; the staff's under their own.
export const shortLinkKeys = {
  all: (teamId: string) => [...teamKeys.team(teamId), 'short-links'] as const,
  list: (teamId: string, query: ShortLinkListQuery) =>
    [...teamKeys.team(teamId), 'short-links', 'list', query] as const,
  one: (teamId: string, linkId: string) => [...teamKeys.team(teamId), 'short-links', 'one', linkId] as const,
  stats: (teamId: string, linkId: string, query: ShortLinkStatsQuery) =>
    [...teamKeys.team(teamId), 'short-links', 'stats', linkId, query] as const,
  top: (teamId: string) => [...teamKeys.team(teamId), 'short-links', 'top'] as const,
  admin: ['admin', 'short-links'] as const,
  adminList: (query: ShortLinkAdminListQuery) => ['admin', 'short-links', 'list', query] as const,
  slug: (slug: string) => ['short-links', 'slug', slug] as const,
  landing: (slug: string) => ['short-links', 'landing', slug] as const,
};
