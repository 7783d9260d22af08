import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { ProductGrid } from './product-grid';

const card = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: 'p1',
  slug: 'moka-pot',
  name: 'Moka Pot',
  publishedAt: null,
  rating: null,
  brand: { name: 'Plaudit Coffee', creatorProfile: 'plauditcoffee', iconUrl: null },
  category: { slug: 'coffee', name: 'Coffee' },
  image: {
    src: '/api/files/a-800.webp',
    srcset: '/api/files/a-320.webp 320w, /api/files/a-800.webp 800w',
    width: 1600,
    height: 1200,
    alt: '',
  },
  ...overrides,
});

const props = {
  isLoading: false,
  error: null,
  onRetry: () => undefined,
  errorTitle: 'Failed',
  empty: { title: 'Nothing yet', text: 'No products.' },
};

describe('ProductGrid', () => {
  it('links each card to its product page, names it with its brand, and says when there are no reviews', () => {
    renderWithProviders(
      <ProductGrid {...props} products={[card(), card({ id: 'p2', slug: 'grinder', name: 'Grinder', image: null })]} />,
    );
    const link = screen.getByRole('link', { name: 'Moka Pot – Plaudit Coffee' });
    expect(link).toHaveAttribute('href', '/brands/plauditcoffee/moka-pot');
    expect(link.querySelector('img')).toHaveAttribute(
      'srcset',
      '/api/files/a-320.webp 320w, /api/files/a-800.webp 800w',
    );
    expect(screen.getAllByText('No reviews yet')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Grinder – Plaudit Coffee' }).querySelector('img')).toBeNull();
  });

  it('shows the rating when there is one, and the empty and loading states', () => {
    const rated = renderWithProviders(
      <ProductGrid {...props} products={[card({ rating: { average: 4.25, count: 12 } })]} />,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' })).toBeInTheDocument();
    rated.unmount();
    const empty = renderWithProviders(<ProductGrid {...props} products={[]} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    empty.unmount();
    renderWithProviders(<ProductGrid {...props} products={undefined} isLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });
});
