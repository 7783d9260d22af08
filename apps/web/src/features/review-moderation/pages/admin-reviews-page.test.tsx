import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationItem, ModerationQueue, ReviewQueue } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import AdminReviewsPage, { type PunishmentFormRenderer } from './admin-reviews-page';

// /admin/reviews through the real API client; only the network answers are canned (the server's rules have their
// own tests). The fake server keeps a queue and drops an item once it is decided, as the real one does.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const item = (id: string, overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  id,
  type: 'USER',
  status: 'PENDING',
  rating: 4,
  title: `Title ${id}`,
  comment: `Comment of ${id}`,
  video: null,
  holdRules: ['COMMENT_LINK'],
  createdAt: '2026-01-01T10:00:00.000Z',
  editedAt: null,
  product: {
    id: `p-${id}`,
    slug: `product-${id}`,
    name: `Product ${id}`,
    brandName: 'Acme',
    creatorProfile: 'acme',
    teamId: 't1',
  },
  author: {
    id: `u-${id}`,
    username: `author_${id}`,
    displayName: `Author ${id}`,
    role: 'USER',
    accountCreatedAt: '2025-01-01T10:00:00.000Z',
    youtuber: null,
    reviewCounts: { PENDING: 1, PUBLISHED: 3, REJECTED: 0, REMOVED: 1 },
    punishments: [],
  },
  reports: [],
  burst: null,
  conflictOfInterest: false,
  ...overrides,
});

