import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { serve, summary, urls } from '../test/trophy-data';
import { BrandTrophyWins, ProductTrophyWins, TrophyWins, YoutuberTrophyWins } from './trophy-wins';
import LatestTrophies from './latest-trophies';

// The wins strips on public pages: small cards linking to each trophy; nothing at all (no heading, no empty box) when
// there is nothing to show, also while loading and when the call fails.

afterEach(() => vi.unstubAllGlobals());

describe('TrophyWins', () => {
  it('renders nothing without wins', () => {
    const { container } = renderWithProviders(<TrophyWins wins={[]} />);
    expect(container.querySelector('section, h2, a')).toBeNull();
  });

  it('shows each trophy won as a card linking to its page', () => {
    renderWithProviders(<TrophyWins wins={[summary(), summary({ id: 'tr2', name: 'Best Buds' })]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Trophies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Speaker of the Year' })).toHaveAttribute('href', '/trophies/tr1');
    expect(screen.getByRole('link', { name: 'Best Buds' })).toHaveAttribute('href', '/trophies/tr2');
    expect(screen.getAllByText('Winner')).toHaveLength(2);
  });

  it("labels a brand's own award and names who awarded each", () => {
    const own = summary({
      id: 'tr2',
      name: "Regulars' pick",
      organiser: {
        kind: 'TEAM',
        name: 'Acme Audio',
        handle: 'acme',
        team: { id: 't1', brandName: 'Acme Audio', creatorProfile: 'acme', iconUrl: null },
      },
    });
    renderWithProviders(<TrophyWins wins={[summary(), own]} />);
    expect(screen.getByText('Brand award · Winner')).toBeInTheDocument();
    expect(screen.getByText('Awarded by Acme Audio')).toBeInTheDocument();
    expect(screen.getByText('Awarded by Plaudit')).toBeInTheDocument();
  });

  it("asks for a brand's, a product's and a YouTuber's wins and shows them", async () => {
    const fetch = serve({
      '/api/brands/acme/trophies': { status: 200, body: { data: [summary()] } },
      '/api/products/p1/trophies': { status: 200, body: { data: [summary({ id: 'tr2', name: 'Product Prize' })] } },
      '/api/youtubers/vid/trophies': { status: 200, body: { data: [summary({ id: 'tr3', name: 'Video Prize' })] } },
    });
    renderWithProviders(
      <>
        <BrandTrophyWins creatorProfile="acme" />
        <ProductTrophyWins productId="p1" />
        <YoutuberTrophyWins handle="vid" />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Speaker of the Year' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Product Prize' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Video Prize' })).toBeInTheDocument();
    expect(urls(fetch).map((u) => u.pathname)).toEqual(
      expect.arrayContaining(['/api/brands/acme/trophies', '/api/products/p1/trophies', '/api/youtubers/vid/trophies']),
    );
  });

  it('stays hidden when a page has won nothing or its call fails', async () => {
    const fetch = serve({ '/api/brands/acme/trophies': { status: 200, body: { data: [] } } });
    const { container } = renderWithProviders(
      <>
        <BrandTrophyWins creatorProfile="acme" />
        <ProductTrophyWins productId="gone" />
      </>,
    );
    await waitFor(() =>
      expect(urls(fetch).map((u) => u.pathname)).toEqual(
        expect.arrayContaining(['/api/brands/acme/trophies', '/api/products/gone/trophies']),
      ),
    );
    expect(container.querySelector('section, h2, a')).toBeNull();
  });
});

describe('LatestTrophies', () => {
  it('asks for the newest awarded trophies and shows them under "Latest trophies"', async () => {
    const fetch = serve({
      '/api/trophies': { status: 200, body: { data: [summary()], meta: { page: 1, take: 3, total: 1, pageCount: 1 } } },
    });
    renderWithProviders(<LatestTrophies />);
    expect(await screen.findByRole('heading', { name: 'Latest trophies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All trophies' })).toHaveAttribute('href', '/trophies');
    const asked = urls(fetch).find((u) => u.pathname === '/api/trophies')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      status: 'AWARDED',
      take: '3',
      sortBy: 'awardedAt',
      sortOrder: 'DESC',
    });
  });

  it('renders nothing when no trophy is awarded yet', async () => {
    const fetch = serve({
      '/api/trophies': { status: 200, body: { data: [], meta: { page: 1, take: 3, total: 0, pageCount: 1 } } },
    });
    const { container } = renderWithProviders(<LatestTrophies />);
    await waitFor(() => expect(urls(fetch).some((u) => u.pathname === '/api/trophies')).toBe(true));
    expect(container.querySelector('section, h2, a')).toBeNull();
  });
});
