import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { category, json, listOf, renderWithStack, stubApi } from '../test/fake-api';
import { useTrophyModals } from './use-trophy-modals';

// The "new trophy" modal keeps what was typed: Escape in a date field closes only its calendar, and closing the
// modal with unsaved input asks first. A team's form does not offer the categories the platform keeps for itself.

const lists = {
  'GET /api/trophy-categories': () =>
    json(200, {
      data: [
        category('c1', { name: 'Best of the year' }),
        category('c2', { name: 'Product of the year', platformOnly: true }),
      ],
    }),
  'GET /api/categories': () => json(200, listOf([])),
};

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function OpenNew({ teamId = null }: { teamId?: string | null }) {
  const modals = useTrophyModals();
  return (
    <button type="button" onClick={() => modals.create(teamId)}>
      new
    </button>
  );
}

async function openForm(teamId: string | null = null) {
  stubApi(lists);
  const user = userEvent.setup();
  renderWithStack(<OpenNew teamId={teamId} />);
  await user.click(screen.getByRole('button', { name: 'new' }));
  const dialog = await screen.findByRole('dialog', { name: 'New trophy' });
  return { user, dialog };
}

describe('the new trophy modal', () => {
  it('Escape in the date field closes only the calendar; the typed name stays', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Best grinder');
    const from = within(dialog).getByRole('textbox', { name: 'Period from' });
    await user.click(from);
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    expect(from).toHaveAttribute('data-mantine-stop-propagation', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'New trophy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Best grinder');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('with unsaved input, closing asks first: Keep editing keeps it, Discard closes', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Best grinder');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(
      within(screen.getByRole('dialog', { name: 'New trophy' })).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('Best grinder');

    // The form's own Cancel asks too.
    await user.click(
      within(screen.getByRole('dialog', { name: 'New trophy' })).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New trophy' })).toBeNull());
  });

  it('closes at once when nothing was typed', async () => {
    const { user } = await openForm();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New trophy' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it("a team's trophy is not offered the platform's own categories", async () => {
    const { user, dialog } = await openForm('team-1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Trophy category' }));
    // jsdom does not lay the dropdown out (it stays display: none), so the options are read as the list holds them.
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toContain('Best of the year'),
    );
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).not.toContain(
      'Product of the year',
    );
  });

  it('the platform itself is offered every category', async () => {
    const { user, dialog } = await openForm(null);
    await user.click(within(dialog).getByRole('combobox', { name: 'Trophy category' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
        'Best of the year',
        'Product of the year',
      ]),
    );
  });
});
