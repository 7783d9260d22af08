import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerification } from '@plaudit/contract';
import type { ModalStackApi } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import { VerificationReview, decisionDisabled } from './verification-review';

const item: AdminVerification = {
  id: 'v1',
  type: 'CREATOR',
  kind: 'APPLICATION',
  previousName: null,
  status: 'PENDING',
  message: null,
  applicant: { id: 'u1', name: 'Cora Creator', email: 'cora@example.com' },
  name: 'Acme',
  link: 'https://acme.example',
  profile: 'acme',
  teamId: 't1',
  youtuberId: null,
  isLatest: true,
  accessStatus: 'UNBLOCKED',
  accessUntil: null,
  submittedAt: '2024-05-01T10:00:00.000Z',
  reviewedAt: null,
  reviewer: null,
};
const stack: ModalStackApi = { open: vi.fn(), back: vi.fn(), closeAll: vi.fn(), confirm: vi.fn(), depth: 1 };

describe('the admin verification modal', () => {
  it('decisionDisabled: Reject and Needs more info need a message; nothing while busy', () => {
    expect(decisionDisabled('APPROVED', '', false)).toBe(false);
    expect(decisionDisabled('REJECTED', ' ', false)).toBe(true);
    expect(decisionDisabled('NEEDS_MORE_INFO', '', false)).toBe(true);
    expect(decisionDisabled('NEEDS_MORE_INFO', 'Why?', false)).toBe(false);
    expect(decisionDisabled('APPROVED', '', true)).toBe(true);
  });

  it('shows the application and enables Reject / Needs more info once a message is written; Lock opens its modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VerificationReview item={item} stack={stack} />);
    expect(screen.getByText('Cora Creator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://acme.example' })).toHaveAttribute('href', 'https://acme.example');
    expect(screen.getByText('acme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Needs more info' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Message to the applicant/), 'Which website is yours?');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Needs more info' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Lock creator' }));
    expect(stack.open).toHaveBeenCalledWith(expect.objectContaining({ key: 'temporaryLockCreator' }));
  });
});
