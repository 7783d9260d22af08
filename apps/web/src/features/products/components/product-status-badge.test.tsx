import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { StaffDisabledNote } from './product-status-badge';

describe('StaffDisabledNote', () => {
  it('tells the team Plaudit disabled the product, and why', () => {
    renderWithProviders(<StaffDisabledNote product={{ staffDisabled: true, staffReason: 'Counterfeit goods' }} />);
    expect(screen.getByTestId('product-staff-disabled')).toHaveTextContent('Disabled by Plaudit: Counterfeit goods');
  });

  it('says nothing about a product staff left alone', () => {
    renderWithProviders(<StaffDisabledNote product={{ staffDisabled: false, staffReason: null }} />);
    expect(screen.queryByTestId('product-staff-disabled')).toBeNull();
  });
});
