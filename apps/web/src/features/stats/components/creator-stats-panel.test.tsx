import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatorStats } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { CreatorStatsPanel } from './creator-stats-panel';

// The dashboard's figures through the real API client; only the network answers are canned (the server has its own
// tests): the numbers and their change, the tables behind the plots, the range in the request, empty and error.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const totals = (views: number, extra: Partial<CreatorStats['totals']> = {}): CreatorStats['totals'] => ({
  views,
  visitors: Math.round(views / 2),
  clicks: Math.round(views / 10),
  clickThroughRate: views ? 0.1 : null,
  reviews: views ? 3 : 0,
  avgRating: views ? 4.5 : null,
  trophies: 0,
  brandAwards: 0,
  ...extra,
});

const answer = (views: number, previous = 100): CreatorStats => ({
  from: '2026-10-26T00:00:00.000Z',
  to: '2026-11-25T00:00:00.000Z',
  interval: 'day',
  rolledUpAt: '2026-11-24T10:05:00.000Z',
  totals: totals(views),
  previous: totals(previous),
  series: [
    { at: '2026-11-23T00:00:00.000Z', views: Math.round(views / 3), visitors: 7, clicks: 2, reviews: 1, avgRating: 5 },
    {
      at: '2026-11-24T00:00:00.000Z',
      views: views - Math.round(views / 3),
      visitors: 9,
      clicks: 3,
      reviews: 2,
      avgRating: 4.25,
    },
  ],
  topProducts: views
    ? [{ productId: 'p1', name: 'Filter Roast', slug: 'filter-roast', views: 40, clicks: 5, clickThroughRate: 0.125 }]
    : [],
  referrers: views
    ? [
        { host: null, views: 30 },
        { host: 'www.google.com', views: 12 },
      ]
    : [],
  searches: views ? [{ query: 'coffee', count: 6 }] : [],
});

let requests: URL[];
function stub(respond: (url: URL) => Response) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
      if (url.pathname !== '/api/creator/stats/team-1') throw new Error(`unexpected call ${String(input)}`);
      requests.push(url);
      return respond(url);
    }),
  );
}

beforeEach(() => localStorage.setItem('x-session-id', 'visitor-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = (route = '/dashboard/creator') =>
  renderWithProviders(
    <CreatorStatsPanel teamId="team-1" brandName="Plaudit Coffee" products={[{ id: 'p1', name: 'Filter Roast' }]} />,
    { route },
  );

describe('CreatorStatsPanel', () => {
  it("counts the brand's own awards apart from Plaudit's trophies", async () => {
    stub(() => json(200, { ...answer(120), totals: totals(120, { trophies: 1, brandAwards: 2 }) }));
    panel();
    const platform = await screen.findByRole('region', { name: 'Plaudit trophies won' });
    expect(within(platform).getByTestId('stat-value')).toHaveTextContent('1');
    expect(
      within(screen.getByRole('region', { name: 'Your own brand awards' })).getByTestId('stat-value'),
    ).toHaveTextContent('2');
  });

  it('leads with the figures and their change against the previous period', async () => {
    stub(() => json(200, answer(120)));
    panel();
    const views = await screen.findByRole('region', { name: 'Views' });
    expect(within(views).getByTestId('stat-value')).toHaveTextContent('120');
    expect(within(views).getByText('Up 20% on the previous period')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Plaudit trophies won' })).getByText('Nothing in either period'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Click-through rate' })).getByTestId('stat-value'),
    ).toHaveTextContent('10%');
    expect(screen.getByText(/Figures up to/)).toBeInTheDocument();
  });

  it('asks for the last 30 days by default, and for 7 days when chosen', async () => {
    stub(() => json(200, answer(120)));
    panel();
    await screen.findByRole('region', { name: 'Views' });
    const first = requests[0]!.searchParams;
    expect(first.get('interval')).toBe('day');
    const days =
      (Date.parse(`${first.get('to')}T00:00:00Z`) - Date.parse(`${first.get('from')}T00:00:00Z`)) / 86_400_000 + 1;
    expect(days).toBe(30);
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(1));
    const last = requests.at(-1)!.searchParams;
    expect(
      (Date.parse(`${last.get('to')}T00:00:00Z`) - Date.parse(`${last.get('from')}T00:00:00Z`)) / 86_400_000 + 1,
    ).toBe(7);
  });

  it('keeps the numbers of every plot in a table behind it', async () => {
    stub(() => json(200, answer(120)));
    panel();
    const traffic = await screen.findByRole('region', { name: 'Views and visitors' });
    await userEvent.click(within(traffic).getByRole('button', { name: 'Show as table' }));
    const table = await within(traffic).findByRole('table', { name: 'Views and visitors' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Nov 23');
    expect(rows[1]).toHaveTextContent('40');
    expect(rows[2]).toHaveTextContent('80');
    expect(within(traffic).getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('120 views and 60 visitors', { exact: false })).toBeInTheDocument();
  });

  it('lists top products, referrers (direct named) and searches', async () => {
    stub(() => json(200, answer(120)));
    panel();
    const referrers = await screen.findByRole('region', { name: 'Where visitors came from' });
    expect(within(referrers).getByText('Direct or Plaudit')).toBeInTheDocument();
    expect(within(referrers).getByText('www.google.com')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Searches that found you' })).getByText('coffee'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top products' })).getByText('12.5%')).toBeInTheDocument();
  });

  it('narrows to a product from the URL', async () => {
    stub(() => json(200, answer(120)));
    panel('/dashboard/creator?product=p1&range=90&interval=week');
    await screen.findByRole('region', { name: 'Views' });
    const query = requests[0]!.searchParams;
    expect(query.get('productId')).toBe('p1');
    expect(query.get('interval')).toBe('week');
  });

  it('explains what will appear when there is nothing yet', async () => {
    stub(() => json(200, answer(0, 0)));
    panel();
    expect(await screen.findByText('No visits yet in this range')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Views and visitors' })).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, and offers to try again', async () => {
    stub(() => json(500, { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] }));
    panel();
    expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
