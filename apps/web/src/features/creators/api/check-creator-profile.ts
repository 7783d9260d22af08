import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type CheckProfileResult } from '@plaudit/contract';
import { call } from '@/lib/call';

/** GET /auth/creator/check-profile/{profile}: is this brand profile already claimed? */
export function checkCreatorProfile(profile: string, signal?: AbortSignal): Promise<CheckProfileResult> {
  return call(ROUTES.creators.checkProfile, { params: { profile } }, { signal, auth: false });
}

export const checkCreatorProfileOptions = (profile: string) =>
  queryOptions({
    queryKey: ['creators', 'check-profile', profile.toLowerCase()],
    queryFn: ({ signal }) => checkCreatorProfile(profile, signal),
    staleTime: 0,
    retry: false,
  });

/** `profile` is the debounced, valid value; null means "no check" (empty or invalid input). */
export function useCheckCreatorProfile(profile: string | null) {
  return useQuery({ ...checkCreatorProfileOptions(profile ?? ''), enabled: !!profile });
}
