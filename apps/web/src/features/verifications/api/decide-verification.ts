import { useMutation } from '@tanstack/react-query';
import { ROUTES, type AdminVerification, type VerificationDecisionBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { verificationsKey } from './get-verifications';

/** PUT /admin/creators/verifications/{id}: approve, reject or ask for more information. */
export function decideVerification(id: string, body: VerificationDecisionBody): Promise<AdminVerification> {
  return call(ROUTES.verifications.decide, { params: { id }, body });
}

export function useDecideVerification() {
  return useMutation({
    mutationFn: (v: { id: string; body: VerificationDecisionBody }) => decideVerification(v.id, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationsKey }),
  });
}
