import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerification } from '@plaudit/contract';
import type { ModalStackApi } from '@/components/modal-stack';
import { renderWithProviders } from '@/test/render';
import { LockCreatorForm } from './lock-creator-form';
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

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
/** The bodies sent to one path, parsed. */
function sentTo(fetchMock: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>)
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init.body)));
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin verification modal', () => {
  it('decisionDisabled: Reject and Needs more info need a message, Reject a ground too; nothing while busy', () => {
    expect(decisionDisabled('APPROVED', '', false, null)).toBe(false);
    expect(decisionDisabled('REJECTED', ' ', false, 'SPAM')).toBe(true);
    expect(decisionDisabled('REJECTED', 'Not yours', false, null)).toBe(true);
    expect(decisionDisabled('REJECTED', 'Not yours', false, 'IMPERSONATION')).toBe(false);
    expect(decisionDisabled('NEEDS_MORE_INFO', '', false, null)).toBe(true);
    expect(decisionDisabled('NEEDS_MORE_INFO', 'Why?', false, null)).toBe(false);
    expect(decisionDisabled('APPROVED', '', true, null)).toBe(true);
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
    expect(screen.getByRole('button', { name: 'Needs more info' })).toBeEnabled();
    // Reject waits for the published ground as well.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'IMPERSONATION');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Lock creator' }));
    expect(stack.open).toHaveBeenCalledWith(expect.objectContaining({ key: 'temporaryLockCreator' }));
  });

  it('sends a refusal with its ground', async () => {
    const fetchMock = vi.fn(async () => json(200, { ...item, status: 'REJECTED' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<VerificationReview item={item} stack={stack} />);
    await user.type(screen.getByLabelText(/Message to the applicant/), 'Not your website');
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'IMPERSONATION');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sentTo(fetchMock, '/api/admin/creators/verifications/v1')).toHaveLength(1));
    expect(sentTo(fetchMock, '/api/admin/creators/verifications/v1')[0]).toEqual({
      status: 'REJECTED',
      message: 'Not your website',
      ground: 'IMPERSONATION',
    });
  });
});

describe('the lock creator form', () => {
  it('locks only once a ground is picked, and sends it; lifting needs none', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { teamId: 't1', accessStatus: 'BLOCKED', until: null, reason: 'Bought reviews' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<LockCreatorForm teamId="t1" blocked onDone={onDone} onCancel={vi.fn()} />);
    await user.click(screen.getByLabelText('Indefinitely (until lifted)'));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Bought reviews');
    expect(screen.getByRole('button', { name: 'Lock' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'NOT_GENUINE');
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(sentTo(fetchMock, '/api/admin/creator-teams/t1/access')).toHaveLength(2));
    expect(sentTo(fetchMock, '/api/admin/creator-teams/t1/access')).toEqual([
      { accessStatus: 'BLOCKED', until: null, reason: 'Bought reviews', ground: 'NOT_GENUINE' },
      { accessStatus: 'UNBLOCKED' },
    ]);
  });
});
