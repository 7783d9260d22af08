import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { COLOR_SCHEME_STORAGE_KEY } from '@plaudit/contract';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useLocalizedTheme } from './localized-theme';
import { cssVariablesResolver } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

const Notifications = lazy(() => import('./toasts'));

/**
 * The toasts' container, fetched after the first render: nothing on a page's first paint is a toast, and its code and
 * transitions would weigh on every first route. A toast asked for before it is in waits in the toasts' store and shows
 * once it is.
 */
function Toasts() {
  const [after, setAfter] = useState(false);
  useEffect(() => setAfter(true), []);
  return after ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

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
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
