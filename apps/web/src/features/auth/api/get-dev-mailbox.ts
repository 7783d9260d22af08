import { useQuery } from '@tanstack/react-query';
import { API, API_BASE } from '@plaudit/contract';

/** Whether the development mailbox answers (local mode only); production answers 404 and the link stays hidden. */
export function useDevMailboxAvailable() {
  return useQuery({
    queryKey: ['dev', 'mailbox', 'available'],
    queryFn: async () => {
      try {
        const res = await fetch(`${API_BASE}${API.devMailbox}?take=0`, { credentials: 'include' });
        return res.ok;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    retry: 0,
  });
}
