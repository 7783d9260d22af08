import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeEmailStartSchema,
  creatorDetailsSchema,
  forgotPasswordBodySchema,
  INVITABLE_TEAM_ROLES,
  passwordChangeConfirmSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  registerFormSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  signInBodySchema,
  signUpBodySchema,
  socialLinksUpdateSchema,
  teamInviteSchema,
  updateNamesBodySchema,
  updateUsernameBodySchema,
  verifyEmailBodySchema,
  youtuberDetailsSchema,
  bioSchema,
  englishText,
  M,
} from './index.js';

// Spec §5, rule by rule, at the edges. Messages are compared in English: either through englishText(key) of the
// contract or, where the spec quotes the wording, against the spec's own words written out literally.

/** English text of every issue at `path` ('' = root), in zod's order. */
function messagesAt(schema: z.ZodType, value: unknown, path: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.map(String).join('.') === path)
    .map((issue) => englishText(issue.message) ?? `<no English text for "${issue.message}">`);
}
/** What a form shows under a field: the first issue at that path (react-hook-form's firstError). */
const firstMessage = (schema: z.ZodType, value: unknown, path: string) => messagesAt(schema, value, path)[0];
const chars = (n: number, ch = 'a') => ch.repeat(n);
const en = (key: string) => {
  const text = englishText(key);
  if (text === undefined) throw new Error(`no English text for ${key}`);
  return text;
};

const validRegister = {
  username: 'jane_doe1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret',
  confirmPassword: 'secret',
  registerType: 'USER',
  terms: true,
  monthlyBulletin: false,
};
const register = (over: Record<string, unknown>) => ({ ...validRegister, ...over });

