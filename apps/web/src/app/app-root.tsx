import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { FirstAnswersContext, type FirstAnswerSource } from '@/lib/first-answer-query';
import { AppProviders } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app, as the browser renders it (main.tsx) and as the server renders a public page's first HTML
 * (entry-server.tsx): one tree, so the browser can hydrate what the server drew (same elements, same useId ids).
 */
export function AppRoot({ router, client, firstAnswers }: { router: AppRouter; client?: QueryClient; firstAnswers: FirstAnswerSource }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <FirstAnswersContext.Provider value={firstAnswers}>
          <RouterProvider router={router} />
        </FirstAnswersContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
