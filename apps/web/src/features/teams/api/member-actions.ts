import { useMutation } from '@tanstack/react-query';
import { ROUTES, type TeamMemberItem, type TeamRole } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

// The member calls: role change, removal (or leaving), ownership offer, and the recipient's answer.

export function changeMemberRole(teamId: string, memberId: string, role: TeamRole): Promise<TeamMemberItem> {
  return call(ROUTES.teams.updateMember, { params: { teamId, memberId }, body: { role } });
}
export function removeMember(teamId: string, memberId: string): Promise<unknown> {
  return call(ROUTES.teams.removeMember, { params: { teamId, memberId } });
}
export function offerOwnership(teamId: string, memberId: string): Promise<{ id: string }> {
  return call(ROUTES.teams.transferOwnership, { params: { teamId }, body: { memberId } });
}
export function answerOwnership(transferId: string, accept: boolean): Promise<unknown> {
  return call(accept ? ROUTES.teams.acceptTransfer : ROUTES.teams.declineTransfer, { params: { transferId } });
}

const refreshTeam = (teamId: string) => queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) });

export function useChangeMemberRole(teamId: string) {
  return useMutation({
    mutationFn: (v: { memberId: string; role: TeamRole }) => changeMemberRole(teamId, v.memberId, v.role),
    onSuccess: () => refreshTeam(teamId),
  });
}

export function useRemoveMember(teamId: string) {
  return useMutation({
    mutationFn: (v: { memberId: string; self: boolean }) => removeMember(teamId, v.memberId),
    // Leaving changes one's own teams (and maybe the selected one): reload the profile too.
    onSuccess: (_data, v) => (v.self ? queryClient.invalidateQueries({ queryKey: meQueryKey }) : refreshTeam(teamId)),
  });
}

export function useOfferOwnership(teamId: string) {
  return useMutation({
    mutationFn: (memberId: string) => offerOwnership(teamId, memberId),
    onSuccess: () => refreshTeam(teamId),
  });
}

export function useAnswerOwnership(teamId: string) {
  return useMutation({
    mutationFn: (v: { transferId: string; accept: boolean }) => answerOwnership(v.transferId, v.accept),
    onSuccess: async () => {
      await refreshTeam(teamId);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