describe('register form (the Register)', () => {
  it('accepts a valid form, with and without the optional monthly bulletin', () => {
    expect(registerFormSchema.safeParse(validRegister).success).toBe(true);
    const { monthlyBulletin: _omit, ...withoutBulletin } = validRegister;
    expect(registerFormSchema.safeParse(withoutBulletin).success).toBe(true);
    expect(firstMessage(registerFormSchema, register({ monthlyBulletin: 'yes' }), 'monthlyBulletin')).toBeDefined();
  });

  describe('username: 3–20 characters, letters, digits and underscore', () => {
    it.each([3, 20])('accepts %i characters', (n) => {
      expect(firstMessage(registerFormSchema, register({ username: chars(n) }), 'username')).toBeUndefined();
    });
    it('refuses 2 characters with the minimum message', () => {
      expect(firstMessage(registerFormSchema, register({ username: 'ab' }), 'username')).toBe(
        'Username must be at least 3 characters',
      );
    });
    it('refuses 21 characters with the maximum message', () => {
      expect(firstMessage(registerFormSchema, register({ username: chars(21) }), 'username')).toBe(
        'Username cannot be longer than 20 characters',
      );
    });
    it('accepts letters, digits and underscores in any mix', () => {
      for (const username of ['Abc', 'a_1', '___', '123', 'Jane_Doe_2026']) {
        expect(firstMessage(registerFormSchema, register({ username }), 'username')).toBeUndefined();
      }
    });
    it.each(['jane-doe', 'jane.doe', 'jane doe', 'jäne', 'jane@x', 'ja$ne'])(
      'refuses %j with the pattern message',
      (username) => {
        expect(firstMessage(registerFormSchema, register({ username }), 'username')).toBe(
          'Username can only contain letters, numbers, and underscores',
        );
      },
    );
    it('says it is required when empty or missing', () => {
      expect(firstMessage(registerFormSchema, register({ username: '' }), 'username')).toBe('Username is required');
      expect(firstMessage(registerFormSchema, register({ username: undefined }), 'username')).toBe(
        'Username is required',
      );
    });
  });

  describe.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ])('%s: 2–50 characters', (field, label) => {
    it.each([2, 50])('accepts %i characters', (n) => {
      expect(firstMessage(registerFormSchema, register({ [field]: chars(n) }), field)).toBeUndefined();
    });
    it('refuses 1 character with the minimum message', () => {
      expect(firstMessage(registerFormSchema, register({ [field]: 'J' }), field)).toBe(
        `${label} must be at least 2 characters`,
      );
    });
    it('refuses 51 characters with the maximum message', () => {
      expect(firstMessage(registerFormSchema, register({ [field]: chars(51) }), field)).toBe(
        en(`validation.${field}.max`),
      );
      expect(en(`validation.${field}.max`)).toContain('50');
    });
    it('says it is required when empty', () => {
      expect(firstMessage(registerFormSchema, register({ [field]: '' }), field)).toBe(`${label} is required`);
    });
  });

  describe('email', () => {
    it.each(['jane@example.com', 'j.d+tag@sub.example.co.uk'])('accepts %s', (email) => {
      expect(firstMessage(registerFormSchema, register({ email }), 'email')).toBeUndefined();
    });
    it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@@example.com'])(
      'refuses %j as invalid',
      (email) => {
        expect(firstMessage(registerFormSchema, register({ email }), 'email')).toBe('Invalid email address');
      },
    );
    it('says it is required when empty', () => {
      expect(firstMessage(registerFormSchema, register({ email: '' }), 'email')).toBe('Email is required');
    });
  });

  describe('password: at least 6', () => {
    it('refuses 5 characters', () => {
      expect(
        firstMessage(registerFormSchema, register({ password: '12345', confirmPassword: '12345' }), 'password'),
      ).toBe('Password must be at least 6 characters');
    });
    it('accepts 6 characters', () => {
      expect(registerFormSchema.safeParse(register({ password: '123456', confirmPassword: '123456' })).success).toBe(
        true,
      );
    });
    it('says it is required when empty', () => {
      expect(firstMessage(registerFormSchema, register({ password: '' }), 'password')).toBe('Password is required');
    });
  });

  describe('confirmPassword', () => {
    it('refuses a mismatch on the confirmation field', () => {
      expect(firstMessage(registerFormSchema, register({ confirmPassword: 'secreT' }), 'confirmPassword')).toBe(
        'Passwords must match',
      );
    });
    it('says it is required when empty', () => {
      expect(firstMessage(registerFormSchema, register({ confirmPassword: '' }), 'confirmPassword')).toBe(
        'Confirm password is required',
      );
    });
  });

  describe('registerType', () => {
    it.each(['USER', 'CREATOR', 'YOUTUBER'])('accepts %s', (registerType) => {
      expect(registerFormSchema.safeParse(register({ registerType })).success).toBe(true);
    });
    it.each(['ADMIN', 'user', '', undefined])('refuses %j', (registerType) => {
      expect(firstMessage(registerFormSchema, register({ registerType }), 'registerType')).toBe(
        en(M.validation.registerType.invalid),
      );
    });
  });

  describe('terms', () => {
    it("refuses an unticked box with 'Terms and conditions are required'", () => {
      expect(firstMessage(registerFormSchema, register({ terms: false }), 'terms')).toBe(
        'Terms and conditions are required',
      );
    });
    it('refuses a missing value', () => {
      expect(firstMessage(registerFormSchema, register({ terms: undefined }), 'terms')).toBeDefined();
    });
  });

  it('the sign-up body has the same field rules, without the form-only fields', () => {
    const { confirmPassword: _c, terms: _t, ...body } = validRegister;
    expect(signUpBodySchema.safeParse(body).success).toBe(true);
    expect(firstMessage(signUpBodySchema, { ...body, username: 'ab' }, 'username')).toBe(
      'Username must be at least 3 characters',
    );
    expect(firstMessage(signUpBodySchema, { ...body, password: '12345' }, 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstMessage(signUpBodySchema, { ...body, language: 'fr' }, 'language')).toBe(
      en(M.validation.language.invalid),
    );
    expect(signUpBodySchema.safeParse({ ...body, language: 'de' }).success).toBe(true);
  });
});

