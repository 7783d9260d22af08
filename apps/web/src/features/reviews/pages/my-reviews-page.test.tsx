import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { OwnReview, OwnReviewList } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import MyReviewsPage from './my-reviews-page';

// "My reviews": every own review with its status badge and, for a removed one, the reason; an empty state that
// says what to do next.

afterEach(() => vi.unstubAllGlobals());

function serve(body: OwnReviewList) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const own = (id: string, overrides: Partial<OwnReview>): OwnReview => ({
  id,
  type: 'USER',
  status: 'PUBLISHED',
  rating: 4,
  title: null,
  comment: null,
  video: null,
  product: { id: `p-${id}`, slug: `product-${id}`, name: `Product ${id}`, brandName: 'Acme', creatorProfile: 'acme' },
  holdRules: [],
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  reply: null,
  ...overrides,
});
const renderPage = () =>
  renderWithProviders(
    <ModalStackProvider>
      <MyReviewsPage />
    </ModalStackProvider>,
  );

describe('MyReviewsPage', () => {
  it("lists each review with its status, the product link and a removal's reason", async () => {
    const fetch = serve({
      data: [own('a', { status: 'PUBLISHED' }), own('b', { status: 'REMOVED', decisionReason: 'Off topic' })],
      meta: { page: 1, take: 10, total: 2, pageCount: 1 },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Product a' })).toHaveAttribute('href', '/brands/acme/product-a');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Removed')).toBeInTheDocument();
    expect(screen.getByTestId('decision-reason')).toHaveTextContent('Off topic');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    const url = new URL(
      String(
        (fetch.mock.calls as unknown as [RequestInfo][])
          .map(([input]) => input)
          .find((input) => String(input).includes('/profile/reviews')),
      ),
      'http://localhost',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', take: '10' });
  });

  it('says there is nothing yet and where to start', async () => {
    serve({ data: [], meta: { page: 1, take: 10, total: 0, pageCount: 1 } });
    renderPage();
    expect(await screen.findByText('You have not written any reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find products' })).toHaveAttribute('href', '/search');
  });
});
