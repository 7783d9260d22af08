import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

// GET /home (issue 16 §5): every section of `/` in one answer (the server keeps it for HOME_CACHE_SECONDS).
export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => call(ROUTES.home.get, {}, { signal }),
    staleTime: 30_000,
  });
}
