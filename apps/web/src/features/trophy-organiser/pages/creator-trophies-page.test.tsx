import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import type { TeamRole } from '@plaudit/contract';
import { creatorTrophy, json, listOf, renderWithStack, stubApi } from '../test/fake-api';
import { CreatorTrophiesContent } from './creator-trophies-page';

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

const slot = (trophy: { id: string; name: string }) => (
  <div>
    <p>snippet for {trophy.name}</p>
    <button type="button">Copy</button>
  </div>
);

function renderPage(search = '', role: TeamRole = 'OWNER', usable = true) {
  renderWithStack(
    <Routes>
      <Route
        path="/dashboard/creator/trophies"
        element={
          <>
            <CreatorTrophiesContent teamId="t1" brandName="Acme" role={role} usable={usable} badgeSnippet={slot} />
            <Where />
          </>
        }
      />
    </Routes>,
    `/dashboard/creator/trophies${search}`,
  );
}

const rows = () =>
  json(
    200,
    listOf([
      creatorTrophy('r1', 'RUNS', { name: 'Acme favourite' }),
      creatorTrophy('w1', 'WON', { name: 'Best grinder 2026', status: 'AWARDED' }),
    ]),
  );

describe("the team's trophies page", () => {
  it('filters by relation through the URL and asks the API for it', async () => {
    const requests = stubApi({
      'GET /api/creator/trophies/t1': rows,
      'GET /api/trophy-categories': () => json(200, { data: [] }),
    });
    const user = userEvent.setup();
    renderPage('?search=best&contentType=PRODUCT');
    await screen.findByRole('table', { name: "Your team's trophies" });
    expect(Object.fromEntries(requests.find((r) => r.path === '/api/creator/trophies/t1')!.query)).toMatchObject({
      search: 'best',
      contentType: 'PRODUCT',
    });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Won' }));
    await waitFor(() => expect(where().get('relation')).toBe('WON'));
    expect(where().get('search')).toBe('best');
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/api/creator/trophies/t1')
          .at(-1)!
          .query.get('relation'),
      ).toBe('WON'),
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(where().get('relation')).toBeNull());
  });

  it('shows "Get badge" on a won trophy with the slot\'s snippet; runs rows open for owners; "New trophy" for owners of a usable team', async () => {
    stubApi({ 'GET /api/creator/trophies/t1': rows, 'GET /api/trophy-categories': () => json(200, { data: [] }) });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: "Your team's trophies" });
    expect(screen.getByRole('button', { name: 'New trophy' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Open Acme favourite' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Open Best grinder 2026' })).toBeNull();
    expect(within(table).getAllByRole('button', { name: /Get the badge/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Get the badge of Best grinder 2026' }));
    expect(await screen.findByText('snippet for Best grinder 2026')).toBeInTheDocument();
  });

  it('a viewer, or a blocked team, cannot create trophies', async () => {
    stubApi({ 'GET /api/creator/trophies/t1': rows, 'GET /api/trophy-categories': () => json(200, { data: [] }) });
    renderPage('', 'OWNER', false);
    await screen.findByRole('table', { name: "Your team's trophies" });
    expect(screen.queryByRole('button', { name: 'New trophy' })).toBeNull();
    expect(screen.getByText(/must be approved and not locked/)).toBeInTheDocument();
  });
});
