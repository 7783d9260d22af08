import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconInbox } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmptyState, ListSkeleton, LoadError } from './data-states';

describe('data states', () => {
  it("LoadError: an alert with the caller's title, the error in words and a working retry", async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadError title="The list could not be loaded" error={new Error('boom')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('ListSkeleton: busy, labelled, one row per height', () => {
    const { container } = renderWithProviders(<ListSkeleton height={[10, 20, 30]} />);
    const list = screen.getByLabelText('Loading…');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  });

  it('EmptyState: title, text and the action', () => {
    renderWithProviders(
      <EmptyState
        icon={IconInbox}
        title="Nothing here"
        text="Come back later."
        action={<button type="button">Clear filters</button>}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Come back later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
