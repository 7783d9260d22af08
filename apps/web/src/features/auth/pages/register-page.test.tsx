import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { M } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import RegisterPage from './register-page';

// /auth/register through the real API client, only the answers canned. Sign-up answers an address that already has
// an account as it answers a new one; the page must go on to the code screen all the same, not say that the
// sign-in after it refused the password (which would tell the two apart).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const codeState = () => ({
  attemptsLeft: 5,
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  resendAvailableAt: inAMinute(),
});
const user = { id: '0193c0de-0000-7000-8000-000000000001', email: 'jane@example.com', isEmailVerified: true };
const session = {
  accessToken: { token: 'tok', expireAt: new Date(Date.now() + 900_000).toISOString() },
  refreshToken: { token: 'r' },
  sessionId: 'sess-1',
  user,
};

function answering(
  signIns: Array<() => Response>,
  verify: () => Response = () => json(200, { email: user.email, status: 'VERIFIED', code: null }),
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/signUp')
      return json(200, { id: '0193c0de-0000-7000-8000-000000000002', role: 'USER', verification: codeState() });
    if (path === '/api/auth/signIn') return (signIns.shift() ?? (() => json(500, {})))();
    if (path.startsWith('/api/auth/verify-email/')) return verify();
    if (path === '/api/auth/me') return json(200, user);
    return json(404, { status: 404, errors: [{ type: 'not_found', message: M.error.common.not_found, meta: {} }] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const refused = () =>
  json(401, { status: 401, errors: [{ type: 'unauthorized', message: M.auth.error.invalid_credentials, meta: {} }] });

async function register() {
  const u = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/auth/register" element={<RegisterPage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/auth/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/auth/register' },
  );
  await u.type(screen.getByLabelText('Username'), 'jane_doe');
  await u.type(screen.getByLabelText('First name'), 'Jane');
  await u.type(screen.getByLabelText('Last name'), 'Doe');
  await u.type(screen.getByLabelText('Email'), user.email);
  await u.type(screen.getByLabelText('Password'), 'secret1');
  await u.type(screen.getByLabelText('Confirm password'), 'secret1');
  await u.click(screen.getByLabelText('I accept the terms and the privacy policy'));
  await u.click(screen.getByRole('button', { name: 'Register' }));
  return u;
}

afterEach(() => {
  authSession.clear();
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('goes on to the code screen when the sign-in after sign-up is refused, as for a new address', async () => {
    const fetch = answering([refused]);
    await register();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(
      screen.queryByText('Login after registration failed. Please try logging in manually.'),
    ).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/signIn'))).toHaveLength(1);
  });

  it('any other failure of that sign-in says so, as before', async () => {
    answering([
      () => json(500, { status: 500, errors: [{ type: 'unexpected', message: M.error.common.unexpected, meta: {} }] }),
    ]);
    await register();
    expect(
      await screen.findByText(/Login after registration failed\. Please try logging in manually\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('on the signed-out code screen, a right code signs in with the same credentials and leaves', async () => {
    const fetch = answering([refused, () => json(200, session)]);
    const u = await register();
    await screen.findByRole('heading', { name: 'Verify your email' });
    await u.type(screen.getByLabelText('Verification code'), 'ABC123');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const signIns = fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/signIn'));
    expect(signIns).toHaveLength(2);
    expect(JSON.parse(String(signIns[1]![1]!.body))).toMatchObject({ email: user.email, password: 'secret1' });
  });
});
