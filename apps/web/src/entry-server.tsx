// The server's first render of a public page (performance ≥ 0.95): the same app, routes and providers as
// the browser's (app-root.tsx), drawn in memory for one URL with the answers the server read for that page's head,
// so the first HTML shows the page before any script runs; the browser then hydrates it (app/start.tsx). Built by
// `vite build --ssr` into dist-ssr/, loaded by the server (apps/server web.routes.ts). Drawn in the reader's language:
// the browser hydrates a drawing in the language it shows (app/start.tsx), so a German reader's page is drawn in
// German.

import type { i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { LANGUAGES, type FirstAnswers, type Language } from '@plaudit/contract';
import { AppRoot } from '@/app/app-root';
import { routes } from '@/app/router';
import { i18n, i18nReady } from '@/lib/i18n';
import { preloadPages } from '@/lib/lazy-chunks';
import { createQueryClient } from '@/lib/query-client';

/** The languages the server draws in: every language of the app. */
export const RENDER_LANGUAGES: readonly Language[] = LANGUAGES;

// One i18n per language, each fixed in its language and sharing the loaded texts: renders of different languages
// run at once, so none may switch a shared instance's language under another.
const texts = new Map<Language, Promise<I18n>>();
function textsIn(language: Language): Promise<I18n> {
  let ready = texts.get(language);
  if (!ready) {
    ready = i18nReady.then(async () => {
      const fixed = i18n.cloneInstance({ lng: language });
      await fixed.changeLanguage(language);
      return fixed;
    });
    // A load that failed is tried again by the next render, not kept.
    ready.catch(() => texts.delete(language));
    texts.set(language, ready);
  }
  return ready;
}

/**
 * The HTML inside #root for `url` (path and search), drawn in `language` with `answers` as its first queries' data, and
 * the names of the lazy parts drawn in it (lazy-chunks.tsx). Rejects when the render fails or its drawing (after the
 * page's chunks are loaded) takes longer than `timeoutMs`; the caller then sends the page undrawn.
 */
export async function renderPage(
  url: string,
  answers: FirstAnswers,
  timeoutMs = 2_000,
  language: Language = 'en',
): Promise<{ html: string; parts: string[] }> {
  if (!RENDER_LANGUAGES.includes(language)) throw new Error(`no texts in ${language}`);
  const fixed = await textsIn(language);
  // The page's own chunks are loaded before the clock starts: loading them is a cost of a page's first render after
  // a start, not of drawing it, and on a busy machine it alone ran past the time and sent the page undrawn.
  await preloadPages(routes, url.split('?')[0]!);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const firstAnswers = (path: string) => (Object.hasOwn(answers, path) ? { body: answers[path] } : undefined);
  const drawnParts = new Set<string>();
  let failure: unknown = null;
  const app = (
    <AppRoot
      router={router}
      client={createQueryClient()}
      texts={fixed}
      firstAnswers={firstAnswers}
      drawnParts={drawnParts}
    />
  );
  const { prelude } = await prerenderToNodeStream(app, {
    signal: AbortSignal.timeout(timeoutMs),
    // Every boundary inline, in place: an outlined one is revealed by an inline script, which the CSP forbids.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  router.dispose();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { html, parts: [...drawnParts].sort() };
}
