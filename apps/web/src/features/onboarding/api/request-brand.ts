import { useMutation } from '@tanstack/react-query';
import { API, type BrandRequestBody } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/creator/brand-requests: 'not here? click here' tells the admins a brand is missing. */
export function requestBrand(body: BrandRequestBody): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(API.auth.brandRequests, { method: 'POST', body });
}

export function useRequestBrand() {
  return useMutation({ mutationFn: requestBrand });
}