describe('login (the Login)', () => {
  const login = (over: Record<string, unknown>) => ({ email: 'jane@example.com', password: 'secret', ...over });
  it('accepts a valid email and 6 characters of password', () => {
    expect(signInBodySchema.safeParse(login({})).success).toBe(true);
  });
  it('refuses 5 characters of password', () => {
    expect(firstMessage(signInBodySchema, login({ password: '12345' }), 'password')).toBe(
      'Password must be at least 6 characters',
    );
  });
  it('refuses an invalid or empty email', () => {
    expect(firstMessage(signInBodySchema, login({ email: 'jane@' }), 'email')).toBe('Invalid email address');
    expect(firstMessage(signInBodySchema, login({ email: '' }), 'email')).toBe('Email is required');
  });
  it('says the password is required when empty', () => {
    expect(firstMessage(signInBodySchema, login({ password: '' }), 'password')).toBe('Password is required');
  });
});

describe('email code (the Email code)', () => {
  const OTP = 'OTP must be exactly 6 characters';
  it.each(['ABC123', 'abcdef', '000000', 'aB3dE9'])('accepts %s', (token) => {
    expect(verifyEmailBodySchema.safeParse({ token }).success).toBe(true);
  });
  it.each([
    ['5 characters', 'ABC12'],
    ['7 characters', 'ABC1234'],
    ['a hyphen', 'ABC-12'],
    ['a space inside', 'AB C12'],
    ['an accented letter', 'ABCD1é'],
    ['punctuation', 'AB!@12'],
  ])('refuses %s', (_what, token) => {
    expect(firstMessage(verifyEmailBodySchema, { token }, 'token')).toBe(OTP);
  });
  it('says it is required when empty', () => {
    expect(firstMessage(verifyEmailBodySchema, { token: '' }, 'token')).toBe('OTP is required');
  });
});

describe('creator details (the Creator details)', () => {
  const valid = { brandName: 'Acme', website: 'https://acme.example.com', creatorProfile: 'Acme2026' };
  const creator = (over: Record<string, unknown>) => ({ ...valid, ...over });
  it('accepts valid details without a description', () => {
    expect(creatorDetailsSchema.safeParse(valid).success).toBe(true);
  });
  it('brandName: 1 character is refused, 2 accepted', () => {
    expect(firstMessage(creatorDetailsSchema, creator({ brandName: 'A' }), 'brandName')).toBe(
      en(M.validation.brandName.min),
    );
    expect(en(M.validation.brandName.min)).toContain('at least 2');
    expect(firstMessage(creatorDetailsSchema, creator({ brandName: 'AB' }), 'brandName')).toBeUndefined();
  });
  it.each(['https://acme.com', 'http://acme.com/path?q=1', 'https://www.acme.co.uk/'])(
    'website accepts %s',
    (website) => {
      expect(firstMessage(creatorDetailsSchema, creator({ website }), 'website')).toBeUndefined();
    },
  );
  it.each(['acme', 'acme.com', 'ftp://acme.com', 'javascript:alert(1)', 'https://', ''])(
    'website refuses %j',
    (website) => {
      expect(firstMessage(creatorDetailsSchema, creator({ website }), 'website')).toBe('Invalid website URL');
    },
  );
  it.each(['acme', 'Acme2026', '123'])('creatorProfile accepts %s', (creatorProfile) => {
    expect(firstMessage(creatorDetailsSchema, creator({ creatorProfile }), 'creatorProfile')).toBeUndefined();
  });
  it.each(['acme_brand', 'acme-brand', 'acme brand', 'acme.com', 'äcme'])(
    'creatorProfile refuses %j (letters and digits only)',
    (creatorProfile) => {
      expect(firstMessage(creatorDetailsSchema, creator({ creatorProfile }), 'creatorProfile')).toBe(
        en(M.validation.creatorProfile.pattern),
      );
    },
  );
  it('creatorProfile is required', () => {
    expect(firstMessage(creatorDetailsSchema, creator({ creatorProfile: '' }), 'creatorProfile')).toBe(
      en(M.validation.creatorProfile.required),
    );
  });
  it('description: when given, 9 characters are refused and 10 accepted', () => {
    expect(firstMessage(creatorDetailsSchema, creator({ description: chars(9) }), 'description')).toBe(
      en(M.validation.description.min),
    );
    expect(en(M.validation.description.min)).toContain('at least 10');
    expect(firstMessage(creatorDetailsSchema, creator({ description: chars(10) }), 'description')).toBeUndefined();
  });
});

