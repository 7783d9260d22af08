import { QueryClient } from '@tanstack/react-query';

/** A cache with the app's defaults: the browser's one below, and one per request for the server's first render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

// One cache for the app; the API client clears it on forced sign-out.
export const queryClient = createQueryClient();
