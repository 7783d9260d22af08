import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ROUTES,
  type ShortLinkAdminListQuery,
  type ShortLinkListQuery,
  type ShortLinkStatsQuery,
} from '@plaudit/contract';
import { call } from '@/lib/call';
import { shortLinkKeys } from './short-link-keys';

/** GET /creator/short-links/{teamId}: one page of the team's links, searched, filtered and sorted. */
export function useShortLinks(teamId: string, query: ShortLinkListQuery) {
  return useQuery({
    queryKey: shortLinkKeys.list(teamId, query),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.list, { params: { teamId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /creator/short-links/{teamId}/{linkId}: the link with its destination history. */
export function useShortLink(teamId: string, linkId: string) {
  return useQuery({
    queryKey: shortLinkKeys.one(teamId, linkId),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.get, { params: { teamId, linkId } }, { signal }),
  });
}

/** GET …/stats: the link's clicks, from the rollups (they move once a minute). */
export function useShortLinkStats(teamId: string, linkId: string, query: ShortLinkStatsQuery) {
  return useQuery({
    queryKey: shortLinkKeys.stats(teamId, linkId, query),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.stats, { params: { teamId, linkId }, query }, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** GET …/top: the team's most clicked links this week (the creator overview). */
export function useTopShortLinks(teamId: string) {
  return useQuery({
    queryKey: shortLinkKeys.top(teamId),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.top, { params: { teamId } }, { signal }),
    staleTime: 30_000,
  });
}

/** GET /admin/short-links: every link, for the staff. */
export function useAdminShortLinks(query: ShortLinkAdminListQuery) {
  return useQuery({
    queryKey: shortLinkKeys.adminList(query),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /short-links/{slug}/landing: what the page behind `/s/{slug}` says. */
export function useLinkLanding(slug: string) {
  return useQuery({
    queryKey: shortLinkKeys.landing(slug),
    queryFn: ({ signal }) => call(ROUTES.shortLinks.landing, { params: { slug } }, { signal }),
    staleTime: 0,
  });
}
