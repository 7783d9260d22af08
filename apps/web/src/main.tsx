import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/a11y.css';
import '@/app/layout-stability.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { restoreSession } from '@/lib/api-client';
import { i18nReady } from '@/lib/i18n';
import { registerNavigate } from '@/lib/navigation';

registerNavigate((to, opts) => void router.navigate(to, opts));
void restoreSession();

// After the first language's texts are in (at once for English; German is a chunk of its own): no English flash.
// A failed load still renders, in English.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
