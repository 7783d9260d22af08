import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  CREATOR_ACCESS_STATUSES,
  EMAIL_VERIFICATION_STATUSES,
  ERROR_STATUS,
  ERROR_TYPES,
  errorBodySchema,
  EVENT_TYPES,
  GLOBAL_ROLES,
  MODAL_KEYS,
  PUNISHMENT_TYPES,
  REGISTER_TYPES,
  REGISTRATION_STEPS,
  SORT_FIELDS,
  SORT_ORDERS,
  TEAM_ROLES,
  VERIFICATION_STATUSES,
  API_BASE,
  HEADERS,
  pathOf,
  ROUTES,
} from './index.js';

describe('enums', () => {
  it.each([
    ['verification status', VERIFICATION_STATUSES, ['PENDING', 'APPROVED', 'REJECTED', 'NEEDS_MORE_INFO']],
    ['creator access status', CREATOR_ACCESS_STATUSES, ['BLOCKED', 'UNBLOCKED']],
    [
      'email verification status',
      EMAIL_VERIFICATION_STATUSES,
      ['VERIFIED', 'UNVERIFIED', 'PENDING_CHANGE', 'REJECTED', 'RESENT'],
    ],
    ['account status', ACCOUNT_STATUSES, ['ACTIVE', 'INACTIVE', 'DELETED']],
    ['punishment type', PUNISHMENT_TYPES, ['WARNING', 'MUTE', 'BAN']],
    ['registration type', REGISTER_TYPES, ['USER', 'CREATOR', 'YOUTUBER']],
    ['global role', GLOBAL_ROLES, ['USER', 'MOD', 'ADMIN']],
    ['team role', TEAM_ROLES, ['OWNER', 'ADMIN', 'EDITOR']],
    ['sort order', SORT_ORDERS, ['ASC', 'DESC']],
    ['sort field', SORT_FIELDS, ['createdAt', 'updatedAt', 'name', 'brandName']],
    [
      'registration step',
      REGISTRATION_STEPS,
      ['SELECT_TYPE', 'BASIC_INFO', 'EMAIL_VERIFICATION', 'CREATOR_DETAILS', 'YOUTUBER_DETAILS', 'VERIFICATION'],
    ],
  ])('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });
  it('the 15 event types', () => {
    expect(EVENT_TYPES).toHaveLength(15);
    expect(new Set(EVENT_TYPES).size).toBe(15);
    expect(EVENT_TYPES).toContain('FORCE_LOGOUT');
  });
  it('the 27 modal keys, without duplicates', () => {
    expect(MODAL_KEYS).toHaveLength(27);
    expect(new Set(MODAL_KEYS).size).toBe(MODAL_KEYS.length);
  });
});

describe('error shape', () => {
  it('maps each error type to its HTTP status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_TYPES].sort());
    expect(ERROR_STATUS.throttle).toBe(429);
    expect(ERROR_STATUS.SESSION_REVOKED).toBe(401);
    expect(ERROR_STATUS.SESSION_INVALID).toBe(401);
    expect(ERROR_STATUS.banned).toBe(403);
    expect(ERROR_STATUS.validation).toBe(400);
    expect(ERROR_STATUS.unexpected).toBe(500);
  });
  it('accepts the documented example and refuses an empty error list or an unknown type', () => {
    const body = {
      status: 409,
      errors: [{ type: 'conflict', message: 'profile.error.username_already_exists', meta: { field: 'username' } }],
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ status: 409, errors: [] }).success).toBe(false);
    expect(errorBodySchema.safeParse({ status: 418, errors: [{ type: 'teapot', message: 'x' }] }).success).toBe(false);
  });
});

describe('API paths', () => {
  it('live under /api with the spec spelling', () => {
    expect(API_BASE).toBe('/api');
    expect(ROUTES.auth.signIn.path).toBe('/auth/signIn');
    expect(ROUTES.auth.refreshToken.path).toBe('/auth/refresh-token');
    expect(pathOf(ROUTES.auth.verifyEmail.path, { email: 'a+b@example.com' })).toBe(
      '/auth/verify-email/a%2Bb%40example.com',
    );
    expect(pathOf(ROUTES.sessions.revoke.path, { id: 'abc' })).toBe('/auth/sessions/abc/revoke');
    expect(ROUTES.sessions.revokeAllExceptCurrent.path).toBe('/auth/sessions/revoke-all-except-current');
    expect(pathOf(ROUTES.files.get.path, { '*': 'a b.png' })).toBe('/files/a%20b.png');
  });
  it('header names', () => {
    expect(HEADERS.sessionId).toBe('x-session-id');
  });
});
