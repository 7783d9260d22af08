import { afterEach, describe, expect, it, vi } from 'vitest';

// A forced sign-out can race a full navigation: the old page signs out while the new one loads. The new page must
// still know why the session ended, so the login page can say it.
async function freshModule() {
  vi.resetModules();
  return (await import('./auth-session')).authSession;
}

const pair = {
  accessToken: { token: 'access', expireAt: new Date(Date.now() + 60_000).toISOString() },
  refreshToken: { token: 'refresh' },
  sessionId: 'session-1',
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('why the last session ended', () => {
  it('survives a page load in the same tab, also when restoring finds no session', async () => {
    const before = await freshModule();
    before.setTokens(pair);
    before.clear('revoked');

    const after = await freshModule();
    expect(after.get().endReason).toBe('revoked');
    after.setSignedOut();
    expect(after.get().endReason).toBe('revoked');
  });

  it('is forgotten on the next sign-in and on a sign-out by choice', async () => {
    const first = await freshModule();
    first.clear('expired');
    first.setTokens(pair);
    expect((await freshModule()).get().endReason).toBeNull();

    const second = await freshModule();
    second.clear('blocked');
    second.clear();
    expect((await freshModule()).get().endReason).toBeNull();
  });
});