describe('YouTuber details (the YouTuber details)', () => {
  const valid = { pageName: 'My Channel', youtubeUrl: 'https://www.youtube.com/@mychannel' };
  const yt = (over: Record<string, unknown>) => ({ ...valid, ...over });
  it('pageName: 1 character is refused, 2 accepted', () => {
    expect(firstMessage(youtuberDetailsSchema, yt({ pageName: 'A' }), 'pageName')).toBe(en(M.validation.pageName.min));
    expect(en(M.validation.pageName.min)).toContain('at least 2');
    expect(firstMessage(youtuberDetailsSchema, yt({ pageName: 'AB' }), 'pageName')).toBeUndefined();
  });
  const paths = [
    '/@mychannel',
    '/@my.channel-1',
    '/channel/UCuAXFkgsw1L7xaCfnd5JJOw',
    '/c/MyChannel',
    '/user/mychannel',
    '/@mychannel/',
  ];
  const hosts = ['https://www.youtube.com', 'https://m.youtube.com', 'https://youtube.com', 'http://www.youtube.com'];
  it.each(hosts.flatMap((host) => paths.map((path) => host + path)))('accepts %s', (youtubeUrl) => {
    expect(firstMessage(youtuberDetailsSchema, yt({ youtubeUrl }), 'youtubeUrl')).toBeUndefined();
  });
  it.each([
    'youtube.com/@mychannel',
    'www.youtube.com/@mychannel',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/@ab',
    'https://www.youtube.com/channel/notAChannelId',
    'https://www.youtube.com/playlist?list=PL123',
    'https://notyoutube.com/@mychannel',
    'https://youtube.com.evil.example/@mychannel',
    'https://music.youtube.com/@mychannel',
    'ftp://www.youtube.com/@mychannel',
    'https://www.youtube.com/@mychannel?x=<script>',
    '',
  ])('refuses %j', (youtubeUrl) => {
    expect(firstMessage(youtuberDetailsSchema, yt({ youtubeUrl }), 'youtubeUrl')).toBe(
      en(M.validation.youtubeUrl.invalid),
    );
  });
});

describe('social URLs (the Social URLs)', () => {
  const fields = [
    ['websiteUrl', 'Invalid website URL'],
    ['facebookUrl', 'Invalid Facebook URL'],
    ['xUrl', 'Invalid X URL'],
    ['instagramUrl', 'Invalid Instagram URL'],
    ['tiktokUrl', 'Invalid TikTok URL'],
    ['youtubeUrl', 'Invalid YouTube URL'],
    ['discordUrl', 'Invalid Discord URL'],
  ] as const;
  it.each(fields)('%s refuses a non-URL with %j', (field, message) => {
    expect(firstMessage(socialLinksUpdateSchema, { [field]: 'not a url' }, field)).toBe(message);
    expect(firstMessage(socialLinksUpdateSchema, { [field]: 'example.com' }, field)).toBe(message);
  });
  it.each(fields)('%s is optional: missing, empty or null all mean no link', (field) => {
    expect(socialLinksUpdateSchema.safeParse({}).success).toBe(true);
    expect(socialLinksUpdateSchema.parse({ [field]: '' })[field]).toBeNull();
    expect(socialLinksUpdateSchema.parse({ [field]: null })[field]).toBeNull();
    expect(socialLinksUpdateSchema.parse({ [field]: 'https://example.com/me' })[field]).toBe('https://example.com/me');
  });
});

