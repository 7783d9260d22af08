// The browser's app, started by main.tsx once the server's drawing (if any) is on screen.
import { startTransition } from 'react';
import { createBrowserRouter } from 'react-router';
import { FIRST_RENDER_LANGUAGE_ATTRIBUTE, FIRST_RENDER_PARTS_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@plaudit/contract';
import { AppRoot } from '@/app/app-root';
import { routes } from '@/app/router';
import { restoreSession } from '@/lib/api-client';
import { takeFirstAnswer } from '@/lib/first-answers';
import { i18n, i18nReady } from '@/lib/i18n';
import { preloadPages, preloadParts } from '@/lib/lazy-chunks';
import { registerNavigate } from '@/lib/navigation';
import { queryClient, refetchOnLanguageChange } from '@/lib/query-client';
import { createRoot, hydrateRoot } from '@/lib/react-dom-client';

void restoreSession();
refetchOnLanguageChange(queryClient, i18n);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// After the first language's texts are in (at once for English; German is a chunk of its own): no English flash.
// A failed load still renders, in English. A public page the server drew in this language is hydrated (its HTML
// stays, the app takes it over); drawn in another language, or not drawn at all, the app draws it.
void i18nReady
  .catch(() => undefined)
  .then(async () => {
    // The router in a task of its own, after the app's evaluation and before the page's chunks are asked for: it
    // ranks every route and matches the address as it is made, about 30 ms on a phone's CPU. Until then the API
    // client sends a signed-out person on by a page load.
    await nextTask();
    const router = createBrowserRouter(routes);
    registerNavigate((to, opts) => void router.navigate(to, opts));
    await nextTask();
    const root = document.getElementById('root')!;
    if (root.getAttribute(FIRST_RENDER_LANGUAGE_ATTRIBUTE) === i18n.language && root.firstChild) {
      const parts = (root.getAttribute(FIRST_RENDER_PARTS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
      await Promise.all([preloadPages(routes, window.location.pathname), preloadParts(parts)]).catch(() => undefined);
      // A part made in a page's own module (the home's latest reviews) is known once that module has loaded.
      await preloadParts(parts).catch(() => undefined);
      // Until hydrated, the server's controls look ready but do nothing (a link still works): the mark says when they
      // answer, and the journeys wait for it before using them.
      const markHydrated = () => root.setAttribute(HYDRATED_ATTRIBUTE, '');
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole page (Lighthouse's blocking time on a product page: one task of about 300 ms); an input on a
      // part still to be hydrated has that part hydrated first.
      startTransition(() => {
        hydrateRoot(root, <AppRoot router={router} firstAnswers={takeFirstAnswer} onCommitted={markHydrated} />);
      });
      return;
    }
    root.replaceChildren();
    createRoot(root).render(<AppRoot router={router} firstAnswers={takeFirstAnswer} />);
  });
