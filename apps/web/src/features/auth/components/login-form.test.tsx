import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession } from '@/lib/auth-session';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('shows the messages for empty and invalid fields', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await submit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows invalid email and short password', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await submit('not-an-email', 'abc');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('links to forgot-password', () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('shows the server message for wrong credentials', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, { status: 401, errors: [{ type: 'unauthorized', message: 'auth.error.invalid_credentials' }] }),
      ),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await submit('jane@example.com', 'secret1');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("an answer that is not a session shows 'error:unexpected' and signs nobody in", async () => {
    localStorage.setItem('x-session-id', 'visitor');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { hello: 'proxy page' })),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await submit('jane@example.com', 'secret1');
    expect(await screen.findByText('error:unexpected')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(authSession.get().status).not.toBe('signedIn');
  });

  it('shows the ban info with the end date or contact support', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(403, {
          status: 403,
          errors: [
            { type: 'banned', message: 'auth.error.banned', meta: { reason: 'Spam', until: null, comment: null } },
          ],
        }),
      ),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await submit('jane@example.com', 'secret1');
    expect(await screen.findByText('This account is banned')).toBeInTheDocument();
    expect(screen.getByText('Reason: Spam')).toBeInTheDocument();
    expect(screen.getByText(/contact support/)).toBeInTheDocument();
  });

  it('shows the throttle countdown in the form', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          status: 429,
          errors: [{ type: 'throttle', message: 'error.common.throttle', meta: { remainingSeconds: 30 } }],
        }),
      ),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await submit('jane@example.com', 'secret1');
    expect(await screen.findByText('Too many attempts. Try again in 30 s.')).toBeInTheDocument();
  });

  it('a throttled sign-in shows the countdown toast as well as the inline notice', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          status: 429,
          errors: [{ type: 'throttle', message: 'error.common.throttle', meta: { remainingSeconds: 30 } }],
        }),
      ),
    );
    renderWithProviders(
      <>
        <Notifications />
        <LoginForm onSignedIn={vi.fn()} />
      </>,
    );
    await submit('jane@example.com', 'secret1');
    await waitFor(() => expect(screen.getAllByText('Too many attempts. Try again in 30 s.')).toHaveLength(2));
    const toast = screen
      .getAllByText('Too many attempts. Try again in 30 s.')
      .find((el) => el.closest('.mantine-Notification-root'));
    expect(toast).toBeDefined();
  });

  it('calls onSignedIn with the answer', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    const answer = {
      accessToken: { token: 't', expireAt: new Date(Date.now() + 900_000).toISOString() },
      refreshToken: { token: 'r' },
      sessionId: 's',
      user: { id: 'u' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, answer)),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await submit('jane@example.com', 'secret1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });
});
