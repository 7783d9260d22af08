import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProductListItem } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { ProductsBulkBar } from './products-bulk-bar';

// The bulk bar above a team's products: Publish is refused by the server for a batch holding a product staff
// disabled, so the bar says so and offers no Publish for such a selection; Archive stays.

const row = (id: string, staffDisabled: boolean): ProductListItem => ({
  id,
  name: `Product ${id}`,
  slug: id,
  status: 'DRAFT',
  categoryId: 'c1',
  categoryName: 'Coffee',
  tags: [],
  cover: null,
  imageCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  staffDisabled,
  staffReason: staffDisabled ? 'Counterfeit' : null,
});

const renderBar = (selected: string[]) =>
  renderWithProviders(
    <ProductsBulkBar
      teamId="t1"
      rows={[row('a', false), row('b', true), row('c', true)]}
      total={3}
      permissions={{ edit: true, publish: true }}
      selected={new Set(selected)}
      setSelected={vi.fn()}
    />,
  );

describe('the products bulk bar', () => {
  it('publishes a selection without products staff disabled', () => {
    renderBar(['a']);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByText(/disabled by Plaudit/)).not.toBeInTheDocument();
  });

  it('says how many selected products staff disabled, and offers Archive but not Publish', () => {
    renderBar(['a', 'b', 'c']);
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      '2 selected products were disabled by Plaudit and cannot be published.',
    );
    expect(screen.getByRole('button', { name: 'Archive' })).toBeEnabled();
  });
});
