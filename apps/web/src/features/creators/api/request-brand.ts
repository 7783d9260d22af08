import { useMutation } from '@tanstack/react-query';
import { ROUTES, type BrandRequestBody } from '@plaudit/contract';
import { call } from '@/lib/call';

/** POST /auth/creator/brand-requests: 'not here? click here' tells the admins a brand is missing. */
export function requestBrand(body: BrandRequestBody): Promise<{ id: string }> {
  return call(ROUTES.creators.requestBrand, { body });
}

export function useRequestBrand() {
  return useMutation({ mutationFn: requestBrand });
}
