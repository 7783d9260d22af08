import { StrictMode, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { FirstAnswersContext, type FirstAnswerSource } from '@/lib/first-answer-query';
import { DrawnPartsContext } from '@/lib/lazy-chunks';
import { AppProviders } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app, as the browser renders it (app/start.tsx) and as the server renders a public page's first HTML
 * (entry-server.tsx): one tree, so the browser can hydrate what the server drew (same elements, same useId ids).
 */
export function AppRoot({
  router,
  client,
  texts,
  firstAnswers,
  drawnParts,
  onCommitted,
}: {
  router: AppRouter;
  client?: QueryClient;
  /** The server's render: the texts of the language it draws in (the browser's app has one language at a time). */
  texts?: I18n;
  firstAnswers: FirstAnswerSource;
  /** The server's render: where it notes the lazy parts it drew (lazy-chunks.tsx). */
  drawnParts?: Set<string>;
  /** Called once the first render is on screen (for a hydrated page: once it answers to input). */
  onCommitted?: () => void;
}) {
  // The root's effect runs after every effect below it, so the whole first render is committed by then.
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <AppProviders client={client} texts={texts}>
        <FirstAnswersContext.Provider value={firstAnswers}>
          <DrawnPartsContext.Provider value={drawnParts ?? null}>
            <RouterProvider router={router} />
          </DrawnPartsContext.Provider>
        </FirstAnswersContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
