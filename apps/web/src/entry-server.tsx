// The server's first render of a public page (issue 16 §6: performance ≥ 0.95): the same app, routes and providers as
// the browser's (app-root.tsx), drawn in memory for one URL with the answers the server read for that page's head,
// so the first HTML shows the page before any script runs; the browser then hydrates it (main.tsx). Built by
// `vite build --ssr` into dist-ssr/, loaded by the server (apps/server web.routes.ts). English only: the server
// asks for another language's drawing nowhere (the browser draws those itself).

import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { FirstAnswers } from '@plaudit/contract';
import { AppRoot } from '@/app/app-root';
import { routes } from '@/app/router';
import { i18n, i18nReady } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** The language every server render is drawn in. */
export const RENDER_LANGUAGE = 'en';

const ready = i18nReady.then(() => (i18n.language === RENDER_LANGUAGE ? undefined : i18n.changeLanguage(RENDER_LANGUAGE)));

/**
 * The HTML inside #root for `url` (path and search), drawn with `answers` as its first queries' data, and the names
 * of the lazy parts drawn in it (lazy-chunks.tsx). Rejects when the render fails or takes longer than `timeoutMs`;
 * the caller then sends the page undrawn.
 */
export async function renderPage(url: string, answers: FirstAnswers, timeoutMs = 2_000): Promise<{ html: string; parts: string[] }> {
  await ready;
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const firstAnswers = (path: string) => (Object.hasOwn(answers, path) ? { body: answers[path] } : undefined);
  const drawnParts = new Set<string>();
  let failure: unknown = null;
  const app = <AppRoot router={router} client={createQueryClient()} firstAnswers={firstAnswers} drawnParts={drawnParts} />;
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
