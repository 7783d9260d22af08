import { describe, expect, it } from 'vitest';
import {
  changeEmailRevertBodySchema, emailField, idParamSchema, M, otpField, requestString, signInBodySchema, usernameField,
} from './index.js';

// Issue 14 §2: a NUL byte in any request string is refused by the contract with one key, before it reaches a query.

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
      expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([M.validation.invalid_character]);
    }
  });

  it('names each offending field of a body', () => {
    const issues = signInBodySchema.safeParse({ email: 'a\u0000@b.test', password: 'pass\u0000word' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', M.validation.invalid_character],
      ['password', M.validation.invalid_character],
    ]);
  });
});
