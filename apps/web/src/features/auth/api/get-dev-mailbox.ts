import { useQuery } from '@tanstack/react-query';
import { API_BASE, ROUTES } from '@plaudit/contract';

/** Whether the development mailbox answers (local mode only); production answers 404 and the link stays hidden. */
export function useDevMailboxAvailable() {
  return useQuery({
    queryKey: ['dev', 'mailbox', 'available'],
    queryFn: async () => {
      try {
        const res = await fetch(`${API_BASE}${ROUTES.system.devMailbox.path}?take=0`, { credentials: 'include' });
        return res.ok;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    retry: 0,
  });
}
