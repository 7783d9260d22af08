import { describe, expect, it } from 'vitest';
import { paths, safeCallbackUrl } from './paths';

describe('safeCallbackUrl', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeCallbackUrl('/settings/sessions')).toBe('/settings/sessions');
    expect(safeCallbackUrl('/a/b?x=1#top')).toBe('/a/b?x=1#top');
  });
  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['settings'],
    [''],
    ['/auth/login?callbackUrl=/x'],
    ['/foo\nbar'],
  ])('falls back to / for %j', (raw) => {
    expect(safeCallbackUrl(raw)).toBe('/');
  });
  it('falls back for null and undefined, with a custom fallback', () => {
    expect(safeCallbackUrl(null)).toBe('/');
    expect(safeCallbackUrl(undefined, '/home')).toBe('/home');
  });
  it('builds the login href with callbackUrl and reason', () => {
    expect(paths.login.href({ callbackUrl: '/settings/sessions', reason: 'revoked' })).toBe(
      '/auth/login?callbackUrl=%2Fsettings%2Fsessions&reason=revoked',
    );
    expect(paths.login.href()).toBe('/auth/login');
  });
});
