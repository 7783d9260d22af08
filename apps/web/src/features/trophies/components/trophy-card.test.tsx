import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { summary } from '../test/trophy-data';
import { TrophyCard } from './trophy-card';

describe('a trophy card', () => {
  it('keeps its badges whole beside a long name: the name wraps, the badges do not shrink', () => {
    renderWithProviders(
      <TrophyCard
        trophy={summary({ name: 'The best coffee gear of the whole year, as our regulars saw it', status: 'LOCKED' })}
      />,
    );
    const badges = screen.getByText('Candidates locked').closest('.mantine-Stack-root');
    expect(badges).not.toBeNull();
    expect(badges).toHaveStyle({ flexShrink: '0' });
  });
});
