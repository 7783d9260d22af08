import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicReview, PublicReviewList } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import BrandLatestReviews from './brand-latest-reviews';
import YoutuberReviews from './youtuber-reviews';

// The brand's latest reviews (BRAND_LATEST_REVIEWS_COUNT of them, each linking its product) and a YouTuber's video
// reviews in pages; each list links to how reviews work.

afterEach(() => vi.unstubAllGlobals());

const review = (id: string): PublicReview => ({
  id,
  type: 'YOUTUBE',
  rating: 4,
  title: `Review ${id}`,
  comment: null,
  video: {
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    videoId: 'dQw4w9WgXcQ',
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  },
  author: { id: 'u1', displayName: 'Tom T.', avatarUrl: null, youtuber: { handle: 'tomtech', pageName: 'Tom Tech' } },
  product: { id: `p-${id}`, slug: `product-${id}`, name: `Product ${id}`, brandName: 'Acme', creatorProfile: 'acme' },
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  votedHelpful: false,
  mine: false,
  reported: false,
  reply: null,
});
function serve(answer: (url: URL) => PublicReviewList) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const queries = (fetch: ReturnType<typeof serve>, path: string) =>
  (fetch.mock.calls as unknown as [RequestInfo][])
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

describe('BrandLatestReviews', () => {
  it('asks for the latest few and links each review to its product', async () => {
    const fetch = serve(() => ({
      data: [review('a'), review('b')],
      meta: { page: 1, take: 5, total: 2, pageCount: 1 },
    }));
    renderWithProviders(
      <ModalStackProvider>
        <BrandLatestReviews creatorProfile="acme" />
      </ModalStackProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Latest reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How reviews work' })).toHaveAttribute('href', '/how-reviews-work');
    expect(await screen.findByRole('link', { name: /About Product a/ })).toHaveAttribute(
      'href',
      '/brands/acme/product-a',
    );
    expect(queries(fetch, '/api/brands/acme/reviews')).toEqual([{ page: '1', take: '5' }]);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('YoutuberReviews', () => {
  it('pages through the video reviews', async () => {
    const fetch = serve((url) => ({
      data: [review(`page${url.searchParams.get('page')}`)],
      meta: { page: Number(url.searchParams.get('page')), take: 10, total: 12, pageCount: 2 },
    }));
    const user = userEvent.setup();
    renderWithProviders(
      <ModalStackProvider>
        <YoutuberReviews handle="tomtech" />
      </ModalStackProvider>,
    );
    expect(await screen.findByText('Review page1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How reviews work' })).toHaveAttribute('href', '/how-reviews-work');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Review page2')).toBeInTheDocument();
    expect(queries(fetch, '/api/youtubers/tomtech/reviews').map((q) => q.page)).toEqual(['1', '2']);
  });
});
