import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import type { CreatorReview, CreatorReviewList } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import { authSession } from '@/lib/auth-session';
import CreatorReviewsPage, { CreatorReviewsContent } from './creator-reviews-page';

// The brand's review list through the real API client; only the network answers are canned (the server's rules
// have their own tests).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const review = (id: string, overrides: Partial<CreatorReview> = {}): CreatorReview => ({
  id,
  type: 'USER',
  status: 'PUBLISHED',
  rating: 4,
  title: `Title ${id}`,
  comment: `Comment ${id}`,
  video: null,
  author: { id: `u-${id}`, displayName: `Anna ${id}.`, avatarUrl: null, youtuber: null },
  product: { id: 'p1', slug: 'grinder', name: 'Coffee grinder', brandName: 'Acme', creatorProfile: 'acme' },
  createdAt: '2026-01-01T10:00:00.000Z',
  editedAt: null,
  helpfulCount: 2,
  openReportCount: 0,
  reply: null,
  ...overrides,
});

interface Fake {
  list: () => CreatorReviewList;
  reply?: (id: string, body: { text: string }) => Response;
}

function stubServer(fake: Fake) {
  const lists: URLSearchParams[] = [];
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
      if (method === 'GET' && url.pathname === '/api/creator/reviews/t1') {
        lists.push(url.searchParams);
        return json(200, fake.list());
      }
      if (method === 'GET' && url.pathname === '/api/creator/products/t1') {
        return json(200, {
          data: [
            { id: 'p1', name: 'Coffee grinder' },
            { id: 'p2', name: 'Milk frother' },
          ],
          meta: { page: 1, take: 100, total: 2, pageCount: 1 },
        });
      }
      const reply = /^\/api\/reviews\/([^/]+)\/reply$/.exec(url.pathname);
      if (reply && (method === 'PUT' || method === 'DELETE')) {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        writes.push({ method, path: url.pathname, body });
        if (method === 'DELETE') return json(200, { success: true });
        return (
          fake.reply?.(reply[1]!, body) ??
          json(200, {
            text: body.text,
            brandName: 'Acme',
            createdAt: '2026-01-03T10:00:00.000Z',
            updatedAt: '2026-01-03T10:00:00.000Z',
          })
        );
      }
      throw new Error(`unexpected call ${method} ${String(input)}`);
    }),
  );
  return { lists, writes };
}

