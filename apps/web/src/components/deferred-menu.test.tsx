import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider, Menu } from '@mantine/core';
import { renderWithProviders } from '@/test/render';
import { DeferredMenu } from './deferred-menu';

// jsdom lays nothing out, so floating-ui's hide middleware takes every button for detached and the opened dropdown
// is drawn with display: none: the menu's items are looked for among hidden elements too.
const hidden = { hidden: true };

function menuOf(load: () => Promise<{ Menu: typeof Menu }>) {
  return (
    <DeferredMenu load={load} target={<Button>Open</Button>}>
      {(module, target, opened) => (
        <module.Menu defaultOpened={opened}>
          <module.Menu.Target>{target}</module.Menu.Target>
          <module.Menu.Dropdown>
            <module.Menu.Item>First</module.Menu.Item>
          </module.Menu.Dropdown>
        </module.Menu>
      )}
    </DeferredMenu>
  );
}

describe('a menu whose code loads when it is first opened', () => {
  it('draws the button alone, on the server as in the browser, and loads nothing until it is used', () => {
    const load = vi.fn(() => Promise.resolve({ Menu }));
    const html = renderToString(<MantineProvider>{menuOf(load)}</MantineProvider>);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    renderWithProviders(menuOf(load));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu', hidden)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches its code at a pointer over the button, without opening it', async () => {
    const load = vi.fn(() => Promise.resolve({ Menu }));
    renderWithProviders(menuOf(load));
    await userEvent.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu', hidden)).toBeNull();
  });

  it('opens on the click that loads it, and its code is fetched once', async () => {
    const load = vi.fn(() => Promise.resolve({ Menu }));
    renderWithProviders(
      <>
        {menuOf(load)}
        {menuOf(load)}
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Open' });
    await userEvent.click(first!);
    expect(await screen.findByRole('menuitem', { name: 'First', ...hidden })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Open', ...hidden })[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second!);
    expect(await screen.findAllByRole('menuitem', { name: 'First', ...hidden })).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch leaves the button, and the next click tries again', async () => {
    const load = vi
      .fn<() => Promise<{ Menu: typeof Menu }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Menu });
    renderWithProviders(menuOf(load));
    // Clicks alone: a pointer moving over the button would fetch it first.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu', hidden)).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    expect(await screen.findByRole('menuitem', { name: 'First', ...hidden })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
