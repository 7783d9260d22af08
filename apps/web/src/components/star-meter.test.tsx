import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StarMeter } from './star-meter';

describe('StarMeter', () => {
  it('lights the share of five stars the rating is, to the tenth, with one element per row and no drawing', () => {
    const { container } = renderWithProviders(<StarMeter value={3.7} label="3.7 out of 5 stars" />);
    const meter = screen.getByRole('img', { name: '3.7 out of 5 stars' });
    const lit = meter.querySelector('.plaudit-stars-lit')!.parentElement!;
    expect(lit.style.width).toBe('74%');
    expect(meter.querySelectorAll('.plaudit-stars-unlit')).toHaveLength(1);
    expect(meter.querySelectorAll('.plaudit-stars-lit')).toHaveLength(1);
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('keeps the lit share within the five stars, and is hidden from screen readers without a label', () => {
    const { container } = renderWithProviders(
      <>
        <StarMeter value={7} />
        <StarMeter value={-1} />
      </>,
    );
    const [high, low] = [...container.querySelectorAll<HTMLElement>('[data-stars]')];
    expect(high).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(high!.querySelector<HTMLElement>('.plaudit-stars-lit')!.parentElement!.style.width).toBe('100%');
    expect(low!.querySelector<HTMLElement>('.plaudit-stars-lit')!.parentElement!.style.width).toBe('0%');
  });
});
