import { describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { FIRST_ANSWERS_ELEMENT_ID, type BrandPage, type ProductCardList, type YoutuberPage } from '@plaudit/contract';
import { AppRoot } from '@/app/app-root';
import { preloadPages, preloadParts } from '@/lib/lazy-chunks';
import { routes } from '@/app/router';
import { authSession } from '@/lib/auth-session';
import { takeFirstAnswer } from '@/lib/first-answers';
import { createQueryClient } from '@/lib/query-client';
import { renderPage } from './entry-server';

// The server draws a public page with the answers its head read (entry-server.tsx); the browser hydrates that HTML:
// the same elements stay (nothing drawn twice), React reports no mismatch, and the page's first answers are used
// instead of asking the server again.

const brand: BrandPage = {
  id: 't1', creatorProfile: 'acme', brandName: 'Acme Audio', verified: true, description: 'Speakers since 1999.',
  iconUrl: null, bannerUrl: null, website: 'https://acme.example', rating: { average: 4.2, count: 7 }, blocked: false, updatedAt: '2026-01-01T00:00:00.000Z',
  social: { websiteUrl: null, facebookUrl: null, xUrl: null, instagramUrl: null, tiktokUrl: null, youtubeUrl: null, discordUrl: null },
  categories: [{ id: 'c1', slug: 'speakers', name: 'Speakers', count: 3 }, { id: 'c2', slug: 'cables', name: 'Cables', count: 1 }],
};
const products: ProductCardList = { data: [], meta: { page: 1, take: 24, total: 0, pageCount: 1 } };
const youtuber: YoutuberPage = {
  id: 'y1', handle: 'voice', pageName: 'Voice Reviews', channelUrl: 'https://www.youtube.com/@voice', avatarUrl: null, updatedAt: '2026-01-01T00:00:00.000Z',
};
const answers = { '/brands/acme': brand, '/brands/acme/products?page=1&take=24&sortBy=newest': products, '/youtubers/voice': youtuber };

/**
 * The page as the server draws it. The server's renderer leaves its last context values set when it finishes; here
 * it shares one JavaScript realm with the browser's renderer and with the worker's other test files (never so in
 * the app), so an empty render sets them back.
 */
async function drawOnServer(url: string): Promise<{ html: string; parts: string[] }> {
  const drawn = await renderPage(url, answers);
  await prerenderToNodeStream(<></>);
  return drawn;
}

function serveNothing() {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify({ data: [], meta: { page: 1, take: 5, total: 0, pageCount: 0 } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the server\'s first render of a public page', () => {
  it('draws the brand page from the answers, without the app\'s loading state', async () => {
    const { html, parts } = await drawOnServer('/brands/acme');
    // The lazy parts drawn with it, whose chunks the browser loads before hydrating.
    expect(parts).toEqual(['brand-latest-reviews', 'brand-trophy-wins', 'header-search']);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe('Acme Audio');
    expect(page.textContent).toContain('Speakers since 1999.');
    expect(page.textContent).toContain('This brand has not published any products yet.');
    // The CSP allows no inline script: every part of the page is drawn in place, none revealed by a script.
    expect(page.querySelector('script')).toBeNull();
  });

  it('is hydrated by the browser: same elements, no mismatch, no call for what the HTML carried', async () => {
    const page = await hydrate();
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.otherConsoleErrors()).toEqual([]);
    expect(page.root.querySelector('h1')).toBe(page.heading);
    expect(page.heading?.textContent).toBe('Acme Audio');
    // A lazy part (the header's search) is hydrated too, not drawn again.
    expect(page.root.querySelector('header input')).toBe(page.headerSearch);
    expect(page.asked()).not.toContain('/api/brands/acme');
    expect(page.asked()).not.toContain('/api/brands/acme/products');
    page.close();
  });

  it('draws a YouTuber page from its answer, and the browser hydrates it without asking for it again', async () => {
    const page = await hydrate('/youtubers/voice');
    expect(page.heading?.textContent).toBe('Voice Reviews');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.otherConsoleErrors()).toEqual([]);
    expect(page.root.querySelector('h1')).toBe(page.heading);
    expect(page.asked()).not.toContain('/api/youtubers/voice');
    page.close();
  });

  it('hydrates for a person who was signed in as drawn for a visitor, then shows their state', async () => {
    authSession.setRestoring();
    const page = await hydrate();
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.otherConsoleErrors()).toEqual([]);
    expect(page.root.querySelector('h1')).toBe(page.heading);
    // Restoring the session: neither "Sign in" nor the person's menu yet, as the app shows it when it draws alone.
    expect(within(page.root).queryByRole('link', { name: 'Sign in' })).toBeNull();
    page.close();
  });
});

/** A public page (the brand's unless told) as the server draws it, hydrated by the browser with the HTML's first answers. */
async function hydrate(url = '/brands/acme') {
  const fetch = serveNothing();
  const root = document.createElement('div');
  const drawn = await drawOnServer(url);
  root.innerHTML = drawn.html;
  document.body.append(root);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_ANSWERS_ELEMENT_ID;
  script.textContent = JSON.stringify(answers);
  document.head.append(script);
  const heading = root.querySelector('h1');
  const headerSearch = root.querySelector('header input');
  expect(headerSearch).not.toBeNull();
  expect(within(root).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  const recoverable = vi.fn();
  // React's development build names every hydration mismatch on the console.
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});

  await Promise.all([preloadPages(routes, url), preloadParts(drawn.parts)]);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = await act(async () => hydrateRoot(root, <AppRoot router={router} client={createQueryClient()} firstAnswers={takeFirstAnswer} />, { onRecoverableError: recoverable }));
  return {
    root,
    heading,
    headerSearch,
    recoverable,
    // Both renderers in one realm (a test only) is the one thing React may say besides a mismatch.
    otherConsoleErrors: () => consoleErrors.mock.calls.map((args) => String(args[0])).filter((text) => !text.startsWith('Detected multiple renderers')),
    asked: () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname),
    close() {
      act(() => app.unmount());
      root.remove();
      router.dispose();
    },
  };
}