const page = (data: CreatorReview[], canReply = true): CreatorReviewList => ({
  data,
  meta: { page: 1, take: 10, total: data.length, pageCount: 1 },
  canReply,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

function renderPage(search = '') {
  renderWithProviders(
    <ModalStackProvider>
      <Routes>
        <Route
          path="/dashboard/creator/reviews"
          element={
            <>
              <CreatorReviewsContent teamId="t1" brandName="Acme" />
              <Where />
            </>
          }
        />
      </Routes>
    </ModalStackProvider>,
    { route: `/dashboard/creator/reviews${search}` },
  );
}

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the brand's review list", () => {
  it('reads every option from the URL and asks the API for exactly those', async () => {
    const server = stubServer({ list: () => page([review('r1')]) });
    renderPage(
      '?page=2&take=20&search=bitter&sortBy=rating&sortOrder=ASC&rating=2&hasComment=true&reviewType=YOUTUBE&productId=p2',
    );
    await screen.findByText('Title r1');
    expect(Object.fromEntries(server.lists[0]!)).toEqual({
      page: '2',
      take: '20',
      search: 'bitter',
      sortBy: 'rating',
      sortOrder: 'ASC',
      rating: '2',
      hasComment: 'true',
      reviewType: 'YOUTUBE',
      productId: 'p2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bitter');
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('2 stars');
    expect(screen.getByRole('combobox', { name: 'Comment' })).toHaveValue('With a comment');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('Lowest rating');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Milk frother'));
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
  });

  it('writes a changed filter to the URL (back to page 1) and asks again', async () => {
    const server = stubServer({ list: () => page([review('r1')]) });
    const user = userEvent.setup();
    renderPage('?page=3');
    await screen.findByText('Title r1');
    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(await screen.findByRole('option', { name: '5 stars', hidden: true }));
    await waitFor(() => expect(where().get('rating')).toBe('5'));
    expect(where().get('page')).toBeNull();
    await user.click(screen.getByText('Video'));
    await waitFor(() => expect(where().get('reviewType')).toBe('YOUTUBE'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'crema');
    await waitFor(() => expect(where().get('search')).toBe('crema'));
    await waitFor(() =>
      expect(Object.fromEntries(server.lists.at(-1)!)).toMatchObject({
        rating: '5',
        reviewType: 'YOUTUBE',
        search: 'crema',
        page: '1',
      }),
    );
  });

  it('shows the status and open reports; the reply editor checks the text before sending it', async () => {
    const server = stubServer({
      list: () => page([review('r1', { openReportCount: 2 }), review('r2', { status: 'PENDING' })]),
    });
    const user = userEvent.setup();
    renderPage();
    const [first, second] = await screen.findAllByTestId('creator-review');
    expect(within(first!).getByText('Published')).toBeInTheDocument();
    expect(within(first!).getByText('2 open reports')).toBeInTheDocument();
    expect(within(second!).getByText('Waiting for a moderator')).toBeInTheDocument();
    // Only a published review takes a reply.
    expect(within(second!).queryByRole('button', { name: 'Reply' })).toBeNull();

    await user.click(within(first!).getByRole('button', { name: 'Reply' }));
    const field = within(first!).getByRole('textbox', { name: /Your public reply/ });
    await user.click(within(first!).getByRole('button', { name: 'Publish reply' }));
    expect(await within(first!).findByText('Write a reply')).toBeInTheDocument();
    await user.click(field);
    await user.paste('x'.repeat(2001));
    expect(within(first!).getByText('2001 / 2000')).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Publish reply' }));
    expect(await within(first!).findByText('The reply cannot be longer than 2000 characters')).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Thank you, Anna!');
    await user.click(within(first!).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: 'PUT', path: '/api/reviews/r1/reply', body: { text: 'Thank you, Anna!' } },
      ]),
    );
    await waitFor(() => expect(within(first!).queryByRole('textbox', { name: /Your public reply/ })).toBeNull());
  });

  it("shows the server's refusal (a muted person) in the editor", async () => {
    stubServer({
      list: () => page([review('r1')]),
      reply: () => json(403, { status: 403, errors: [{ type: 'forbidden', message: 'review.error.reply_forbidden' }] }),
    });
    const user = userEvent.setup();
    renderPage();
    const card = (await screen.findAllByTestId('creator-review'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await user.type(within(card).getByRole('textbox', { name: /Your public reply/ }), 'Thanks');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Only an owner, admin or editor of the brand can reply',
    );
  });

  it('edits and deletes an existing reply (delete after a confirmation)', async () => {
    const reply = {
      text: 'We fixed it.',
      brandName: 'Acme',
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    };
    const server = stubServer({ list: () => page([review('r1', { reply })]) });
    const user = userEvent.setup();
    renderPage();
    const card = (await screen.findAllByTestId('creator-review'))[0]!;
    expect(within(card).getByText('We fixed it.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit reply' }));
    expect(within(card).getByRole('textbox', { name: /Your public reply/ })).toHaveValue('We fixed it.');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Delete reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    expect(server.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete reply' }));
    await waitFor(() =>
      expect(server.writes).toEqual([{ method: 'DELETE', path: '/api/reviews/r1/reply', body: undefined }]),
    );
  });

  it('canReply false: no reply, edit or delete controls at all', async () => {
    const reply = {
      text: 'We fixed it.',
      brandName: 'Acme',
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    };
    stubServer({ list: () => page([review('r1', { reply }), review('r2')], false) });
    renderPage();
    await screen.findAllByTestId('creator-review');
    expect(screen.getByText('We fixed it.')).toBeInTheDocument();
    expect(
      screen.getByText('You can read these reviews. Owners, admins and editors of an unlocked team can reply.'),
    ).toBeInTheDocument();
    for (const name of ['Reply', 'Edit reply', 'Delete reply'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('someone in no team gets the way to one, and no list is asked for', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push(String(input));
        if (String(input) === '/api/auth/me')
          return json(200, { id: 'me', role: 'USER', selectedCreatorTeam: null, creatorTeamMembers: [] });
        throw new Error(`unexpected call ${String(input)}`);
      }),
    );
    authSession.setTokens({
      accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
      refreshToken: { token: 'r' },
      sessionId: 's1',
    });
    try {
      renderWithProviders(
        <ModalStackProvider>
          <CreatorReviewsPage />
        </ModalStackProvider>,
        { route: '/dashboard/creator/reviews' },
      );
      expect(
        await screen.findByText(
          'Reviews belong to a brand: register your brand as a creator, or ask a team to invite you.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Register as a creator' })).toBeInTheDocument();
      expect(calls).toEqual(['/api/auth/me']);
    } finally {
      authSession.clear();
    }
  });
});
