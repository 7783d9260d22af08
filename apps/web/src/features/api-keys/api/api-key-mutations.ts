import { useMutation } from '@tanstack/react-query';
import { ROUTES, type ApiKeyCreateBody, type ApiKeyOverlapSeconds } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { apiKeyKeys } from './api-key-keys';

// Every write of a team's keys; each refreshes the list. The key a creation or a roll answers is never cached.

const refresh = (teamId: string) => () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(teamId) });

export function useCreateApiKey(teamId: string) {
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => call(ROUTES.apiKeys.create, { params: { teamId }, body }),
    onSuccess: refresh(teamId),
  });
}

export function useRollApiKey(teamId: string) {
  return useMutation({
    mutationFn: ({ keyId, overlapSeconds }: { keyId: string; overlapSeconds: ApiKeyOverlapSeconds }) =>
      call(ROUTES.apiKeys.roll, { params: { teamId, keyId }, body: { overlapSeconds } }),
    onSuccess: refresh(teamId),
  });
}

export function useRevokeApiKey(teamId: string) {
  return useMutation({
    mutationFn: (keyId: string) => call(ROUTES.apiKeys.revoke, { params: { teamId, keyId } }),
    onSuccess: refresh(teamId),
  });
}
