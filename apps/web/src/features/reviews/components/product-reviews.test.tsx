import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { OwnReview, ProductReviews as Answer, PublicReview, User } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import ProductReviews from './product-reviews';

// The product page's reviews section through the real API client; only the network answers are canned: it asks for
// the options in the URL, a visitor is sent to sign in, the caller's own review shows with its status, and the
// helpful toggle changes at once.

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
  authSession.clear();
  localStorage.clear();
});

const ref = { id: 'p1', slug: 'speaker', name: 'Acme Speaker', brandName: 'Acme', creatorProfile: 'acme' };
const review = (id: string, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  type: 'USER',
  rating: 5,
  title: `Review ${id}`,
  comment: 'Great.',
  video: null,
  author: { id: `a-${id}`, displayName: 'Anna K.', avatarUrl: null, youtuber: null },
  product: ref,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  helpfulCount: 3,
  votedHelpful: false,
  mine: false,
  reported: false,
  reply: null,
  ...overrides,
});
const page = (data: PublicReview[], count = data.length): Answer => ({
  data,
  meta: { page: 1, take: 10, total: data.length, pageCount: 1 },
  summary: { average: count ? 4.5 : null, count, distribution: count ? [0, 0, 0, 1, 1] : [0, 0, 0, 0, 0] },
});
const me = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'L',
  username: 'ada',
  email: 'ada@example.com',
  role: 'USER',
  registerType: 'USER',
  accountStatus: 'ACTIVE',
  image: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerificationStatus: { status: 'VERIFIED' },
  settings: { language: 'en', currency: 'EUR', imageUrl: null },
  notifications: {},
  creatorTeamMembers: [],
  selectedCreatorTeam: null,
  youtuber: null,
  isAdmin: false,
  isCreator: false,
  isCreatorVerified: false,
  isCreatorBlocked: false,
  isEmailVerified: true,
  mute: null,
  warnings: [],
} as unknown as User;

type Reply = { status: number; body: unknown };
function serve(answers: Record<string, Reply | ((url: URL) => Reply)>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    const { status, body } =
      typeof answer === 'function' ? answer(url) : (answer ?? { status: 200, body: { sessionId: 'visitor' } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const listQueries = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/products/p1/reviews')
    .map((u) => Object.fromEntries(u.searchParams));

function renderAt(route: string) {
  return renderWithProviders(
    <ModalStackProvider>
      <Routes>
        <Route
          path="/brands/acme/speaker"
          element={<ProductReviews product={{ id: 'p1', name: 'Acme Speaker', brand: { id: 'team-acme' } }} />}
        />
        <Route path="/auth/login" element={<p>Login page</p>} />
      </Routes>
    </ModalStackProvider>,
    { route },
  );
}

describe('ProductReviews', () => {
  it('asks for the filters and sort named in the URL and lists the answer', async () => {
    const fetch = serve({
      'GET /api/products/p1/reviews': { status: 200, body: page([review('r1'), review('r2')], 2) },
    });
    renderAt('/brands/acme/speaker?rrating=5&rcomment=true&rtype=USER&rsort=helpful&rpage=2');
    expect(await screen.findByText('Review r1')).toBeInTheDocument();
    expect(screen.getByText('Review r2')).toBeInTheDocument();
    expect(listQueries(fetch)[0]).toEqual({
      page: '2',
      take: '10',
      sortBy: 'helpful',
      sortOrder: 'DESC',
      rating: '5',
      hasComment: 'true',
      reviewType: 'USER',
    });
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
  });

  it('shows "No reviews yet" and sends a visitor who wants to write the first to sign in', async () => {
    serve({ 'GET /api/products/p1/reviews': { status: 200, body: page([], 0) } });
    const user = userEvent.setup();
    renderAt('/brands/acme/speaker');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    const write = screen.getByRole('link', { name: 'Write the first review' });
    expect(write).toHaveAttribute('href', `/auth/login?callbackUrl=${encodeURIComponent('/brands/acme/speaker')}`);
    await user.click(write);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    serve({
      'GET /api/products/p1/reviews': () =>
        fail
          ? { status: 500, body: { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] } }
          : { status: 200, body: page([review('r1')], 1) },
    });
    const user = userEvent.setup();
    renderAt('/brands/acme/speaker');
    expect(await screen.findByText('The reviews could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Review r1')).toBeInTheDocument();
  });

  describe('signed in', () => {
    const signIn = () =>
      authSession.setTokens({
        accessToken: { token: 't', expireAt: new Date(Date.now() + 900_000).toISOString() },
        refreshToken: { token: 'r' },
        sessionId: 's1',
      });

    it('shows the own review with its status and why it waits, and no second "Write a review"', async () => {
      const own: OwnReview = {
        id: 'mine',
        type: 'USER',
        status: 'PENDING',
        rating: 3,
        title: 'My take',
        comment: 'See https://example.com',
        video: null,
        product: ref,
        holdRules: ['COMMENT_LINK'],
        decisionReason: null,
        decidedAt: null,
        createdAt: '2026-01-02T00:00:00.000Z',
        editedAt: null,
        helpfulCount: 0,
        reply: null,
      };
      signIn();
      serve({
        'GET /api/auth/me': { status: 200, body: me },
        'GET /api/products/p1/reviews': { status: 200, body: page([review('r1')], 1) },
        'GET /api/products/p1/reviews/mine': { status: 200, body: { review: own } },
      });
      renderAt('/brands/acme/speaker');
      const card = await screen.findByRole('article', { name: 'Your review' });
      expect(within(card).getByText('Waiting for a moderator')).toBeInTheDocument();
      expect(within(card).getByText(/A moderator checks it before it is shown/)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    });

    it('toggles "Helpful" and shows the new count and state at once', async () => {
      signIn();
      const fetch = serve({
        'GET /api/auth/me': { status: 200, body: me },
        'GET /api/products/p1/reviews': { status: 200, body: page([review('r1')], 1) },
        'GET /api/products/p1/reviews/mine': { status: 200, body: { review: null } },
        'POST /api/reviews/r1/helpful': { status: 200, body: { helpful: true, helpfulCount: 4 } },
      });
      const user = userEvent.setup();
      renderAt('/brands/acme/speaker');
      await user.click(await screen.findByRole('button', { name: 'Helpful, 3 people found this helpful' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Helpful, 4 people found this helpful' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      expect(fetch.mock.calls.filter(([input]) => String(input).includes('/helpful'))).toHaveLength(1);
    });

    it('opens the "review product" modal from "Write a review"', async () => {
      signIn();
      serve({
        'GET /api/auth/me': { status: 200, body: me },
        'GET /api/products/p1/reviews': { status: 200, body: page([review('r1')], 1) },
        'GET /api/products/p1/reviews/mine': { status: 200, body: { review: null } },
      });
      const user = userEvent.setup();
      renderAt('/brands/acme/speaker');
      await user.click(await screen.findByRole('button', { name: 'Write a review' }));
      const dialog = await screen.findByRole('dialog', { name: 'Review Acme Speaker' });
      expect(await within(dialog).findByRole('radiogroup', { name: /Your rating/ })).toBeInTheDocument();
      expect(document.querySelector('[data-modal-key="reviewProduct"]')).not.toBeNull();
    });
  });
});