const reported = (id: string, overrides: Partial<ModerationItem> = {}) =>
  item(id, {
    status: 'PUBLISHED',
    holdRules: [],
    reports: [
      {
        id: `r-${id}`,
        reason: 'SPAM',
        details: 'Buy followers here',
        status: 'OPEN',
        reporter: { id: 'u9', username: 'watchful' },
        createdAt: '2026-01-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  });

interface Server {
  queues: Record<ReviewQueue, ModerationItem[]>;
  /** The PUT's answer instead of the default 200 (and the item leaving its queue). */
  decide?: (id: string) => Response | undefined;
}

function stubServer(server: Server) {
  const puts: Array<{ id: string; body: unknown }> = [];
  const gets: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
      if (method === 'GET' && url.pathname === '/api/admin/reviews') {
        gets.push(url.searchParams);
        const queue = url.searchParams.get('queue') as ReviewQueue;
        const data = [...server.queues[queue]];
        if (url.searchParams.get('sortOrder') === 'DESC') data.reverse();
        const answer: ModerationQueue = {
          data,
          meta: { page: 1, take: 20, total: data.length, pageCount: data.length ? 1 : 0 },
          counts: { pending: server.queues.pending.length, reported: server.queues.reported.length },
        };
        return json(200, answer);
      }
      const decided = /^\/api\/admin\/reviews\/([^/]+)$/.exec(url.pathname);
      if (method === 'PUT' && decided) {
        const id = decided[1]!;
        const body = JSON.parse(String(init?.body));
        puts.push({ id, body });
        const special = server.decide?.(id);
        if (special) return special;
        for (const queue of ['pending', 'reported'] as const)
          server.queues[queue] = server.queues[queue].filter((i) => i.id !== id);
        return json(200, {
          id,
          status: body.decision === 'APPROVE' || body.decision === 'DISMISS_REPORTS' ? 'PUBLISHED' : 'REMOVED',
        });
      }
      throw new Error(`unexpected call ${method} ${String(input)}`);
    }),
  );
  return { puts, gets };
}

function renderPage(
  route = '/admin/reviews',
  punishmentForm: PunishmentFormRenderer = (target, type) => (
    <p>
      Form to {type} {target.name}
    </p>
  ),
) {
  renderWithProviders(
    <ModalStackProvider>
      <AdminReviewsPage punishmentForm={punishmentForm} />
    </ModalStackProvider>,
    { route },
  );
}

const selectedTitle = () =>
  within(screen.getByTestId('moderation-detail')).getByRole('heading', { level: 2 }).textContent;
const currentItem = () =>
  screen.getAllByTestId('moderation-item').find((b) => b.getAttribute('aria-current') === 'true')?.textContent;

beforeAll(() => {
  // Mantine's autosize textarea listens for web fonts loading, which jsdom does not model.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the moderation queues', () => {
  it('shows both tabs with their counts and the first item in context: product, rules in words, author history', async () => {
    stubServer({
      queues: {
        pending: [item('a1', { holdRules: ['VIDEO_REVIEW', 'NEW_ACCOUNT'] }), item('a2')],
        reported: [reported('b1')],
      },
    });
    renderPage();
    expect(await screen.findByRole('tab', { name: /Pending\s*2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Reported\s*1/ })).toHaveAttribute('aria-selected', 'false');
    expect(selectedTitle()).toContain('Product a1');
    expect(screen.getByRole('link', { name: /Product a1/ })).toHaveAttribute('href', '/brands/acme/product-a1');
    expect(screen.getByText("Every video review is checked: is the video the YouTuber's own?")).toBeInTheDocument();
    expect(screen.getByText("The author's account is younger than a day.")).toBeInTheDocument();
    expect(screen.getByText('3 published')).toBeInTheDocument();
    // A pending review is approved or rejected; remove and dismiss belong to the reported queue.
    expect(screen.getByRole('button', { name: /Approve/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Dismiss reports/ })).toBeNull();
  });

  it('lists the reviews of a burst together under one header naming the product, the count and the minutes', async () => {
    const burst = { id: 'burst-1', count: 3, minutes: 2 };
    const product = {
      id: 'p-top',
      slug: 'top',
      name: 'Top Grinder',
      brandName: 'Acme',
      creatorProfile: 'acme',
      teamId: 't1',
    };
    const held = ['c1', 'c2', 'c3'].map((id) =>
      item(id, { burst, product, holdRules: ['PRODUCT_BURST'], title: `Title ${id}` }),
    );
    stubServer({ queues: { pending: [item('a1'), ...held, item('a2')], reported: [] } });
    renderPage();
    const group = await screen.findByRole('list', { name: '3 reviews of «Top Grinder» within 2 minutes' });
    expect(
      within(group)
        .getAllByTestId('moderation-item')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Title c1'),
      expect.stringContaining('Title c2'),
      expect.stringContaining('Title c3'),
    ]);
    expect(screen.getAllByTestId('moderation-item')).toHaveLength(5);
    await userEvent.click(within(group).getByRole('button', { name: /Title c2/ }));
    expect(
      screen.getByText('It came with many reviews of this product in a short time, far more than usual.'),
    ).toBeInTheDocument();
  });

  it('a approves the open review, the next one opens and the live region says so', async () => {
    const server = stubServer({ queues: { pending: [item('a1'), item('a2'), item('a3')], reported: [] } });
    renderPage();
    await screen.findByRole('tab', { name: /Pending\s*3/ });
    await userEvent.click(screen.getByRole('button', { name: /Product a2/ }));
    expect(selectedTitle()).toContain('Product a2');
    await userEvent.keyboard('a');
    await waitFor(() => expect(server.puts).toEqual([{ id: 'a2', body: { decision: 'APPROVE', reason: null } }]));
    expect(await screen.findByText('Approved — next review opened')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending\s*2/ })).toBeInTheDocument());
    expect(selectedTitle()).toContain('Product a3');
    expect(currentItem()).toContain('Product a3');
    expect(screen.queryByRole('button', { name: /Product a2/ })).toBeNull();
  });

  it('deciding the last review says the queue is empty and shows the empty state', async () => {
    stubServer({ queues: { pending: [item('a1')], reported: [] } });
    renderPage();
    await screen.findByRole('tab', { name: /Pending\s*1/ });
    await userEvent.click(screen.getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Approved — the queue is empty')).toBeInTheDocument();
    expect(await screen.findByText('Nothing waiting — the pending queue is empty')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending\s*0/ })).toBeInTheDocument();
  });

  it('j and k move through the list; w and m open the punishment form stacked for the author', async () => {
    stubServer({ queues: { pending: [item('a1'), item('a2')], reported: [] } });
    const punishmentForm = vi.fn<PunishmentFormRenderer>((target, type) => (
      <p>
        Form to {type} {target.name}
      </p>
    ));
    renderPage('/admin/reviews', punishmentForm);
    await screen.findByRole('tab', { name: /Pending\s*2/ });
    await userEvent.keyboard('j');
    expect(selectedTitle()).toContain('Product a2');
    await userEvent.keyboard('j');
    expect(selectedTitle()).toContain('Product a2');
    await userEvent.keyboard('k');
    expect(selectedTitle()).toContain('Product a1');
    await userEvent.keyboard('m');
    expect(await screen.findByRole('dialog', { name: 'Mute Author a1' })).toBeInTheDocument();
    expect(screen.getByText('Form to MUTE Author a1')).toBeInTheDocument();
    expect(punishmentForm).toHaveBeenCalledWith({ id: 'u-a1', name: 'Author a1' }, 'MUTE');
    // Keys belong to the dialog while it is open: j does not move the list behind it.
    await userEvent.keyboard('j');
    expect(selectedTitle()).toContain('Product a1');
  });

  it('r asks for a reason; shortcuts do nothing while typing it; an empty reason is refused; the reason is sent', async () => {
    const server = stubServer({ queues: { pending: [item('a1'), item('a2')], reported: [] } });
    renderPage();
    await screen.findByRole('tab', { name: /Pending\s*2/ });
    await userEvent.keyboard('r');
    const reason = await screen.findByRole('textbox', { name: /Why is it rejected/ });
    expect(reason).toHaveFocus();
    // The r that opened the form is not typed into it.
    expect(reason).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Reject review' }));
    expect(await screen.findByText('Give a reason: the author is told')).toBeInTheDocument();
    expect(server.puts).toEqual([]);
    await userEvent.type(reason, 'Advertising a shop jmax');
    expect(reason).toHaveValue('Advertising a shop jmax');
    expect(server.puts).toEqual([]);
    expect(selectedTitle()).toContain('Product a1');
    // The published ground is required too.
    await userEvent.click(screen.getByRole('button', { name: 'Reject review' }));
    expect(await screen.findByText('Choose the rule this decision rests on')).toBeInTheDocument();
    expect(server.puts).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Rule it breaks/ }), 'SPAM');
    await userEvent.click(screen.getByRole('button', { name: 'Reject review' }));
    await waitFor(() =>
      expect(server.puts).toEqual([
        { id: 'a1', body: { decision: 'REJECT', reason: 'Advertising a shop jmax', ground: 'SPAM' } },
      ]),
    );
    expect(await screen.findByText('Rejected — next review opened')).toBeInTheDocument();
    await waitFor(() => expect(selectedTitle()).toContain('Product a2'));
  });

  it('in the reported queue: remove needs a reason, dismiss reports needs none; the reports are shown', async () => {
    const server = stubServer({ queues: { pending: [], reported: [reported('b1'), reported('b2')] } });
    renderPage('/admin/reviews?queue=reported');
    expect(await screen.findByRole('tab', { name: /Reported\s*2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Buy followers here', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/by @watchful/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove review' }));
    expect(await screen.findByText('Give a reason: the author is told')).toBeInTheDocument();
    expect(server.puts).toEqual([]);
    // With the form open (focus on its button, not in the field) another decision's key does nothing.
    await userEvent.keyboard('d');
    expect(server.puts).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /Why is it removed/ })).toBeNull();
    await userEvent.keyboard('d');
    await waitFor(() =>
      expect(server.puts).toEqual([{ id: 'b1', body: { decision: 'DISMISS_REPORTS', reason: null } }]),
    );
    expect(await screen.findByText('Reports dismissed — next review opened')).toBeInTheDocument();
  });

  it('a 409 says another moderator decided already and refreshes the list', async () => {
    const queues = { pending: [item('a1'), item('a2')], reported: [] as ModerationItem[] };
    const server = stubServer({
      queues,
      decide: () => {
        // The other moderator's decision took it out of the queue.
        queues.pending = queues.pending.filter((i) => i.id !== 'a1');
        return json(409, { status: 409, errors: [{ type: 'conflict', message: 'review.error.already_decided' }] });
      },
    });
    renderPage();
    await screen.findByRole('tab', { name: /Pending\s*2/ });
    const before = server.gets.length;
    await userEvent.keyboard('a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Another moderator has already decided on this review');
    await waitFor(() => expect(server.gets.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Pending\s*1/ })).toBeInTheDocument());
    expect(selectedTitle()).toContain('Product a2');
  });

  it("a review of the moderator's own brand: every action disabled, with the reason, and the keys do nothing", async () => {
    const server = stubServer({ queues: { pending: [item('a1', { conflictOfInterest: true })], reported: [] } });
    renderPage();
    await screen.findByRole('tab', { name: /Pending\s*1/ });
    expect(
      screen.getByText("You are a member of this brand's team: another moderator decides on its reviews"),
    ).toBeInTheDocument();
    for (const name of [/Approve/, /Reject/, /Warn author/, /Mute author/])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    await userEvent.keyboard('a');
    await userEvent.keyboard('r');
    await userEvent.keyboard('w');
    expect(server.puts).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('? and the button show the keyboard shortcuts; an empty queue says so', async () => {
    stubServer({ queues: { pending: [], reported: [] } });
    renderPage();
    expect(await screen.findByText('Nothing waiting — the pending queue is empty')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('?');
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toHaveTextContent('Approve the open review');
    await userEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('a queue that fails to load says so and retries', async () => {
    let fail = true;
    const queues = { pending: [item('a1')], reported: [] as ModerationItem[] };
    stubServer({ queues });
    const ok = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (fail && String(input).startsWith('/api/admin/reviews'))
        return json(500, { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] });
      return ok(input, init);
    });
    renderPage();
    expect(await screen.findByText('The moderation queue could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: /Pending\s*1/ })).toBeInTheDocument();
    expect(selectedTitle()).toContain('Product a1');
  });

  it('the order toggle asks for the newest first', async () => {
    const server = stubServer({ queues: { pending: [item('a1'), item('a2')], reported: [] } });
    renderPage();
    await screen.findByRole('tab', { name: /Pending\s*2/ });
    expect(server.gets.at(-1)?.get('sortOrder')).toBe('ASC');
    await userEvent.click(screen.getByText('Newest first'));
    await waitFor(() => expect(server.gets.at(-1)?.get('sortOrder')).toBe('DESC'));
    await waitFor(() => expect(selectedTitle()).toContain('Product a2'));
  });
});
