import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { LOGOUT_DELAY_MS, type Session } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { renderWithProviders } from '@/test/render';
import SessionsPage from './sessions-page';

// Spec §4/§8 on /settings/sessions through the real API client; only the network answers are canned here (the
// server side is covered by its integration tests, the two-device journey by Playwright).

const now = new Date().toISOString();
const session = (id: string, isCurrent: boolean): Session => ({
  id,
  isCurrent,
  browser: 'Chrome',
  platform: 'Linux',
  clientInfo: null,
  ip: '127.0.0.1',
  createdAt: now,
  lastSeenAt: now,
  expiresAt: now,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, type: string, message: string) =>
  json(status, { status, errors: [{ type, message }] });
const tokens = (token: string) => ({
  accessToken: { token, expireAt: new Date(Date.now() + 900_000).toISOString() },
  refreshToken: { token: 'r' },
  sessionId: 'current',
});

/** Answers per "METHOD path"; every call is recorded. Unknown calls fail the test loudly. */
function stubApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const answer = answers[key];
      if (!answer) throw new Error(`unexpected call ${key}`);
      return answer();
    }),
  );
  return calls;
}

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/settings/sessions" element={<SessionsPage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/auth/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/settings/sessions' },
  );
}

/** The Revoke button in the card that is (or is not) "This device". */
async function revokeButton(current: boolean) {
  const cards = await screen.findAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const card = cards.find((c) => (within(c).queryByText('This device') !== null) === current)!;
  return within(card).getByRole('button', { name: 'Revoke' });
}

const list = () => json(200, { sessions: [session('current', true), session('other', false)] });

beforeEach(() => {
  localStorage.clear();
  authSession.setTokens(tokens('tok'));
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authSession.clear();
});

describe('SessionsPage', () => {
  it('revoking the current session says so, then logs out and goes to / after 200 ms', async () => {
    stubApi({
      'GET /api/auth/sessions': list,
      'POST /api/auth/sessions/current/revoke': () => json(200, { success: true }),
    });
    renderPage();
    const revoke = await revokeButton(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(revoke);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(toasts()).toContain('This session was ended. You are logged out.');
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    expect(authSession.get().status).toBe('signedIn');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(authSession.get().status).toBe('signedOut');
  });

  it("a failed revoke says 'Failed to revoke session' and keeps the person signed in", async () => {
    stubApi({
      'GET /api/auth/sessions': list,
      'POST /api/auth/sessions/other/revoke': () => failure(500, 'unexpected', 'error.common.unexpected'),
    });
    renderPage();
    fireEvent.click(await revokeButton(false));
    await waitFor(() => expect(toasts()).toEqual(['Failed to revoke session']));
    expect(authSession.get().status).toBe('signedIn');
  });

  it("a session that is already gone says 'session not found'", async () => {
    stubApi({
      'GET /api/auth/sessions': list,
      'POST /api/auth/sessions/other/revoke': () => failure(404, 'not_found', 'error.common.session_not_found'),
    });
    renderPage();
    fireEvent.click(await revokeButton(false));
    await waitFor(() => expect(toasts()).toEqual(['session not found']));
  });

  it("a failed revoke-all says 'Failed to revoke all sessions' and stays when the reason is not about auth", async () => {
    stubApi({
      'GET /api/auth/sessions': list,
      'POST /api/auth/sessions/revoke-all-except-current': () => failure(500, 'unexpected', 'error.common.unexpected'),
    });
    renderPage();
    await revokeButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke all other sessions' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to revoke all sessions']));
    expect(authSession.get().status).toBe('signedIn');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('a failed revoke-all whose message is about auth logs out and goes to /', async () => {
    const calls = stubApi({
      'GET /api/auth/sessions': list,
      'POST /api/auth/sessions/revoke-all-except-current': () =>
        failure(401, 'unauthorized', 'error.common.unauthorized'),
      'POST /api/auth/refresh-token': () => json(200, tokens('new')),
      'POST /api/auth/signOut': () => json(200, { success: true }),
    });
    renderPage();
    await revokeButton(false);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke all other sessions' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(toasts()).toEqual(['Failed to revoke all sessions']);
    expect(authSession.get().status).toBe('signedOut');
    expect(calls).toContain('POST /api/auth/signOut');
  });
});
