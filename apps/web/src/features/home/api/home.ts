import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';

// GET /home: every section of `/` in one answer (the server keeps it for HOME_CACHE_SECONDS).
export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => call(ROUTES.home.get, {}, { signal }),
    initialData: useFirstAnswer(ROUTES.home.get, {}),
    staleTime: 30_000,
  });
}
