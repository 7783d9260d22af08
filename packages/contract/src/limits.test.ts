import { describe, expect, it } from 'vitest';
import * as L from './limits.js';
import { englishText, listQuerySchema, M, SORT_FIELDS } from './index.js';

describe('constants', () => {
  it.each([
    ['EMAIL_CODE_LENGTH', 6],
    ['USERNAME_MIN', 3],
    ['USERNAME_MAX', 20],
    ['NAME_MIN', 2],
    ['NAME_MAX', 50],
    ['PASSWORD_MIN', 6],
    ['PASSWORD_CHANGE_MIN', 8],
    ['RESET_PASSWORD_MIN', 8],
    ['DESCRIPTION_MIN', 10],
    ['BIO_MIN', 10],
    ['BRAND_NAME_MIN', 2],
    ['PAGE_NAME_MIN', 2],
    ['API_TIMEOUT_MS', 10_000],
    ['SESSION_MAX_AGE_SECONDS', 2_592_000],
    ['TOKEN_REFRESH_LEAD_SECONDS', 60],
    ['PROFILE_CACHE_STALE_MS', 300_000],
    ['PROFILE_QUERY_RETRY', 1],
    ['CREATOR_PROFILE_CHECK_DEBOUNCE_MS', 1000],
    ['RATE_LIMIT_MIN_SECONDS', 1],
    ['RATE_LIMIT_MAX_SECONDS', 3600],
    ['RATE_LIMIT_TICK_MS', 1000],
    ['RATE_LIMIT_FINAL_TOAST_MS', 3000],
    ['LOGOUT_DELAY_MS', 200],
    ['ORG_INITIALS_MAX', 2],
    ['MODAL_Z_BASE', 50],
    ['MODAL_Z_STEP', 2],
    ['LIST_TAKE_DEFAULT', 20],
    ['LIST_TAKE_MAX', 100],
  ] as const)('%s is %d', (name, value) => {
    expect(L[name]).toBe(value);
  });

  it('a session lasts 30 days', () => {
    expect(L.SESSION_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });
  it('image sizes are 256x256 and 1920x1080', () => {
    expect(L.IMAGE_SQUARE).toEqual({ width: 256, height: 256 });
    expect(L.IMAGE_BANNER).toEqual({ width: 1920, height: 1080 });
  });
  it('relative time thresholds: a minute, an hour, a day, a week', () => {
    expect(L.RELATIVE_TIME).toEqual({ justNow: 60, minutes: 3600, hours: 86_400, days: 604_800 });
  });
  it('one-time codes live 15 minutes and allow 5 tries (the security rules)', () => {
    expect(L.ONE_TIME_CODE_TTL_SECONDS).toBe(900);
    expect(L.ONE_TIME_CODE_MAX_ATTEMPTS).toBe(5);
    expect(L.ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS).toBeGreaterThan(0);
  });
});

describe('clampRemainingSeconds (1–3600)', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [1.2, 2],
    [59.01, 60],
    [3600, 3600],
    [3600.5, 3600],
    [5000, 3600],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%d → %d', (input, expected) => {
    expect(L.clampRemainingSeconds(input)).toBe(expected);
  });
  it('always answers a whole number', () => {
    for (const s of [0.1, 2.5, 999.999]) expect(Number.isInteger(L.clampRemainingSeconds(s))).toBe(true);
  });
});

describe('modalZIndex (base 50, plus 2 per level)', () => {
  it.each([
    [0, 50],
    [1, 52],
    [2, 54],
    [5, 60],
  ])('level %d → %d', (level, z) => {
    expect(L.modalZIndex(level)).toBe(z);
  });
});

describe('list query', () => {
  const schema = listQuerySchema(SORT_FIELDS, 'createdAt');
  const first = (value: unknown, path: string) => {
    const result = schema.safeParse(value);
    if (result.success) return undefined;
    const issue = result.error.issues.find((i) => i.path.join('.') === path);
    return issue && (englishText(issue.message) ?? issue.message);
  };
  it('defaults to page 1, take 20, newest first', () => {
    expect(schema.parse({})).toEqual({ page: 1, take: 20, sortBy: 'createdAt', sortOrder: 'DESC' });
  });
  it('coerces query-string numbers', () => {
    expect(schema.parse({ page: '3', take: '50', sortOrder: 'ASC', sortBy: 'name', search: '  shoes ' })).toEqual({
      page: 3,
      take: 50,
      sortOrder: 'ASC',
      sortBy: 'name',
      search: 'shoes',
    });
  });
  it.each(['1', '1000'])('page %s is accepted', (page) => {
    expect(first({ page }, 'page')).toBeUndefined();
  });
  it.each(['0', '-1', '1.5', 'abc'])('page %s is refused', (page) => {
    expect(first({ page }, 'page')).toBe(englishText(M.validation.list.page));
  });
  it.each(['1', '100'])('take %s is accepted', (take) => {
    expect(first({ take }, 'take')).toBeUndefined();
  });
  it.each(['0', '101', '2.5', 'many'])('take %s is refused', (take) => {
    expect(first({ take }, 'take')).toBe(englishText(M.validation.list.take));
  });
  it('sortOrder is ASC or DESC only, sortBy one of the allowed fields', () => {
    expect(schema.safeParse({ sortOrder: 'asc' }).success).toBe(false);
    expect(schema.safeParse({ sortBy: 'password' }).success).toBe(false);
    for (const sortBy of SORT_FIELDS) expect(schema.safeParse({ sortBy }).success).toBe(true);
  });
});
