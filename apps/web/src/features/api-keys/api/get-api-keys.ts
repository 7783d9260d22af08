import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { apiKeyKeys } from './api-key-keys';

/** GET /creator/api-keys/{teamId}: the team's keys (never a secret) and whether the caller may manage them. */
export function useApiKeys(teamId: string) {
  return useQuery({
    queryKey: apiKeyKeys.list(teamId),
    queryFn: ({ signal }) => call(ROUTES.apiKeys.list, { params: { teamId } }, { signal }),
  });
}
