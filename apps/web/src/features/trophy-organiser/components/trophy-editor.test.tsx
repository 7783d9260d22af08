import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { detail, json, listOf, renderWithStack, stubApi } from '../test/fake-api';
import { useTrophyModals } from './use-trophy-modals';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function OpenEdit() {
  const modals = useTrophyModals();
  return (
    <button type="button" onClick={() => modals.edit('x1')}>
      open
    </button>
  );
}

const lists = {
  'GET /api/trophy-categories': () => json(200, { data: [] }),
  'GET /api/categories': () => json(200, listOf([])),
};

describe('the edit trophy modal', () => {
  it('locks a DRAW after a confirmation that explains the freeze and the commitment', async () => {
    const requests = stubApi({
      ...lists,
      'GET /api/trophies/x1': () =>
        json(
          200,
          detail('x1', {
            status: 'NOMINATING',
            method: 'DRAW',
            candidateCount: 3,
            permissions: { edit: true, nominate: true, open: false, lock: true, award: false, cancel: true },
          }),
        ),
      'POST /api/trophies/x1/lock': () => json(200, { id: 'x1', status: 'LOCKED' }),
    });
    const user = userEvent.setup();
    renderWithStack(<OpenEdit />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit trophy' });
    await user.click(await within(edit).findByRole('button', { name: 'Lock candidates' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lock the candidates?' });
    expect(confirm).toHaveTextContent('The 3 candidates, their order and their figures are frozen');
    expect(confirm).toHaveTextContent('publishes its SHA-256 commitment');
    await user.click(within(confirm).getByRole('button', { name: 'Lock candidates' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/trophies/x1/lock')).toBe(true),
    );
  });

  it('a draft offers opening (not the protocol) and cancels with an optional reason', async () => {
    const requests = stubApi({
      ...lists,
      'GET /api/trophies/x1': () => json(200, detail('x1', { status: 'DRAFT' })),
      'POST /api/trophies/x1/cancel': () => json(200, { id: 'x1', status: 'CANCELLED' }),
    });
    const user = userEvent.setup();
    renderWithStack(<OpenEdit />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit trophy' });
    expect(await within(edit).findByRole('button', { name: 'Open nominations' })).toBeInTheDocument();
    expect(within(edit).queryByRole('button', { name: 'Protocol' })).toBeNull();
    await user.click(within(edit).getByRole('button', { name: 'Cancel trophy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this trophy?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Sponsor withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel trophy' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/trophies/x1/cancel')?.body).toEqual({ reason: 'Sponsor withdrew' }),
    );
  });

  it('an awarded trophy opens "protocol get" with both downloads and the verify command', async () => {
    stubApi({
      ...lists,
      'GET /api/trophies/x1': () =>
        json(
          200,
          detail('x1', {
            status: 'AWARDED',
            permissions: { edit: false, nominate: false, open: false, lock: false, award: false, cancel: false },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithStack(<OpenEdit />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit trophy' });
    expect(within(edit).queryByRole('button', { name: 'Cancel trophy' })).toBeNull();
    await user.click(await within(edit).findByRole('button', { name: 'Protocol' }));
    const protocol = await screen.findByRole('dialog', { name: 'Protocol: Trophy x1' });
    expect(within(protocol).getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      '/api/trophies/x1/protocol',
    );
    expect(within(protocol).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/trophies/x1/protocol?format=pdf',
    );
    expect(protocol).toHaveTextContent('npm run cli -- verify-protocol trophy-x1-protocol.json');
  });
});
