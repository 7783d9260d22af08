import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { M } from '@plaudit/contract';
import { apiError, category, detail, json, listOf, renderWithStack, stubApi, summary } from '../test/fake-api';
import AdminTrophiesPage from './admin-trophies-page';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

function renderPage(search = '') {
  renderWithStack(
    <Routes>
      <Route
        path="/admin/trophies"
        element={
          <>
            <AdminTrophiesPage />
            <Where />
          </>
        }
      />
    </Routes>,
    `/admin/trophies${search}`,
  );
}

const categories = () =>
  json(200, {
    data: [category('c1', { name: 'Best of', trophyCount: 2 }), category('c2', { name: 'Fresh', icon: 'leaf' })],
  });

describe('the admin trophies page', () => {
  it('reads the list options from the URL, writes changes back and opens a row in the edit modal', async () => {
    const requests = stubApi({
      'GET /api/admin/trophies': () =>
        json(200, listOf([summary('t1', { status: 'NOMINATING', candidateCount: 4, name: 'Grinder of the year' })])),
      'GET /api/trophy-categories': categories,
      'GET /api/categories': () => json(200, listOf([])),
      'GET /api/trophies/t1': () => json(200, detail('t1', { status: 'NOMINATING', name: 'Grinder of the year' })),
    });
    const user = userEvent.setup();
    renderPage('?status=NOMINATING&contentType=PRODUCT&search=grinder&sortBy=name&sortOrder=ASC&page=2');
    const table = await screen.findByRole('table', { name: 'Trophies' });
    expect(within(table).getByText('Nominating')).toBeInTheDocument();
    const first = requests.find((r) => r.path === '/api/admin/trophies')!;
    expect(Object.fromEntries(first.query)).toMatchObject({
      status: 'NOMINATING',
      contentType: 'PRODUCT',
      search: 'grinder',
      sortBy: 'name',
      sortOrder: 'ASC',
      page: '2',
    });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('Name A–Z');

    await user.click(screen.getByRole('combobox', { name: 'Trophy category' }));
    await user.click(await screen.findByRole('option', { name: 'Fresh', hidden: true }));
    await waitFor(() => expect(where().get('categoryId')).toBe('c2'));
    expect(where().get('page')).toBeNull();
    await waitFor(() =>
      expect(Object.fromEntries(requests.filter((r) => r.path === '/api/admin/trophies').at(-1)!.query)).toMatchObject({
        categoryId: 'c2',
        page: '1',
      }),
    );

    await user.click(within(table).getByRole('button', { name: 'Open Grinder of the year' }));
    expect(await screen.findByRole('dialog', { name: 'Edit trophy' })).toBeInTheDocument();
  });

  it('switches to the categories tab; the category modal picks an icon; a category in use is not deleted', async () => {
    const requests = stubApi({
      'GET /api/admin/trophies': () => json(200, listOf([])),
      'GET /api/trophy-categories': categories,
      'POST /api/admin/trophy-categories': (r) => json(201, category('c3', r.body as object)),
      'DELETE /api/admin/trophy-categories/c1': () => apiError(409, 'conflict', M.trophy.error.category_in_use),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    await waitFor(() => expect(where().get('tab')).toBe('categories'));
    const table = await screen.findByRole('table', { name: 'Trophy categories' });
    expect(within(table).getByText('Best of')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New trophy category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name \(English\)/ }), 'Rising stars');
    await user.type(within(dialog).getByRole('textbox', { name: /Name \(German\)/ }), 'Aufsteiger');
    expect(within(dialog).getByRole('radio', { name: 'trophy' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('radio', { name: 'rocket' }));
    expect(within(dialog).getByRole('radio', { name: 'rocket' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New trophy category' })).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Rising stars',
      nameDe: 'Aufsteiger',
      icon: 'rocket',
    });

    await user.click(within(table).getByRole('button', { name: 'Delete Best of' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const inUse = await screen.findByRole('dialog', { name: 'The category is in use' });
    expect(inUse).toHaveTextContent('Trophies still use this category: move them to another category first');
  });

  it('sits in the admin layout as its other pages do, with no container of its own', async () => {
    stubApi({ 'GET /api/admin/trophies': () => json(200, listOf([])), 'GET /api/trophy-categories': categories });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Trophies', level: 1 })).toBeInTheDocument();
    expect(document.querySelector('.mantine-Container-root')).toBeNull();
  });

  it("keeps a category's 'Platform only' badge whole beside its name", async () => {
    stubApi({
      'GET /api/admin/trophies': () => json(200, listOf([])),
      'GET /api/trophy-categories': () =>
        json(200, { data: [category('c1', { name: 'Product of the year', platformOnly: true })] }),
    });
    renderPage('?tab=categories');
    const table = await screen.findByRole('table', { name: 'Trophy categories' });
    expect(within(table).getByText('Platform only').closest('.mantine-Badge-root')).toHaveStyle({ flexShrink: '0' });
  });
});
