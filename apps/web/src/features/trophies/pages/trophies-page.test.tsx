import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { TrophyCategory } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { serve, summary, urls } from '../test/trophy-data';
import TrophiesPage from './trophies-page';

// /trophies: by category (sections, newest first) when nothing is chosen; any filter gives one paged list, and every
// filter lives in the URL. Empty, loading and failed states say so.

afterEach(() => vi.unstubAllGlobals());

const category = (overrides: Partial<TrophyCategory> = {}): TrophyCategory => ({
  id: 'cat1',
  name: 'Best product',
  slug: 'best-product',
  description: null,
  icon: 'crown',
  position: 0,
  platformOnly: false,
  trophyCount: 2,
  texts: { name: overrides.name ?? 'Best product', description: null, nameDe: null, descriptionDe: null },
  ...overrides,
});
const meta = (total: number, page = 1) => ({ page, take: 12, total, pageCount: Math.max(1, Math.ceil(total / 12)) });

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const renderAt = (route = '/trophies') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/trophies"
        element={
          <>
            <TrophiesPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { route },
  );
const location = () => screen.getByTestId('location').textContent;

describe('TrophiesPage', () => {
  it('shows a section per category holding trophies, with its newest ones, and skips empty categories', async () => {
    const fetch = serve({
      '/api/trophy-categories': {
        status: 200,
        body: { data: [category(), category({ id: 'cat2', name: 'Best video', icon: 'video', trophyCount: 0 })] },
      },
      '/api/trophies': {
        status: 200,
        body: {
          data: [summary(), summary({ id: 'tr2', name: 'Rookie of the Year', status: 'NOMINATING', winner: null })],
          meta: meta(2),
        },
      },
    });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trophies' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Best product' });
    expect(await within(section).findByRole('link', { name: 'Speaker of the Year' })).toHaveAttribute(
      'href',
      '/trophies/tr1',
    );
    expect(within(section).getByText('Nimbus Buds')).toBeInTheDocument();
    expect(within(section).getByText('Nominations open')).toBeInTheDocument();
    expect(within(section).getByText('3 candidates')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Best video' })).toBeNull();
    const asked = urls(fetch).filter((u) => u.pathname === '/api/trophies');
    expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { categoryId: 'cat1', take: '3', sortBy: 'createdAt', sortOrder: 'DESC' },
    ]);
  });

  it('puts a chosen category, type and search into the URL and asks the API for exactly that', async () => {
    const user = userEvent.setup();
    const fetch = serve({
      '/api/trophy-categories': { status: 200, body: { data: [category()] } },
      '/api/trophies': { status: 200, body: { data: [summary()], meta: meta(30) } },
    });
    renderAt();
    await user.click(await screen.findByRole('radio', { name: 'Best product' }));
    await waitFor(() => expect(location()).toBe('?category=cat1'));
    await user.type(screen.getByRole('textbox', { name: 'Search trophies' }), 'speaker{Enter}');
    await waitFor(() => expect(location()).toBe('?category=cat1&q=speaker'));
    expect(await screen.findByText('30 trophies')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(location()).toBe('?category=cat1&q=speaker&page=2'));
    await waitFor(() => {
      const last = urls(fetch)
        .filter((u) => u.pathname === '/api/trophies')
        .at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        page: '2',
        take: '12',
        sortBy: 'createdAt',
        sortOrder: 'DESC',
        categoryId: 'cat1',
        search: 'speaker',
      });
    });
  });

  it('reads type and status from the URL', async () => {
    const fetch = serve({
      '/api/trophy-categories': { status: 200, body: { data: [category()] } },
      '/api/trophies': { status: 200, body: { data: [summary()], meta: meta(1) } },
    });
    renderAt('/trophies?type=VIDEO&status=AWARDED&page=1');
    expect(await screen.findByText('1 trophy')).toBeInTheDocument();
    const asked = urls(fetch).find((u) => u.pathname === '/api/trophies')!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      contentType: 'VIDEO',
      status: 'AWARDED',
      page: '1',
    });
    // The selects show what the URL chose.
    expect(screen.getByDisplayValue('Video reviews')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Awarded')).toBeInTheDocument();
  });

  it('says there are no trophies yet, and offers to clear filters when some are chosen', async () => {
    const user = userEvent.setup();
    serve({
      '/api/trophy-categories': { status: 200, body: { data: [category({ trophyCount: 0 })] } },
      '/api/trophies': { status: 200, body: { data: [], meta: meta(0) } },
    });
    renderAt();
    expect(await screen.findByText('No trophies yet')).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been nominated so far/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Best product' }));
    expect(await screen.findByText(/No trophy matches these filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(''));
  });

  it('shows a skeleton while loading', async () => {
    // Only the list hangs: the API client's other calls (the visitor session) must still answer.
    const answered = serve({});
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('/trophy-categories') ? new Promise(() => {}) : answered(input),
      ),
    );
    renderAt();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      '/api/trophy-categories': { status: 200, body: { data: [category()] } },
      '/api/trophies': () =>
        fail
          ? { status: 500, body: { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] } }
          : { status: 200, body: { data: [summary()], meta: meta(1) } },
    });
    renderAt('/trophies?status=AWARDED');
    expect(await screen.findByText('The trophies could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Speaker of the Year' })).toBeInTheDocument();
  });
});