describe('team invite (the Team invite)', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', role: 'EDITOR' };
  const invite = (over: Record<string, unknown>) => ({ ...valid, ...over });
  it.each(['OWNER', 'ADMIN', 'EDITOR'])('accepts the role %s', (role) => {
    expect(teamInviteSchema.safeParse(invite({ role })).success).toBe(true);
  });
  it.each(['MEMBER', 'owner', '', undefined])('refuses the role %j as required', (role) => {
    expect(firstMessage(teamInviteSchema, invite({ role }), 'role')).toBe('Role is required');
  });
  it('the modal offers only ADMIN and EDITOR', () => {
    expect([...INVITABLE_TEAM_ROLES]).toEqual(['ADMIN', 'EDITOR']);
  });
  it('names are required and at least 2 characters', () => {
    expect(firstMessage(teamInviteSchema, invite({ firstName: '' }), 'firstName')).toBe('First name is required');
    expect(firstMessage(teamInviteSchema, invite({ firstName: 'A' }), 'firstName')).toBe(
      'First name must be at least 2 characters',
    );
    expect(firstMessage(teamInviteSchema, invite({ lastName: '' }), 'lastName')).toBe('Last name is required');
    expect(firstMessage(teamInviteSchema, invite({ lastName: 'L' }), 'lastName')).toBe(
      'Last name must be at least 2 characters',
    );
    expect(firstMessage(teamInviteSchema, invite({ firstName: 'An', lastName: 'Le' }), 'firstName')).toBeUndefined();
  });
  it('email is valid and required', () => {
    expect(firstMessage(teamInviteSchema, invite({ email: '' }), 'email')).toBe('Email is required');
    expect(firstMessage(teamInviteSchema, invite({ email: 'ann' }), 'email')).toBe('Invalid email address');
  });
});

describe('profile form (the Profile form)', () => {
  const valid = { firstName: 'Jane', lastName: 'Doe', username: 'jane_doe', email: 'jane@example.com' };
  const profile = (over: Record<string, unknown>) => ({ ...valid, ...over });
  it('accepts a valid form; language, currency and notification flags are optional', () => {
    expect(profileFormSchema.safeParse(valid).success).toBe(true);
    expect(
      profileFormSchema.safeParse(profile({ language: 'de', currency: 'EUR', notifications: { newReview: true } }))
        .success,
    ).toBe(true);
    expect(
      firstMessage(profileFormSchema, profile({ notifications: { newReview: 'yes' } }), 'notifications.newReview'),
    ).toBeDefined();
    expect(firstMessage(profileFormSchema, profile({ language: 'xx' }), 'language')).toBe(
      en(M.validation.language.invalid),
    );
    expect(firstMessage(profileFormSchema, profile({ currency: 'XXX' }), 'currency')).toBe(
      en(M.validation.currency.invalid),
    );
  });
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'D', 'Last name must be at least 2 characters'],
    ['username', '', 'Username is required'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', chars(21), 'Username cannot be longer than 20 characters'],
    ['username', 'jane-doe', 'Username can only contain letters, numbers, and underscores'],
    ['email', '', 'Email is required'],
    ['email', 'jane.example.com', 'Invalid email address'],
  ])('%s = %j shows %j', (field, value, message) => {
    expect(firstMessage(profileFormSchema, profile({ [field]: value }), field)).toBe(message);
  });
  it.each([
    ['firstName', 'Jo'],
    ['lastName', 'Li'],
    ['username', 'abc'],
    ['username', chars(20)],
  ])('%s = %j is accepted', (field, value) => {
    expect(firstMessage(profileFormSchema, profile({ [field]: value }), field)).toBeUndefined();
  });
  it('the names and username request bodies reuse the same rules', () => {
    expect(firstMessage(updateNamesBodySchema, { firstName: 'J', lastName: 'Doe' }, 'firstName')).toBe(
      'First name must be at least 2 characters',
    );
    expect(firstMessage(updateUsernameBodySchema, { username: 'a b' }, 'username')).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
    expect(firstMessage(changeEmailStartSchema, { email: 'x' }, 'email')).toBe('Invalid email address');
  });
});

