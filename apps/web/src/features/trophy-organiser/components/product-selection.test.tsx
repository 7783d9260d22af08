import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { M } from '@plaudit/contract';
import { apiError, candidate, detail, json, listOf, nominee, renderWithStack, stubApi } from '../test/fake-api';
import { useTrophyModals } from './use-trophy-modals';
import { ProductSelection } from './product-selection';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const eligible = (ids: string[], selected: string[] = []) =>
  listOf(ids.map((id) => ({ ...candidate(id), selected: selected.includes(id) })));

describe('product selection', () => {
  it('counts the picks, keeps their order and saves the ids in that order', async () => {
    const requests = stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: [nominee('a', 0)] }),
      'GET /api/trophies/x1/eligible': () => json(200, eligible(['a', 'b', 'c'], ['a'])),
      'PUT /api/trophies/x1/candidates': (r) =>
        json(200, { data: (r.body as { ids: string[] }).ids.map((id, i) => nominee(id, i)) }),
    });
    const user = userEvent.setup();
    const back = vi.fn();
    renderWithStack(<ProductSelection trophyId="x1" onBack={back} />);
    await waitFor(() => expect(screen.getByTestId('selection-counter')).toHaveTextContent('1 of 50 picked'));
    expect(screen.getByRole('checkbox', { name: 'Pick Product a' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pick Product c' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Product b' }));
    expect(screen.getByTestId('selection-counter')).toHaveTextContent('3 of 50 picked');
    // b goes before c in the published order.
    await user.click(screen.getByRole('button', { name: 'Move Product b up' }));
    const order = within(screen.getByRole('list', { name: 'Picked candidates in their published order' })).getAllByRole(
      'listitem',
    );
    expect(order.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Product a'),
      expect.stringContaining('Product b'),
      expect.stringContaining('Product c'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save candidates' }));
    await waitFor(() => expect(back).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ids: ['a', 'b', 'c'] });
  });

  it('stops at 50 picks', async () => {
    const fortyNine = Array.from({ length: 49 }, (_, i) => nominee(`n${i}`, i));
    stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: fortyNine }),
      'GET /api/trophies/x1/eligible': () => json(200, eligible(['p1', 'p2'])),
    });
    const user = userEvent.setup();
    renderWithStack(<ProductSelection trophyId="x1" onBack={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('selection-counter')).toHaveTextContent('49 of 50 picked'));
    await user.click(await screen.findByRole('checkbox', { name: 'Pick Product p1' }));
    expect(screen.getByTestId('selection-counter')).toHaveTextContent('50 of 50 picked');
    expect(screen.getByRole('checkbox', { name: 'Pick Product p2' })).toBeDisabled();
    expect(screen.getByText('A trophy can have at most 50 candidates')).toBeInTheDocument();
  });

  it('names the picks the server refused as ineligible', async () => {
    stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: [] }),
      'GET /api/trophies/x1/eligible': () => json(200, eligible(['a', 'b'])),
      'PUT /api/trophies/x1/candidates': () =>
        apiError(400, 'validation', M.trophy.error.ineligible_candidates, { ids: ['b'] }),
    });
    const user = userEvent.setup();
    const back = vi.fn();
    renderWithStack(<ProductSelection trophyId="x1" onBack={back} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Pick Product a' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Product b' }));
    await user.click(screen.getByRole('button', { name: 'Save candidates' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some picks are not eligible for this trophy');
    expect(alert).toHaveTextContent('Product b');
    expect(alert).not.toHaveTextContent('Product a');
    expect(back).not.toHaveBeenCalled();
  });
});

function OpenEdit() {
  const modals = useTrophyModals();
  return (
    <button type="button" onClick={() => modals.edit('x1')}>
      open
    </button>
  );
}

describe('nothing eligible', () => {
  it("says which of the trophy's rules leave nothing: what can win and from when, where, whose", async () => {
    stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: [] }),
      'GET /api/trophies/x1/eligible': () => json(200, eligible([])),
    });
    const trophy = detail('x1', {
      status: 'NOMINATING',
      contentType: 'PRODUCT',
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      catalogueCategory: { id: 'c1', name: 'Coffee & tea', slug: 'coffee-tea' },
      organiser: {
        kind: 'TEAM',
        name: 'Plaudit Coffee',
        handle: 'plaudit-coffee',
        team: { id: 't1', brandName: 'Plaudit Coffee', creatorProfile: 'plaudit-coffee', iconUrl: null },
      },
    });
    renderWithStack(<ProductSelection trophyId="x1" trophy={trophy} onBack={() => {}} />);
    const rules = await screen.findByTestId('eligibility-rules');
    expect(screen.getByText('Nothing eligible found')).toBeInTheDocument();
    expect(rules).toHaveTextContent(
      'Products published by an approved brand that were in the catalogue by Dec 31, 2025',
    );
    expect(rules).toHaveTextContent('in the product category Coffee & tea or one of its sub-categories');
    expect(rules).toHaveTextContent("of Plaudit Coffee's own products only");
  });

  it('a search that matches nothing says so instead', async () => {
    stubApi({
      'GET /api/trophies/x1/candidates': () => json(200, { data: [] }),
      'GET /api/trophies/x1/eligible': (r) => json(200, eligible(r.query.get('search') ? [] : ['a'])),
    });
    const user = userEvent.setup();
    renderWithStack(
      <ProductSelection trophyId="x1" trophy={detail('x1', { status: 'NOMINATING' })} onBack={() => {}} />,
    );
    await screen.findByRole('checkbox', { name: 'Pick Product a' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zzz');
    // The search is debounced, then asked of the server.
    expect(await screen.findByText('Nothing matches', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('eligibility-rules')).toBeNull();
  });
});

describe('the modal stack', () => {
  it('opens product selection on top of the edit modal; Back returns to it', async () => {
    stubApi({
      'GET /api/trophies/x1': () =>
        json(
          200,
          detail('x1', {
            status: 'NOMINATING',
            permissions: { edit: true, nominate: true, open: false, lock: true, award: false, cancel: true },
          }),
        ),
      'GET /api/trophy-categories': () => json(200, { data: [] }),
      'GET /api/categories': () => json(200, listOf([])),
      'GET /api/trophies/x1/candidates': () => json(200, { data: [] }),
      'GET /api/trophies/x1/eligible': () => json(200, eligible(['a'])),
    });
    const user = userEvent.setup();
    renderWithStack(<OpenEdit />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit trophy' });
    // Only the steps the permissions allow.
    expect(within(edit).queryByRole('button', { name: 'Open nominations' })).toBeNull();
    expect(within(edit).queryByRole('button', { name: 'Award' })).toBeNull();
    // No candidates yet: Lock is offered but disabled, and says why (the server would answer 409).
    const lock = await within(edit).findByRole('button', { name: 'Lock candidates' });
    expect(lock).toBeDisabled();
    expect(lock).toHaveAccessibleDescription('Pick at least 2 candidates before locking: there are 0 so far.');
    await user.click(await within(edit).findByRole('button', { name: 'Choose candidates' }));
    const selection = await screen.findByRole('dialog', { name: 'Choose candidates: Trophy x1' });
    expect(await within(selection).findByRole('checkbox', { name: 'Pick Product a' })).toBeInTheDocument();
    await user.click(within(selection).getAllByRole('button', { name: 'Back' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose candidates: Trophy x1' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit trophy' })).toBeInTheDocument();
  });
});
