import { describe, expect, it } from 'vitest';
import { AppShell } from '@mantine/core';
import { screen } from '@testing-library/react';
import { modalZIndex } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { HEADER_HEIGHT } from './theme';

// The header and the dialogs share one stacking order: a dialog's overlay has to cover the header, or the header
// stays bright and clickable over an open dialog and hides the top of a tall one.
describe('the header under the dialogs', () => {
  it('sits below the first dialog of the stack', () => {
    renderWithProviders(
      <AppShell header={{ height: HEADER_HEIGHT }}>
        <AppShell.Header component="header">Plaudit</AppShell.Header>
      </AppShell>,
    );
    const zIndex = Number(screen.getByRole('banner').style.getPropertyValue('--app-shell-header-z-index'));
    expect(zIndex).toBeGreaterThan(0);
    expect(zIndex).toBeLessThan(modalZIndex(0));
  });
});
