import { describe, expect, it } from 'vitest';
import { contractDe, contractEn, englishText, M } from './index.js';

// Every message key has English and German text, and the German catalogue mirrors the English keys exactly.

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node === null || typeof node !== 'object') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}
const germanText = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      contractDe,
    );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const keyLeaves = leaves(M);

describe('message keys', () => {
  it('there are keys at all', () => {
    expect(keyLeaves.length).toBeGreaterThan(50);
  });
  it.each(keyLeaves)('M.%s is its own dotted path', (path, value) => {
    expect(value).toBe(path);
  });
  it.each(keyLeaves.map(([path]) => path))(
    '%s has non-empty English and German text with the same placeholders',
    (key) => {
      const english = englishText(key);
      const german = germanText(key);
      expect(typeof english).toBe('string');
      expect(english?.trim()).not.toBe('');
      expect(typeof german).toBe('string');
      expect((german as string).trim()).not.toBe('');
      expect(placeholders(german as string)).toEqual(placeholders(english as string));
    },
  );
  it('German has exactly the English keys, nothing more, nothing less', () => {
    expect(
      leaves(contractDe)
        .map(([k]) => k)
        .sort(),
    ).toEqual(
      leaves(contractEn)
        .map(([k]) => k)
        .sort(),
    );
  });
  it('englishText answers undefined for unknown keys and for branches', () => {
    expect(englishText('validation.nope')).toBeUndefined();
    expect(englishText('validation.username')).toBeUndefined();
    expect(englishText('')).toBeUndefined();
  });
});

describe('wording quoted by the spec (§4, §5, §8)', () => {
  it.each([
    ['validation.terms.required', 'Terms and conditions are required'],
    ['validation.otp.length', 'OTP must be exactly 6 characters'],
    ['validation.otp.required', 'OTP is required'],
    ['validation.firstName.min', 'First name must be at least 2 characters'],
    ['validation.firstName.required', 'First name is required'],
    ['validation.lastName.min', 'Last name must be at least 2 characters'],
    ['validation.lastName.required', 'Last name is required'],
    ['validation.username.min', 'Username must be at least 3 characters'],
    ['validation.username.max', 'Username cannot be longer than 20 characters'],
    ['validation.username.pattern', 'Username can only contain letters, numbers, and underscores'],
    ['validation.username.required', 'Username is required'],
    ['validation.email.invalid', 'Invalid email address'],
    ['validation.email.required', 'Email is required'],
    ['validation.password.min8', 'Password must be at least 8 characters'],
    ['validation.password.required', 'Password is required'],
    ['validation.confirmPassword.mismatch', 'Passwords must match'],
    ['validation.confirmPassword.required', 'Confirm password is required'],
    ['validation.social.websiteUrl', 'Invalid website URL'],
    ['validation.social.facebookUrl', 'Invalid Facebook URL'],
    ['validation.social.xUrl', 'Invalid X URL'],
    ['validation.social.instagramUrl', 'Invalid Instagram URL'],
    ['validation.social.tiktokUrl', 'Invalid TikTok URL'],
    ['validation.social.youtubeUrl', 'Invalid YouTube URL'],
    ['validation.social.discordUrl', 'Invalid Discord URL'],
    ['auth.error.register_after_login_failed', 'Login after registration failed. Please try logging in manually.'],
    ['error.common.unexpected', 'An unexpected error occurred'],
    ['error.common.invalid_response', 'The service returned an invalid response. Please try again.'],
    ['error.common.server_offline', 'server offline'],
    ['error.common.session_not_found', 'session not found'],
    ['error.common.unauthorized', 'unauthorized'],
    ['error.common.try_again', 'try again'],
    ['error.unexpected', 'error:unexpected'],
    ['profile.error.username_already_exists', 'username already exists'],
    ['profile.error.username_not_updated', 'username not updated'],
    ['session.error.revoke_failed', 'Failed to revoke session'],
    ['session.error.revoke_all_failed', 'Failed to revoke all sessions'],
    ['creator.error.team_not_found', 'creator team not found'],
    ['creator.error.upload_failed', 'failed to upload image'],
    ['creator.error.delete_failed', 'failed to delete image'],
    ['creator.error.invite_failed', 'failed to send invite'],
  ])('%s = %j', (key, text) => {
    expect(englishText(key)).toBe(text);
  });
  it('the password-change and email-change keys exist', () => {
    for (const key of [
      'profile.error.not_found',
      'profile.error.password_same_as_current',
      'profile.error.no_pending_password_change',
      'profile.error.otp_resend_cooldown',
      'profile.error.password_change_invalid_otp',
      'profile.error.no_pending_email_change',
      'profile.error.invalid_token',
      'profile.error.email_change_invalid_otp',
    ]) {
      expect(englishText(key), key).toBeTypeOf('string');
    }
  });
});
