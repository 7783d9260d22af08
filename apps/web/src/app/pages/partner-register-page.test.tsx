import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { M } from '@plaudit/contract';
import { ModalStackProvider } from '@/components/modal-stack';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import PartnerRegisterPage from './partner-register-page';

// /auth/register/partner through the real API client, only the answers canned. Sign-up answers an address that
// already has an account as it answers a new one; the flow must go on to the code screen all the same.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const codeState = () => ({
  attemptsLeft: 5,
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
});
const user = {
  id: '0193c0de-0000-7000-8000-000000000001',
  email: 'tube@example.com',
  isEmailVerified: true,
  creatorTeamMembers: [],
  youtuber: null,
  selectedCreatorTeam: null,
};
const session = {
  accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
  refreshToken: { token: 'r' },
  sessionId: 's',
  user,
};
const refused = () =>
  json(401, { status: 401, errors: [{ type: 'unauthorized', message: M.auth.error.invalid_credentials, meta: {} }] });

function answering(signIns: Array<() => Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/signUp')
      return json(200, { id: '0193c0de-0000-7000-8000-000000000002', role: 'USER', verification: codeState() });
    if (path === '/api/auth/signIn') return (signIns.shift() ?? (() => json(500, {})))();
    if (path.startsWith('/api/auth/verify-email/'))
      return json(200, { email: user.email, status: 'VERIFIED', code: null });
    if (path === '/api/auth/me') return json(200, user);
    return json(404, { status: 404, errors: [{ type: 'not_found', message: M.error.common.not_found, meta: {} }] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  authSession.clear();
  vi.unstubAllGlobals();
});

describe('PartnerRegisterPage', () => {
  it('goes on to the code screen when the sign-in after sign-up is refused, and on once the code is right', async () => {
    const fetch = answering([refused, () => json(200, session)]);
    const u = userEvent.setup();
    renderWithProviders(
      <ModalStackProvider>
        <PartnerRegisterPage />
      </ModalStackProvider>,
      { route: '/auth/register/partner' },
    );
    await u.click(await screen.findByRole('radio', { name: 'YouTuber' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.type(screen.getByLabelText('Username'), 'tube_doe');
    await u.type(screen.getByLabelText('First name'), 'Tube');
    await u.type(screen.getByLabelText('Last name'), 'Doe');
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.type(screen.getByLabelText('Confirm password'), 'secret1');
    await u.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    await u.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'OTP verification' })).toBeInTheDocument();
    expect(
      screen.queryByText('Login after registration failed. Please try logging in manually.'),
    ).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Verification code'), 'ABC123');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'YouTuber details' })).toBeInTheDocument();
    const signIns = fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/signIn'));
    expect(signIns).toHaveLength(2);
  });
});
