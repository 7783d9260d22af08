import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { BrandPage as Brand, ProductCardList } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import BrandPage from './brand-page';

// The brand page reads its filter, sort and page from the URL and asks the API for exactly that; a BLOCKED brand
// shows its notice and asks for no products; an unknown brand is the app's 404 page.

const brand = (overrides: Partial<Brand> = {}): Brand => ({
  id: 't1',
  creatorProfile: 'acme',
  brandName: 'Acme Audio',
  verified: true,
  description: 'We make <b>speakers</b>.\n\nhttps://acme.example',
  iconUrl: null,
  bannerUrl: null,
  website: 'https://acme.example',
  rating: null,
  blocked: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  social: {
    websiteUrl: null,
    facebookUrl: null,
    xUrl: 'https://x.com/acme',
    instagramUrl: null,
    tiktokUrl: null,
    youtubeUrl: null,
    discordUrl: null,
  },
  categories: [
    { id: 'c1', slug: 'speakers', name: 'Speakers', count: 3 },
    { id: 'c2', slug: 'cables', name: 'Cables', count: 1 },
  ],
  ...overrides,
});
const noProducts: ProductCardList = { data: [], meta: { page: 2, take: 24, total: 0, pageCount: 1 } };

function serve(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const hit = Object.entries(answers).find(([path]) => url.pathname === path);
    const { status, body } = hit?.[1] ?? {
      status: 404,
      body: { status: 404, errors: [{ type: 'not_found', message: 'error.common.not_found' }] },
    };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/brands/:creatorProfile" element={<BrandPage notFound={<p>Not found here</p>} />} />
    </Routes>,
    { route },
  );
const urls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('BrandPage', () => {
  it('shows the brand and asks for the category, sort and page named in the URL', async () => {
    const fetch = serve({
      '/api/brands/acme': { status: 200, body: brand() },
      '/api/brands/acme/products': { status: 200, body: noProducts },
    });
    renderAt('/brands/acme?category=c1&sort=name&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Audio' })).toBeInTheDocument();
    expect(screen.getByText('Verified brand')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getByText(/We make <b>speakers<\/b>\./)).toBeInTheDocument();
    expect(await screen.findByText('No products of this brand in this category.')).toBeInTheDocument();
    const products = urls(fetch).find((u) => u.pathname === '/api/brands/acme/products')!;
    expect(Object.fromEntries(products.searchParams)).toEqual({
      page: '2',
      take: '24',
      sortBy: 'name',
      categoryId: 'c1',
    });
    expect(screen.getByRole('radio', { name: 'Speakers (3)' })).toBeChecked();
    expect(document.title).toBe('Acme Audio · Plaudit');
  });

  it('shows the notice of a BLOCKED brand and asks for no products', async () => {
    const fetch = serve({ '/api/brands/acme': { status: 200, body: brand({ blocked: true, categories: [] }) } });
    renderAt('/brands/acme');
    expect(await screen.findByText('This brand is unavailable for now')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull();
    expect(
      urls(fetch)
        .map((u) => u.pathname)
        .filter((p) => p.startsWith('/api/brands/')),
    ).toEqual(['/api/brands/acme']);
  });

  it('is the 404 page for an unknown brand', async () => {
    serve({});
    renderAt('/brands/nobody');
    await waitFor(() => expect(screen.getByText('Not found here')).toBeInTheDocument());
  });
});
