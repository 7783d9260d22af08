import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './errors.js';
import { isErrorBody, isSessionInit, isTokenPair } from './guards.js';
import { sessionInitSchema, tokenPairSchema } from './schemas/auth.js';

// Each guard must say yes exactly where its zod schema does.

const pair = {
  accessToken: { token: 't', expireAt: '2026-01-01T00:00:00Z' },
  refreshToken: { token: 'r' },
  sessionId: 's',
};
const cases = {
  errorBody: {
    guard: isErrorBody,
    schema: errorBodySchema,
    samples: [
      { status: 400, errors: [{ type: 'validation', message: 'validation.email.invalid', meta: { field: 'email' } }] },
      { status: 429, errors: [{ type: 'throttle', message: 'x' }] },
      { status: 400, errors: [] },
      { status: 400.5, errors: [{ type: 'validation', message: 'x' }] },
      { status: 400, errors: [{ type: 'nope', message: 'x' }] },
      { status: 400, errors: [{ type: 'validation', message: 1 }] },
      { status: 400, errors: [{ type: 'validation', message: 'x', meta: 'no' }] },
      { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
      'a string',
      null,
      [],
      42,
    ],
  },
  tokenPair: {
    guard: isTokenPair,
    schema: tokenPairSchema,
    samples: [
      pair,
      { ...pair, sessionId: 1 },
      { ...pair, accessToken: { token: 't' } },
      { ...pair, refreshToken: null },
      {},
      null,
      'x',
    ],
  },
  sessionInit: {
    guard: isSessionInit,
    schema: sessionInitSchema,
    samples: [{ sessionId: 'abc' }, { sessionId: 3 }, {}, null, ['abc']],
  },
};

describe('answer guards agree with the contract schemas', () => {
  for (const [name, { guard, schema, samples }] of Object.entries(cases)) {
    it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(`${name}: %s`, (_label, sample) => {
      expect(guard(sample)).toBe(schema.safeParse(sample).success);
    });
  }
});
