import { describe, expect, it } from 'vitest';
import {
  changeEmailRevertBodySchema,
  emailField,
  eventSchema,
  findUnstorableText,
  idParamSchema,
  isStorableText,
  M,
  otpField,
  requestString,
  signInBodySchema,
  usernameField,
} from './index.js';

// A NUL byte in any request string is refused by the contract with one key, before it reaches a query.

describe('requestString: the NUL rule every request string starts from', () => {
  it('accepts ordinary text, other control characters included', () => {
    expect(requestString().parse('plain text\ttab\nline')).toBe('plain text\ttab\nline');
  });

  it('refuses a NUL byte anywhere with the invalid_character key only (the other rules stop there)', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) {
      const issues = requestString().min(10, 'too-short').safeParse(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([M.validation.invalid_character]);
    }
  });

  it('keeps the field rules built on it: username, email, code, ids and tokens refuse NUL with that key', () => {
    const cases: Array<[{ safeParse(value: unknown): { error?: { issues: Array<{ message: string }> } } }, unknown]> = [
      [usernameField, 'jane\u0000doe'],
      [emailField, 'jane\u0000@example.com'],
      [otpField, 'AB\u0000123'],
      [idParamSchema, { id: 'a\u0000' }],
      [changeEmailRevertBodySchema, { token: 't\u0000' }],
    ];
    expect(cases).toHaveLength(5);
    for (const [schema, value] of cases) {
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        M.validation.invalid_character,
      ]);
    }
  });

  it('names each offending field of a body', () => {
    const issues =
      signInBodySchema.safeParse({ email: 'a\u0000@b.test', password: 'pass\u0000word' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', M.validation.invalid_character],
      ['password', M.validation.invalid_character],
    ]);
  });
});

describe('storable text: no NUL and no lone UTF-16 surrogate', () => {
  it('refuses a lone high or low surrogate with the same key, and keeps a real pair (an emoji)', () => {
    for (const value of ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\udc00\ud800']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
      expect(
        requestString()
          .safeParse(value)
          .error?.issues.map((issue) => issue.message),
      ).toEqual([M.validation.invalid_character]);
    }
    expect(isStorableText('party \ud83c\udf89 time')).toBe(true);
    expect(requestString().parse('\ud83c\udf89')).toBe('\ud83c\udf89');
  });

  it('names the first unstorable string or key anywhere in a parsed body', () => {
    expect(
      findUnstorableText({ events: [{ eventType: 'PAGE_VIEW', metadata: { ok: 'fine', note: ['x', 'bad\ud800'] } }] }),
    ).toBe('events.0.metadata.note.1');
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toBe('a.k\u0000');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 1, b: [true, null, 'ok \ud83d\ude00'] })).toBeNull();
  });

  it('refuses an event whose metadata.eventId is not a UUID, naming it', () => {
    const issues =
      eventSchema.safeParse({ eventType: 'PAGE_VIEW', metadata: { eventId: 'resend-me-1' } }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['metadata.eventId', M.event.validation.event_id],
    ]);
    expect(
      eventSchema.safeParse({ eventType: 'PAGE_VIEW', metadata: { eventId: '0190e6a2-5b7c-7d1e-8f00-1234567890ab' } })
        .success,
    ).toBe(true);
  });
});
