import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { renderWithProviders } from '@/test/render';
import { ModalStackProvider, useModalStack } from './modal-stack';

// The modal stack: z-index 50 + 2 per level, a back step, Escape closes only the top, focus trapped in
// the top one and given back to what opened it.

function Opener() {
  const stack = useModalStack();
  const [answer, setAnswer] = useState<string>('none');
  return (
    <>
      <Button
        onClick={() =>
          stack.open({
            key: 'changeEmail',
            title: 'First',
            render: (api) => (
              <>
                <input aria-label="Outer field" />
                <Button
                  onClick={() =>
                    api.open({
                      key: 'changePassword',
                      title: 'Second',
                      render: (top) => (
                        <>
                          <input aria-label="Inner field" data-autofocus />
                          <Button onClick={() => top.closeAll()}>Close everything</Button>
                        </>
                      ),
                    })
                  }
                >
                  Open second
                </Button>
              </>
            ),
          })
        }
      >
        Open first
      </Button>
      <Button
        onClick={() =>
          void stack.confirm({ title: 'Sure?', message: 'Really do it?' }).then((yes) => setAnswer(String(yes)))
        }
      >
        Ask
      </Button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

async function openBoth() {
  const user = userEvent.setup();
  renderWithProviders(
    <ModalStackProvider>
      <Opener />
    </ModalStackProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open first' }));
  await user.click(await screen.findByRole('button', { name: 'Open second' }));
  await screen.findByLabelText('Inner field');
  return user;
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const root = (key: string) => document.querySelector<HTMLElement>(`[data-modal-key="${key}"]`);

describe('ModalStack', () => {
  it('stacks modals at z-index 50 and 52, each marked with its modal key and level', async () => {
    await openBoth();
    expect(root('changeEmail')?.getAttribute('style')).toContain('--mb-z-index: 50');
    expect(root('changePassword')?.getAttribute('style')).toContain('--mb-z-index: 52');
    expect(root('changeEmail')).toHaveAttribute('data-modal-level', '0');
    expect(root('changePassword')).toHaveAttribute('data-modal-level', '1');
    // Only modals above the first offer a back step.
    expect(within(dialog('First')!).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog('Second')!).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('the back step closes only the top modal and shows the one below', async () => {
    const user = await openBoth();
    await user.click(within(dialog('Second')!).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(dialog('Second')).toBeNull());
    expect(dialog('First')).toBeInTheDocument();
  });

  it('Escape closes only the top modal; a second Escape closes the next', async () => {
    const user = await openBoth();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog('Second')).toBeNull());
    expect(dialog('First')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog('First')).toBeNull());
  });

  it('traps focus in the top modal and gives it back to the opener when it closes', async () => {
    const user = await openBoth();
    const second = dialog('Second')!;
    await waitFor(() => expect(second.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(second.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(second).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open second' })));
  });

  it('closeAll closes every modal', async () => {
    const user = await openBoth();
    await user.click(screen.getByRole('button', { name: 'Close everything' }));
    await waitFor(() => {
      expect(dialog('Second')).toBeNull();
      expect(dialog('First')).toBeNull();
    });
  });

  it('confirm() resolves true on confirm and false when dismissed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ModalStackProvider>
        <Opener />
      </ModalStackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sure?' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: 'Sure?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('false'));
    expect(root('confirmation')).toBeNull();
  });
});
