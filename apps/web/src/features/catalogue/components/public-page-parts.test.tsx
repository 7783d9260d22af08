import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Picture } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { Gallery } from './gallery';
import { SafeText } from './safe-text';
import { TrophiesStrip } from './trophies-strip';

describe('SafeText', () => {
  it('keeps paragraphs, links http(s) addresses with rel nofollow ugc noopener in a new tab, and never makes markup from text', () => {
    const { container } = renderWithProviders(
      <SafeText
        text={
          'First <b>bold</b> line\nsecond line https://shop.example/a?b=1\n\n<img src=x onerror=alert(1)> javascript:alert(1)'
        }
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(paragraphs[0]!.textContent).toContain('First <b>bold</b> line');
    expect(paragraphs[0]!.querySelector('br')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'https://shop.example/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://shop.example/a?b=1');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
    // Only http(s) addresses: a javascript: text stays text.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://shop.example/a?b=1']);
  });
});

describe('TrophiesStrip', () => {
  it('renders nothing when given nothing', () => {
    const { container } = renderWithProviders(<TrophiesStrip />);
    expect(container.querySelector('section')).toBeNull();
  });
});

const picture = (n: number): Picture => ({
  src: `/api/files/p${n}-800.webp`,
  srcset: `/api/files/p${n}-320.webp 320w`,
  width: 1600,
  height: 1200,
  alt: '',
});

describe('Gallery', () => {
  it('shows the first picture, switches by click and by arrow keys, and announces the change', () => {
    renderWithProviders(<Gallery pictures={[picture(1), picture(2), picture(3)]} name="Moka Pot" />);
    expect(screen.getByRole('img', { name: 'Moka Pot, picture 1 of 3' })).toHaveAttribute(
      'src',
      '/api/files/p1-800.webp',
    );
    const thumbs = screen.getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(thumbs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(thumbs[2]!);
    expect(screen.getByRole('img', { name: 'Moka Pot, picture 3 of 3' })).toHaveAttribute(
      'src',
      '/api/files/p3-800.webp',
    );
    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Moka Pot, picture 1 of 3' })).toBeInTheDocument();
    expect(document.activeElement).toBe(thumbs[0]);
    fireEvent.keyDown(thumbs[0]!, { key: 'End' });
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
  });

  it('says there are no pictures when there are none', () => {
    renderWithProviders(<Gallery pictures={[]} name="Moka Pot" />);
    expect(screen.getByRole('img', { name: 'No pictures yet' })).toBeInTheDocument();
  });
});
