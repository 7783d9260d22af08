import { useMutation } from '@tanstack/react-query';
import { API, type AdminVerification, type VerificationDecisionBody } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { verificationsKey } from './get-verifications';

/** PUT /admin/creators/verifications/{id}: approve, reject or ask for more information. */
export function decideVerification(id: string, body: VerificationDecisionBody): Promise<AdminVerification> {
  return apiRequest<AdminVerification>(API.admin.verification.href(id), { method: 'PUT', body });
}

export function useDecideVerification() {
  return useMutation({
    mutationFn: (v: { id: string; body: VerificationDecisionBody }) => decideVerification(v.id, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationsKey }),
  });
}
