import { QueryClient } from '@tanstack/react-query';

// One cache for the app; the API client clears it on forced sign-out.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});
