import { describe, expect, it } from 'vitest';
import { M } from '@plaudit/contract';
import { ApiError } from './api-error';
import { errorText, withFallback } from './error-text';
import { i18n } from './i18n';

describe('errorText', () => {
  it("a refused post of a muted person says until when, as a readable date, in the person's language", async () => {
    const error = ApiError.single(403, 'forbidden', M.punishments.error.muted, {
      until: '2026-12-15T09:30:00.000Z',
      reason: 'Spam',
    });
    await i18n.changeLanguage('en');
    expect(errorText(error)).toMatch(/^You are muted until Dec 15, 2026, \d{1,2}:30 (AM|PM)$/);
    await i18n.changeLanguage('de');
    expect(errorText(error)).toMatch(/^Du bist stummgeschaltet bis 15\.12\.2026, \d{2}:30$/);
    await i18n.changeLanguage('en');
    expect(errorText(ApiError.single(403, 'forbidden', M.punishments.error.muted_no_end, { until: null }))).toBe(
      'You are muted',
    );
  });
});

describe('withFallback (the "Other")', () => {
  it("replaces a failure with no reason of its own by the action's message", async () => {
    await i18n.changeLanguage('en');
    expect(
      errorText(
        withFallback(ApiError.single(500, 'unexpected', M.error.common.unexpected), M.creator.error.upload_failed),
      ),
    ).toBe('failed to upload image');
    expect(
      errorText(
        withFallback(
          ApiError.single(502, 'unexpected', M.error.common.invalid_response),
          M.creator.error.delete_failed,
        ),
      ),
    ).toBe('failed to delete image');
    expect(errorText(withFallback(new Error('boom'), M.creator.error.invite_failed))).toBe('failed to send invite');
    expect(errorText(withFallback(undefined, M.profile.error.username_not_updated))).toBe('username not updated');
  });

  it('keeps a named reason, and always a throttle or an offline server (already reported by the API client)', () => {
    const tooLarge = ApiError.single(413, 'payload_too_large', M.error.common.payload_too_large);
    expect(withFallback(tooLarge, M.creator.error.upload_failed)).toBe(tooLarge);
    const throttle = ApiError.single(429, 'throttle', M.error.common.throttle, { remainingSeconds: 5 });
    expect(withFallback(throttle, M.session.error.revoke_all_failed, () => false)).toBe(throttle);
    const offline = ApiError.single(401, 'SESSION_INVALID', M.error.common.server_offline, { network: true });
    expect(withFallback(offline, M.session.error.revoke_all_failed, () => false)).toBe(offline);
    const forbidden = ApiError.single(403, 'forbidden', M.error.common.forbidden);
    expect(withFallback(forbidden, M.session.error.revoke_all_failed, () => false).first.message).toBe(
      M.session.error.revoke_all_failed,
    );
  });
});
