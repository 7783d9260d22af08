import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyCreated } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { ModalStackProvider, useModalStack } from '@/components/modal-stack';
import { KeyShownOnce } from './key-shown-once';

// The key is shown once: until "I have stored it", closing the modal by its close button or Escape asks first (in
// the key's own words, not "discard your changes"), and staying keeps the key on screen.

const created: ApiKeyCreated = {
  id: '6f1c0b1e-3a52-4f55-9a51-1d6f0c1c2b3a',
  name: 'Shop sync',
  key: 'plt_live_0123456789abcdefghijABCDEFGHIJ0123456789abcXYZ123',
  start: 'plt_live_01234',
  scopes: ['reviews:read'],
  expiresAt: null,
  createdAt: '2026-11-28T08:00:00.000Z',
};

function Opener() {
  const stack = useModalStack();
  return (
    <button
      type="button"
      onClick={() =>
        stack.open({
          key: 'createApiKey',
          title: 'Create API key',
          render: (top) => <KeyShownOnce created={created} onDone={() => top.back()} />,
        })
      }
    >
      open
    </button>
  );
}

async function open() {
  const user = userEvent.setup();
  renderWithProviders(
    <ModalStackProvider>
      <Opener />
    </ModalStackProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'open' }));
  await screen.findByText(created.key);
  return user;
}

describe('KeyShownOnce', () => {
  it('asks before closing while the key is not stored, and staying keeps it on screen', async () => {
    const user = await open();
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Close without the key?' });
    await user.click(within(question).getByRole('button', { name: 'Back to the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close without the key?' })).toBeNull());
    expect(screen.getByText(created.key)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close without the key?' })).getByRole('button', {
        name: 'Close anyway',
      }),
    );
    await waitFor(() => expect(screen.queryByText(created.key)).toBeNull());
  });

  it('once stored, Done closes without a question', async () => {
    const user = await open();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(screen.getByLabelText('I have stored it'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(created.key)).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Close without the key?' })).toBeNull();
  });
});
