import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CategoryPage as Category, ProductCardList } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import CategoryPage from './category-page';

// The category page names the tab as the server's head does for it, so a reader who arrives by a link inside the
// app sees the same title as one who opened the page directly.

const category: Category = {
  category: {
    id: 'c1',
    slug: 'grinders',
    name: 'Grinders',
    icon: 'coffee',
    description: 'Burr and blade.',
    productCount: 0,
  },
  parent: { id: 'c0', slug: 'coffee', name: 'Coffee & Tea', icon: 'coffee' },
  children: [],
};
const noProducts: ProductCardList = { data: [], meta: { page: 1, take: 24, total: 0, pageCount: 0 } };

afterEach(() => vi.unstubAllGlobals());

describe('CategoryPage', () => {
  it('names the tab after the category', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const body = path === '/api/categories/grinders' ? category : noProducts;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    document.title = 'Plaudit';
    renderWithProviders(
      <Routes>
        <Route path="/categories/:slug" element={<CategoryPage />} />
      </Routes>,
      { route: '/categories/grinders' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Grinders' })).toBeInTheDocument();
    expect(document.title).toBe('Grinders · Plaudit');
  });
});
