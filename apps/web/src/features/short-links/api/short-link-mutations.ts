import { useMutation } from '@tanstack/react-query';
import { ROUTES, type ShortLink, type ShortLinkBody, type ShortLinkDisableBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { shortLinkKeys } from './short-link-keys';

// Every write of a short link; each refreshes the lists it shows in, and those that answer the link store it.

const refreshTeam = (teamId: string) => () =>
  void queryClient.invalidateQueries({ queryKey: shortLinkKeys.all(teamId) });
const refreshAdmin = () => void queryClient.invalidateQueries({ queryKey: shortLinkKeys.admin });

export function useCreateShortLink(teamId: string | null) {
  return useMutation({
    mutationFn: (body: ShortLinkBody) =>
      teamId
        ? call(ROUTES.shortLinks.create, { params: { teamId }, body })
        : call(ROUTES.shortLinks.adminCreate, { body }),
    onSuccess: teamId ? refreshTeam(teamId) : refreshAdmin,
  });
}

export function useUpdateShortLink(teamId: string | null, linkId: string) {
  return useMutation({
    mutationFn: (body: ShortLinkBody) =>
      teamId
        ? call(ROUTES.shortLinks.update, { params: { teamId, linkId }, body })
        : call(ROUTES.shortLinks.adminUpdate, { params: { linkId }, body }),
    onSuccess: (link: ShortLink) => {
      if (teamId) {
        queryClient.setQueryData(shortLinkKeys.one(teamId, link.id), link);
        refreshTeam(teamId)();
      } else refreshAdmin();
    },
  });
}

export function useDeleteShortLink(teamId: string | null) {
  return useMutation({
    mutationFn: (linkId: string) =>
      teamId
        ? call(ROUTES.shortLinks.delete, { params: { teamId, linkId } })
        : call(ROUTES.shortLinks.adminDelete, { params: { linkId } }),
    onSuccess: teamId ? refreshTeam(teamId) : refreshAdmin,
  });
}

/** Staff: disable any link with a reason, or enable it again. */
export function useStaffDisable() {
  return useMutation({
    mutationFn: ({ linkId, ...body }: { linkId: string } & ShortLinkDisableBody) =>
      call(ROUTES.shortLinks.adminDisable, { params: { linkId }, body }),
    onSuccess: refreshAdmin,
  });
}

export function useStaffEnable() {
  return useMutation({
    mutationFn: (linkId: string) => call(ROUTES.shortLinks.adminEnable, { params: { linkId } }),
    onSuccess: refreshAdmin,
  });
}

/** A member took the link away (copied it): counted under SHORTLINK_GET_CLICK; a failure is not the member's problem. */
export function recordCopy(teamId: string, linkId: string): void {
  void call(ROUTES.shortLinks.got, { params: { teamId, linkId }, body: { via: 'copy' } }).catch(() => undefined);
}

/** POST /short-links/{slug}/unlock: the destination behind a password. */
export function unlockShortLink(slug: string, password: string) {
  return call(ROUTES.shortLinks.unlock, { params: { slug }, body: { password } }, { throttleToast: false });
}
