import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

/**
 * GET /v1/openapi.json, read for what this server enforces: the calls a key may make a minute, as the server was
 * configured (the contract's default is only where that configuration starts).
 */
export function usePublicApiLimits() {
  return useQuery({
    queryKey: ['public-api', 'document'],
    queryFn: ({ signal }) => call(ROUTES.publicApi.openapi, {}, { signal }),
    select: (document) => ({ perMinute: document.info['x-rate-limit-per-minute'] }),
    staleTime: 5 * 60_000,
  });
}
