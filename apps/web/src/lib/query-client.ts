import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

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

/**
 * Some answers carry words entered per language (category names): after the reader switches language, what is on
 * screen is asked again (the new language's cookie goes with it) and the rest is read afresh when next shown.
 */
export function refetchOnLanguageChange(client: QueryClient, i18n: Pick<I18n, 'on'>): void {
  i18n.on('languageChanged', () => void client.invalidateQueries());
}
