import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { ModalStackProvider } from '@/components/modal-stack';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { LinksContent } from './short-links-page';

// The team's links list: the product filter lives in the URL beside search, status and sort, offers the team's
// products (the modal's picker), and the API is asked for exactly what the URL says.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let lists: URLSearchParams[] = [];
let rows: unknown[] = [];

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
beforeEach(() => {
  lists = [];
  rows = [];
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
        lists.push(url.searchParams);
        return json({
          data: rows,
          meta: { page: 1, take: 20, total: rows.length, pageCount: rows.length ? 1 : 0 },
          permissions: { edit: true, delete: true },
          recentClicks: 0,
        });
      }
      return json({}, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const listed = (slug: string, sparkline: number[], clicks: number) => ({
  id: `id-${slug}`,
  teamId: 't1',
  teamName: 'Acme',
  slug,
  shortUrl: `https://plaudit.example/s/${slug}`,
  destination: `https://shop.example/${slug}`,
  finalUrl: `https://shop.example/${slug}`,
  title: '',
  utm: {},
  expiresAt: null,
  expiredUrl: null,
  maxClicks: null,
  hasPassword: false,
  iosUrl: null,
  androidUrl: null,
  productId: null,
  productName: null,
  disabled: false,
  staffDisabled: false,
  staffReason: null,
  status: 'ACTIVE',
  clicks,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sparkline: [...Array.from({ length: 30 - sparkline.length }, () => 0), ...sparkline],
  recentClicks: sparkline.reduce((sum, day) => sum + day, 0),
});

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

const renderPage = (search = '') =>
  renderWithProviders(
    <ModalStackProvider>
      <Routes>
        <Route
          path="/dashboard/creator/links"
          element={
            <>
              <LinksContent teamId="t1" brandName="Acme" />
              <Where />
            </>
          }
        />
      </Routes>
    </ModalStackProvider>,
    { route: `/dashboard/creator/links${search}` },
  );

describe('the short links list', () => {
  it("shows each link's clicks of the last 30 days beside its sparkline, not every click so far", async () => {
    rows = [listed('grinder-yt', [1200, 34], 98_765), listed('grinder-box', [1], 40)];
    renderPage();
    const [first, second] = await screen.findAllByTestId('short-link-row');
    expect(within(first!).getByLabelText('1234 clicks in the last 30 days')).toHaveTextContent('1,234');
    expect(within(second!).getByLabelText('1 click in the last 30 days')).toHaveTextContent(/^1$/);
    expect(screen.queryByText('98,765')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Clicks, last 30 days' }).length).toBeGreaterThan(0);

    await act(() => i18n.changeLanguage('de'));
    expect(within(first!).getByLabelText('1234 Klicks in den letzten 30 Tagen')).toHaveTextContent('1.234');
    expect(screen.getAllByRole('columnheader', { name: 'Klicks, letzte 30 Tage' }).length).toBeGreaterThan(0);
  });

  it('reads the product from the URL with the other filters and asks the API for exactly those', async () => {
    renderPage('?q=box&status=ACTIVE&productId=p2&sort=clicks:DESC');
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0]!)).toMatchObject({
      search: 'box',
      status: 'ACTIVE',
      productId: 'p2',
      sortBy: 'clicks',
      sortOrder: 'DESC',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Kettle'));
    expect(await screen.findByText('No links match')).toBeInTheDocument();
  });

  it('writes a chosen product to the URL (back to page 1), asks again, and clears it', async () => {
    const user = userEvent.setup();
    renderPage('?page=2');
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lists[0]!.get('productId')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'Coffee grinder', hidden: true }));
    await waitFor(() => expect(where().get('productId')).toBe('p1'));
    expect(where().get('page')).toBeNull();
    await waitFor(() => expect(lists.at(-1)!.get('productId')).toBe('p1'));
    expect(lists.at(-1)!.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where().get('productId')).toBeNull());
    await waitFor(() => expect(lists.at(-1)!.get('productId')).toBeNull());
  });

  it('keeps a product the options do not hold, named as another product', async () => {
    renderPage('?productId=gone');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Another product'));
    expect(lists[0]!.get('productId')).toBe('gone');
  });
});
