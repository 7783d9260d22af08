import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicReview } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { ReviewCard } from './review-card';

// One published review: "Helpful" is a toggle (aria-pressed) named with its count, "Report" turns into a disabled
// "Reported", long comments fold, an edit shows "edited" with its date, and the author sees no buttons.

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: 'r1',
  type: 'USER',
  rating: 4,
  title: 'Solid speaker',
  comment: 'Good sound.',
  video: null,
  author: { id: 'u1', displayName: 'Anna K.', avatarUrl: null, youtuber: null },
  product: { id: 'p1', slug: 'speaker', name: 'Acme Speaker', brandName: 'Acme', creatorProfile: 'acme' },
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  editedAt: null,
  helpfulCount: 3,
  votedHelpful: false,
  mine: false,
  reported: false,
  reply: null,
  ...overrides,
});

describe('ReviewCard', () => {
  it('shows "Helpful (n)" as a toggle button named with the count, and hands the click on', async () => {
    const user = userEvent.setup();
    const onHelpful = vi.fn();
    const { unmount } = renderWithProviders(<ReviewCard review={review()} onHelpful={onHelpful} onReport={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Helpful, 3 people found this helpful' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('Helpful (3)');
    await user.click(button);
    expect(onHelpful).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    unmount();
    renderWithProviders(
      <ReviewCard review={review({ votedHelpful: true, helpfulCount: 1 })} onHelpful={onHelpful} onReport={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Helpful, 1 person found this helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the author, stars, relative date, "edited" with its date, and the brand reply', () => {
    renderWithProviders(
      <ReviewCard
        review={review({
          editedAt: '2026-02-03T10:00:00.000Z',
          reply: {
            text: 'Thanks, Anna!',
            brandName: 'Acme',
            createdAt: '2026-02-04T10:00:00.000Z',
            updatedAt: '2026-02-04T10:00:00.000Z',
          },
        })}
        onHelpful={vi.fn()}
        onReport={vi.fn()}
      />,
    );
    expect(screen.getByText('Anna K.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText(/edited/)).toHaveAttribute('title', expect.stringMatching(/^Edited Feb 3, 2026/));
    expect(screen.getByText('Reply from Acme')).toBeInTheDocument();
    expect(screen.getByText('Thanks, Anna!')).toBeInTheDocument();
  });

  it('offers "Report" until reported, then a disabled "Reported"', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    const { unmount } = renderWithProviders(<ReviewCard review={review()} onHelpful={vi.fn()} onReport={onReport} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalled();
    unmount();
    renderWithProviders(<ReviewCard review={review({ reported: true })} onHelpful={vi.fn()} onReport={onReport} />);
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('folds a long comment behind "Show more"', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ReviewCard review={review({ comment: 'Long text. '.repeat(60) })} onHelpful={vi.fn()} onReport={vi.fn()} />,
    );
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("links a video review to the YouTuber and shows no buttons on the reader's own review", () => {
    renderWithProviders(
      <ReviewCard
        review={review({
          type: 'YOUTUBE',
          mine: true,
          author: {
            id: 'u2',
            displayName: 'Tom T.',
            avatarUrl: null,
            youtuber: { handle: 'tomtech', pageName: 'Tom Tech' },
          },
          video: {
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            videoId: 'dQw4w9WgXcQ',
            thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
          },
        })}
        onHelpful={vi.fn()}
        onReport={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: /YouTuber · Tom Tech/ })).toHaveAttribute('href', '/youtubers/tomtech');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /Helpful/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
