import { ERROR_TYPES } from './error-types.js';
import type { ErrorBody } from './errors.js';
import type { TokenPair } from './schemas/auth.js';

// Zod-free checks of the three answers the web app's API client reads on every page load (an error body, a token
// pair, a visitor session). They keep zod out of the first route's JavaScript (250 KB); guards.test.ts
// holds them to the zod schemas they mirror, so the two cannot drift apart.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const errorTypes: ReadonlySet<string> = new Set(ERROR_TYPES);

/** Mirrors `errorBodySchema`. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isObject(value) || !Number.isInteger(value.status) || !Array.isArray(value.errors) || value.errors.length === 0)
    return false;
  return value.errors.every(
    (item) =>
      isObject(item) &&
      isString(item.type) &&
      errorTypes.has(item.type) &&
      isString(item.message) &&
      (item.meta === undefined || isObject(item.meta)),
  );
}

/** Mirrors `tokenPairSchema`. */
export function isTokenPair(value: unknown): value is TokenPair {
  return (
    isObject(value) &&
    isObject(value.accessToken) &&
    isString(value.accessToken.token) &&
    isString(value.accessToken.expireAt) &&
    isObject(value.refreshToken) &&
    isString(value.refreshToken.token) &&
    isString(value.sessionId)
  );
}

/** Mirrors `sessionInitSchema`. */
export function isSessionInit(value: unknown): value is { sessionId: string } {
  return isObject(value) && isString(value.sessionId);
}
