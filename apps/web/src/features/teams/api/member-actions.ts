import { useMutation } from '@tanstack/react-query';
import { API, type TeamMemberItem, type TeamRole } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

// The member calls: role change, removal (or leaving), ownership offer, and the recipient's answer.

export function changeMemberRole(teamId: string, memberId: string, role: TeamRole): Promise<TeamMemberItem> {
  return apiRequest<TeamMemberItem>(API.creator.teamMember.href(teamId, memberId), { method: 'PUT', body: { role } });
}
export function removeMember(teamId: string, memberId: string): Promise<unknown> {
  return apiRequest(API.creator.teamMember.href(teamId, memberId), { method: 'DELETE' });
}
export function offerOwnership(teamId: string, memberId: string): Promise<{ id: string }> {
  return apiRequest(API.creator.transferOwnership.href(teamId), { method: 'POST', body: { memberId } });
}
export function answerOwnership(transferId: string, accept: boolean): Promise<unknown> {
  const path = accept ? API.creator.acceptTransfer.href(transferId) : API.creator.declineTransfer.href(transferId);
  return apiRequest(path, { method: 'POST' });
}

const refreshTeam = (teamId: string) => queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) });

export function useChangeMemberRole(teamId: string) {
  return useMutation({ mutationFn: (v: { memberId: string; role: TeamRole }) => changeMemberRole(teamId, v.memberId, v.role), onSuccess: () => refreshTeam(teamId) });
}

export function useRemoveMember(teamId: string) {
  return useMutation({
    mutationFn: (v: { memberId: string; self: boolean }) => removeMember(teamId, v.memberId),
    // Leaving changes one's own teams (and maybe the selected one): reload the profile too.
    onSuccess: (_data, v) => (v.self ? queryClient.invalidateQueries({ queryKey: meQueryKey }) : refreshTeam(teamId)),
  });
}

export function useOfferOwnership(teamId: string) {
  return useMutation({ mutationFn: (memberId: string) => offerOwnership(teamId, memberId), onSuccess: () => refreshTeam(teamId) });
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
