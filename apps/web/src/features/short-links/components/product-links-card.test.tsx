import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import ProductLinksCard from './product-links-card';

// A product's short links on its page in the creator workspace: the list asked for through the real API client
// (only the network's answer is canned), the clicks of the last 30 days per link and summed, the loading, empty and
// error states, and "add short link" opening the modal with the product already chosen.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const days = (values: number[]) => [...Array.from({ length: 30 - values.length }, () => 0), ...values];
const link = (id: string, slug: string, sparkline: number[], extra: Record<string, unknown> = {}) => ({
  id,
  teamId: 't1',
  teamName: 'Brand',
  slug,
  shortUrl: `https://plaudit.example/s/${slug}`,
  destination: `https://shop.example/${slug}`,
  finalUrl: `https://shop.example/${slug}?utm_source=yt`,
  title: '',
  utm: { source: 'yt' },
  expiresAt: null,
  expiredUrl: null,
  maxClicks: null,
  hasPassword: false,
  iosUrl: null,
  androidUrl: null,
  productId: 'p1',
  productName: 'Coffee grinder',
  disabled: false,
  staffDisabled: false,
  staffReason: null,
  status: 'ACTIVE',
  clicks: 500,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sparkline: days(sparkline),
  recentClicks: sparkline.reduce((sum, day) => sum + day, 0),
  ...extra,
});

let answer: () => Response;
let asked: URL[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/auth/session/init')) return json({ sessionId: 's1' });
      if (url.pathname.includes('/creator/products/'))
        return json({
          data: [
            { id: 'p1', name: 'Coffee grinder' },
            { id: 'p2', name: 'Kettle' },
          ],
          meta: { page: 1, take: 100, total: 2, pageCount: 1 },
        });
      if (url.pathname.includes('/creator/short-links/')) {
        asked.push(url);
        return answer();
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const list = (data: unknown[], recentClicks: number, total = data.length, edit = true) =>
  json({
    data,
    meta: { page: 1, take: 10, total, pageCount: Math.ceil(total / 10) },
    permissions: { edit, delete: edit },
    recentClicks,
  });

const renderCard = (canAdd?: boolean) =>
  renderWithProviders(
    <ModalStackProvider>
      <ProductLinksCard teamId="t1" productId="p1" canAdd={canAdd} />
    </ModalStackProvider>,
  );

describe("a product's short links", () => {
  it("shows each link with its short URL, destination and clicks of 30 days, and the product's sum", async () => {
    answer = () => list([link('l1', 'grinder-yt', [3, 4]), link('l2', 'grinder-box', [1])], 8, 12);
    renderCard();
    const rows = await screen.findAllByTestId('product-link-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: '/s/grinder-yt' })).toHaveAttribute(
      'href',
      '/dashboard/creator/links/l1',
    );
    expect(within(rows[0]!).getByText('https://shop.example/grinder-yt')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('7 clicks in the last 30 days')).toHaveTextContent('7');
    expect(within(rows[1]!).getByLabelText('1 click in the last 30 days')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Copy https://plaudit.example/s/grinder-yt' })).toBeEnabled();
    // The sum is the server's, over all twelve links, not the two shown.
    expect(screen.getByText('8 clicks in the last 30 days, from all of its short links.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 12 links of this product' })).toHaveAttribute(
      'href',
      '/dashboard/creator/links?productId=p1',
    );
    expect(asked[0]!.searchParams.get('productId')).toBe('p1');
    expect(asked[0]!.searchParams.get('sortBy')).toBe('clicks');
  });

  it('says when the product has no links yet, and offers one with the product chosen in the modal', async () => {
    answer = () => list([], 0);
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(/No short links for this product yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /All .* links/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add short link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add short link' });
    await waitFor(() => expect(within(dialog).getByLabelText('Product')).toHaveValue('Coffee grinder'));
  });

  it('offers no button to someone who may not add links', async () => {
    answer = () => list([link('l1', 'grinder-yt', [2])], 2, 1, false);
    renderCard();
    await screen.findAllByTestId('product-link-row');
    expect(screen.queryByRole('button', { name: 'Add short link' })).not.toBeInTheDocument();
  });

  it('offers no button on a product staff disabled, and still lists its links', async () => {
    answer = () => list([link('l1', 'grinder-yt', [2])], 2);
    renderCard(false);
    await screen.findAllByTestId('product-link-row');
    expect(screen.queryByRole('button', { name: 'Add short link' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then the error with a retry that asks again', async () => {
    answer = () => json({ errors: [{ type: 'server', message: 'common.error.internal' }] }, 500);
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText("This product's short links could not be loaded.")).toBeInTheDocument();
    answer = () => list([link('l1', 'grinder-yt', [5])], 5);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('product-link-row')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });
});
