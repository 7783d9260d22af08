import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Product } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { StaffDisabledAlert } from './staff-disabled-alert';

// The editor's mark on a product staff disabled: why, under which rule, and where to appeal, by who may appeal.

const product: Product = {
  id: 'p1',
  teamId: 't1',
  name: 'Burr Grinder',
  slug: 'burr-grinder',
  description: '',
  categoryId: 'c1',
  tags: [],
  url: null,
  status: 'PUBLISHED',
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  images: [],
  permissions: { edit: true, delete: true, publish: true, readOnly: false },
  staffDisabled: true,
  staffReason: 'Copies another brand’s photos',
  staffDecision: { id: '7d1f0c1e-8a52-4c55-9a0f-6f1b7c2d9e10', ground: 'IMPERSONATION' },
};

describe('StaffDisabledAlert', () => {
  it('gives an owner or admin the reason, the rule and the link to the decision to appeal', () => {
    renderWithProviders(<StaffDisabledAlert product={product} />);
    const alert = screen.getByTestId('product-staff-disabled-alert');
    expect(alert).toHaveTextContent('Disabled by Plaudit');
    expect(alert).toHaveTextContent('Reason: Copies another brand’s photos');
    expect(alert).toHaveTextContent('Rule: Impersonation: pretending to be another person, brand or channel.');
    expect(within(alert).getByRole('link', { name: 'Read the decision and appeal' })).toHaveAttribute(
      'href',
      '/settings/decisions?decision=7d1f0c1e-8a52-4c55-9a0f-6f1b7c2d9e10',
    );
  });

  it('tells an editor, who cannot read the decision, who can appeal it', () => {
    renderWithProviders(
      <StaffDisabledAlert product={{ ...product, staffDecision: { id: null, ground: 'IMPERSONATION' } }} />,
    );
    const alert = screen.getByTestId('product-staff-disabled-alert');
    expect(alert).toHaveTextContent("Your team's owners and admins can read the decision and appeal it");
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('shows nothing for a product staff left alone', () => {
    renderWithProviders(
      <StaffDisabledAlert product={{ ...product, staffDisabled: false, staffReason: null, staffDecision: null }} />,
    );
    expect(screen.queryByTestId('product-staff-disabled-alert')).toBeNull();
  });
});
