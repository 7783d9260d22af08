import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { RatingBreakdown } from './rating-breakdown';

describe('RatingBreakdown', () => {
  it('shows the average, the count and one bar per star from five down, each with its share', () => {
    renderWithProviders(<RatingBreakdown summary={{ average: 4.25, count: 8, distribution: [1, 0, 1, 2, 4] }} />);
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('8 reviews')).toBeInTheDocument();
    const bars = screen.getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5-star reviews: 4 (50%)',
      '4-star reviews: 2 (25%)',
      '3-star reviews: 1 (13%)',
      '2-star reviews: 0 (0%)',
      '1-star reviews: 1 (13%)',
    ]);
  });

  it('says "No reviews yet" with the call to write the first when there is none', () => {
    renderWithProviders(
      <RatingBreakdown
        summary={{ average: null, count: 0, distribution: [0, 0, 0, 0, 0] }}
        action={<button type="button">Write the first review</button>}
      />,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write the first review' })).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
