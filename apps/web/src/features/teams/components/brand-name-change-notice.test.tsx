import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { BrandNameChangeNotice } from './brand-settings-form';

// A verified brand's new name waits for review: the settings say which name waits, and what became of it.

describe('brand name change notice', () => {
  it('a waiting name: says it waits and which name stays public', () => {
    renderWithProviders(
      <BrandNameChangeNotice
        settings={{
          brandName: 'Orbit Labs',
          brandNameChange: { brandName: 'Orbit Studio', status: 'PENDING', message: null },
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your new brand name «Orbit Studio» is waiting for review. Until it is approved, your brand keeps the name «Orbit Labs».',
    );
  });

  it('a refused name shows the reviewer’s reason; no change shows nothing', () => {
    renderWithProviders(
      <BrandNameChangeNotice
        settings={{
          brandName: 'Orbit Labs',
          brandNameChange: { brandName: 'Orbit', status: 'REJECTED', message: 'Too generic.' },
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your new brand name «Orbit» was not approved: Too generic.');
    renderWithProviders(<BrandNameChangeNotice settings={{ brandName: 'Orbit Labs', brandNameChange: null }} />, {
      route: '/x',
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