describe('passwords (the Passwords)', () => {
  it('forgot-password: email valid and required', () => {
    expect(forgotPasswordBodySchema.safeParse({ email: 'jane@example.com' }).success).toBe(true);
    expect(firstMessage(forgotPasswordBodySchema, { email: '' }, 'email')).toBe('Email is required');
    expect(firstMessage(forgotPasswordBodySchema, { email: 'jane' }, 'email')).toBe('Invalid email address');
  });

  describe('reset password: accepts what its message says, 8 characters', () => {
    it('accepts 8 characters', () => {
      expect(resetPasswordBodySchema.safeParse({ token: 'abc', newPassword: '12345678' }).success).toBe(true);
    });
    it('refuses 7 characters with the message that says 8', () => {
      expect(firstMessage(resetPasswordBodySchema, { token: 'abc', newPassword: '1234567' }, 'newPassword')).toBe(
        'Password must be at least 8 characters',
      );
    });
    it('needs a token', () => {
      expect(firstMessage(resetPasswordBodySchema, { token: '', newPassword: '12345678' }, 'token')).toBe(
        en(M.validation.token.required),
      );
    });
    it('the form refuses a mismatching confirmation', () => {
      const form = { token: 'abc', newPassword: '12345678', confirmPassword: '12345679' };
      expect(firstMessage(resetPasswordFormSchema, form, 'confirmPassword')).toBe('Passwords must match');
      expect(resetPasswordFormSchema.safeParse({ ...form, confirmPassword: '12345678' }).success).toBe(true);
      expect(firstMessage(resetPasswordFormSchema, { ...form, confirmPassword: '' }, 'confirmPassword')).toBe(
        'Confirm password is required',
      );
    });
  });

  describe('password change: at least 8', () => {
    const valid = { otp: 'ABC123', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };
    const change = (over: Record<string, unknown>) => ({ ...valid, ...over });
    it('refuses 7 characters and accepts 8', () => {
      expect(
        firstMessage(
          passwordChangeFormSchema,
          change({ newPassword: '1234567', confirmPassword: '1234567' }),
          'newPassword',
        ),
      ).toBe('Password must be at least 8 characters');
      expect(
        passwordChangeFormSchema.safeParse(change({ newPassword: '12345678', confirmPassword: '12345678' })).success,
      ).toBe(true);
      expect(passwordChangeConfirmSchema.safeParse({ otp: 'ABC123', newPassword: '12345678' }).success).toBe(true);
    });
    it.each([
      ['newPassword', { newPassword: '' }, 'Password is required'],
      ['confirmPassword', { confirmPassword: '' }, 'Confirm password is required'],
      ['confirmPassword', { confirmPassword: 'abcdefgX' }, 'Passwords must match'],
      ['otp', { otp: '' }, 'OTP is required'],
      ['otp', { otp: 'ABC12' }, 'OTP must be exactly 6 characters'],
    ])('%s: %j shows %j', (field, over, message) => {
      expect(firstMessage(passwordChangeFormSchema, change(over), field)).toBe(message);
    });
  });
});

describe('bio (the Bio)', () => {
  it('is required and at least 10', () => {
    expect(firstMessage(bioSchema, '', '')).toBe(en(M.validation.bio.required));
    expect(firstMessage(bioSchema, chars(9), '')).toBe(en(M.validation.bio.min));
    expect(bioSchema.safeParse(chars(10)).success).toBe(true);
  });
});
