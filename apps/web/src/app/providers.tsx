import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { COLOR_SCHEME_STORAGE_KEY } from '@plaudit/contract';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useLocalizedTheme } from './localized-theme';
import { cssVariablesResolver } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * Theme (light/dark following the system until chosen), toasts, the query cache and i18n. `client` is the app's one
 * cache in the browser; the server's first render (entry-server.tsx) gives each request a cache of its own, and an
 * i18n fixed in the language it draws (`texts`), as several requests are drawn at once in different languages.
 */
export function AppProviders({
  children,
  client = queryClient,
  texts = i18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  texts?: I18n;
}) {
  return (
    <I18nextProvider i18n={texts}>
      <ThemedApp client={client}>{children}</ThemedApp>
    </I18nextProvider>
  );
}

function ThemedApp({ children, client }: { children: ReactNode; client: QueryClient }) {
  const theme = useLocalizedTheme();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      {/* Starts below the header (app/a11y.css): a toast must not cover the header's buttons. */}
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
