import { describe, expect, it } from 'vitest';
import { M } from '@plaudit/contract';
import { ApiError } from './api-error';
import { errorText } from './error-text';
import { i18n } from './i18n';

describe('errorText', () => {
  it("a refused post of a muted person says until when, as a readable date, in the person's language", async () => {
    const error = ApiError.single(403, 'forbidden', M.trust.error.muted, { until: '2026-12-15T09:30:00.000Z', reason: 'Spam' });
    await i18n.changeLanguage('en');
    expect(errorText(error)).toMatch(/^You are muted until Dec 15, 2026, \d{1,2}:30 (AM|PM)$/);
    await i18n.changeLanguage('de');
    expect(errorText(error)).toMatch(/^Du bist stummgeschaltet bis 15\.12\.2026, \d{2}:30$/);
    await i18n.changeLanguage('en');
    expect(errorText(ApiError.single(403, 'forbidden', M.trust.error.muted_no_end, { until: null }))).toBe('You are muted');
  });
});
