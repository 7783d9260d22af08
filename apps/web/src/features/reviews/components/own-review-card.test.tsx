import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReview } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import { OwnReviewCard } from './own-review-card';

// The author's own review says where it stands: waiting (and why, in plain words), published, or rejected / removed
// with the moderator's reason; Delete asks first.

afterEach(() => vi.unstubAllGlobals());

const own = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 'r1',
  type: 'USER',
  status: 'PUBLISHED',
  rating: 4,
  title: 'Mine',
  comment: 'Fine.',
  video: null,
  product: { id: 'p1', slug: 'speaker', name: 'Acme Speaker', brandName: 'Acme', creatorProfile: 'acme' },
  holdRules: [],
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  reply: null,
  ...overrides,
});
const renderCard = (review: OwnReview, showProduct = false) =>
  renderWithProviders(
    <ModalStackProvider>
      <OwnReviewCard review={review} showProduct={showProduct} />
    </ModalStackProvider>,
  );

describe('OwnReviewCard', () => {
  it('names the rules that hold a pending review', () => {
    renderCard(own({ status: 'PENDING', holdRules: ['COMMENT_LINK', 'NEW_ACCOUNT'] }));
    expect(screen.getByText('Waiting for a moderator')).toBeInTheDocument();
    expect(screen.getByText('the comment contains a link')).toBeInTheDocument();
    expect(screen.getByText('your account is younger than a day')).toBeInTheDocument();
  });

  it.each([
    ['REJECTED', 'A moderator did not publish it. Their reason:'],
    ['REMOVED', 'A moderator took it down. Their reason:'],
  ] as const)("shows a %s review with the moderator's reason", (status, text) => {
    renderCard(own({ status, decisionReason: 'Contains an ad for another shop' }), true);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('decision-reason')).toHaveTextContent('Contains an ad for another shop');
    expect(screen.getByRole('link', { name: 'Acme Speaker' })).toHaveAttribute('href', '/brands/acme/speaker');
  });

  it('deletes only after the confirmation', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const deletes = () =>
      (fetch.mock.calls as unknown as [RequestInfo, RequestInit?][])
        .filter(([, init]) => init?.method === 'DELETE')
        .map(([input]) => String(input));
    const user = userEvent.setup();
    renderCard(own());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your review?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(deletes()).toEqual(['/api/reviews/r1']));
  });
});
