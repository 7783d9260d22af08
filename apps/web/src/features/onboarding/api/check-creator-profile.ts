import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CheckProfileResult } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /auth/creator/check-profile/{profile}: is this brand profile already claimed? */
export function checkCreatorProfile(profile: string, signal?: AbortSignal): Promise<CheckProfileResult> {
  return apiRequest<CheckProfileResult>(API.auth.creatorCheckProfile.href(profile), { signal, auth: false });
}

export const checkCreatorProfileOptions = (profile: string) =>
  queryOptions({
    queryKey: ['onboarding', 'check-profile', profile.toLowerCase()],
    queryFn: ({ signal }) => checkCreatorProfile(profile, signal),
    staleTime: 0,
    retry: false,
  });

/** `profile` is the debounced, valid value; null means "no check" (empty or invalid input). */
export function useCheckCreatorProfile(profile: string | null) {
  return useQuery({ ...checkCreatorProfileOptions(profile ?? ''), enabled: !!profile });
}
