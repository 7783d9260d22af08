import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { SEARCH_QUERY_MAX, type SearchHit, type SearchResult } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { i18n } from '@/lib/i18n';
import SearchPage from './search-page';

// /search through the real API client; only the network answers are canned (the server side has its own tests).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const hit = (i: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  type: 'product',
  id: `p${i}`,
  name: `Coffee grinder ${i}`,
  slug: `grinder-${i}`,
  brand: { id: 'team-coffee', name: 'Plaudit Coffee', creatorProfile: 'plauditcoffee' },
  imageUrl: null,
  rating: null,
  highlight: [
    { text: 'Coffee', match: true },
    { text: ` grinder ${i}`, match: false },
  ],
  ...overrides,
});

const answer = (data: SearchHit[], meta: Partial<SearchResult['meta']> = {}): SearchResult => ({
  data,
  meta: {
    page: 1,
    take: 24,
    total: 30,
    pageCount: 2,
    capped: false,
    facets: {
      type: { product: 28, brand: 2, youtuber: 0 },
      category: [
        { id: 'c1', name: 'Kitchen', slug: 'kitchen', count: 20 },
        { id: 'c2', name: 'Audio', slug: 'audio', count: 8 },
      ],
    },
    ...meta,
  },
});

/** Answers GET /api/search by its query string; records every one. */
function stubSearch(respond: (params: URLSearchParams) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
      if (url.pathname !== '/api/search') throw new Error(`unexpected call ${String(input)}`);
      calls.push(url.search);
      return respond(url.searchParams);
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(route: string) {
  renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchPage />
            <Where />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing key by key through Mantine takes seconds on a busy two-core machine.
describe('SearchPage', () => {
  it('shows type tabs and categories with their counts, result cards with "no reviews yet", and paging in the URL', async () => {
    const calls = stubSearch((p) =>
      json(
        200,
        answer([
          hit(Number(p.get('page') ?? 1)),
          hit(10 + Number(p.get('page') ?? 1), { type: 'brand', brand: null, slug: 'acme', name: 'Acme' }),
        ]),
      ),
    );
    renderPage('/search?q=coffee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “coffee”' })).toBeInTheDocument();
    expect(document.title).toBe('Results for “coffee” · Plaudit');
    const cards = await screen.findAllByTestId('search-result');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/brands/plauditcoffee/grinder-1');
    expect(cards[1]).toHaveAttribute('href', '/brands/acme');
    expect(within(cards[0]!).getByText('Coffee').tagName).toBe('MARK');
    expect(within(cards[0]!).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All 30' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Brands 2' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: /Kitchen/ })).toHaveTextContent('20');
    expect(screen.getByText('30 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(where()).toBe('/search?q=coffee&page=2');
    expect(await screen.findByRole('link', { name: 'Coffee grinder 2' })).toBeInTheDocument();

    await userEvent.click(within(categories).getByRole('button', { name: /Kitchen/ }));
    expect(where()).toBe('/search?q=coffee&categoryId=c1');
    await userEvent.click(screen.getByRole('tab', { name: 'Brands 2' }));
    expect(where()).toBe('/search?q=coffee&type=brand');
    expect(calls).toEqual([
      '?q=coffee&page=1',
      '?q=coffee&page=2',
      '?q=coffee&categoryId=c1&page=1',
      '?q=coffee&type=brand&page=1',
    ]);
  });

  it("names the tab after the query, in the reader's language", async () => {
    stubSearch(() => json(200, answer([hit(1)])));
    renderPage('/search?q=coffee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “coffee”' })).toBeInTheDocument();
    try {
      await act(() => i18n.changeLanguage('de'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Ergebnisse für „coffee“' })).toBeInTheDocument();
      expect(document.title).toBe('Ergebnisse für „coffee“ · Plaudit');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says a query from the address is too long instead of loading forever, and sends nothing', async () => {
    const calls = stubSearch(() => json(200, answer([])));
    renderPage(`/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The search cannot be longer than 100 characters');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the counts of products as "at least" when more products match than the search counts', async () => {
    const facets = {
      type: { product: 498, brand: 2, youtuber: 0 },
      category: [
        { id: 'c1', name: 'Kitchen', slug: 'kitchen', count: 300 },
        { id: 'c2', name: 'Audio', slug: 'audio', count: 198 },
      ],
    };
    stubSearch((p) =>
      json(
        200,
        p.get('type') === 'brand'
          ? answer([hit(2, { type: 'brand', brand: null, slug: 'acme', name: 'Acme' })], {
              total: 2,
              pageCount: 1,
              capped: true,
              facets,
            })
          : answer([hit(1)], { total: 500, pageCount: 21, capped: true, facets }),
      ),
    );
    renderPage('/search?q=coffee');
    expect(await screen.findByText('At least 500 results')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All 500+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products 498+' })).toBeInTheDocument();
    // Brands and YouTubers are always counted in full.
    expect(screen.getByRole('tab', { name: 'Brands 2' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: /Kitchen/ })).toHaveTextContent('300+');
    expect(within(categories).getByLabelText('At least 300 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Brands 2' }));
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    expect(screen.queryByText(/At least/)).not.toBeInTheDocument();
  });

  it('says so when nothing matches, with a hint', async () => {
    stubSearch(() =>
      json(
        200,
        answer([], { total: 0, pageCount: 0, facets: { type: { product: 0, brand: 0, youtuber: 0 }, category: [] } }),
      ),
    );
    renderPage('/search?q=zzqx');
    expect(await screen.findByText('No results for “zzqx”')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    stubSearch(() =>
      fail
        ? json(400, { status: 400, errors: [{ type: 'validation', message: 'validation.search.q_max' }] })
        : json(200, answer([hit(1)])),
    );
    renderPage('/search?q=coffee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search could not be loaded');
    expect(alert).toHaveTextContent('The search cannot be longer than 100 characters');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Coffee grinder 1' })).toBeInTheDocument();
  });

  it('asks what to look for when there is no query, and sends nothing', async () => {
    const calls = stubSearch(() => json(200, answer([])));
    renderPage('/search');
    expect(screen.getByText('What are you looking for?')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
