import { z } from 'zod';
import { M } from '../messages.js';
import * as L from '../limits.js';

// Field rules, each with its exact message key, composed by the request and form schemas.

/** False for a string holding a NUL byte (U+0000), which no PostgreSQL text column can store. */
export const hasNoNulByte = (value: string): boolean => !value.includes('\u0000');

// A lone UTF-16 surrogate (what a JSON `\ud800` escape decodes to) has no UTF-8 form: PostgreSQL's jsonb refuses it
// and text turns it into U+FFFD, so what was sent is not what is stored.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text PostgreSQL stores as it was sent: no NUL byte and no lone surrogate. */
export const isStorableText = (value: string): boolean => hasNoNulByte(value) && !LONE_SURROGATE.test(value);

/**
 * The path (`events.0.metadata.note`, '' for the value itself) of the first string or object key in a parsed
 * request value that is not storable text, or null when every one is. Depth-first, in the order the value lists them.
 */
export function findUnstorableText(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (value === null || typeof value !== 'object') return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (!isStorableText(key)) return [...path, key].join('.');
    const found = findUnstorableText(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The one string every request schema (body, query, path parameter) starts from: `z.string()` with the NUL rule
 * (lone surrogates too, see isStorableText), so a NUL byte is a 400 `validation` naming the field instead of a failed
 * query (500). It aborts the field's other rules (a NUL string needs no "too short" beside it). Responses keep plain
 * z.string().
 */
export function requestString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: M.validation.invalid_character, abort: true });
}

export const usernameField = requestString({ error: M.validation.username.required })
  .trim()
  .min(1, M.validation.username.required)
  .min(L.USERNAME_MIN, M.validation.username.min)
  .max(L.USERNAME_MAX, M.validation.username.max)
  .regex(/^[A-Za-z0-9_]+$/, M.validation.username.pattern);

function nameField(keys: { required: string; min: string; max: string }, max: number | null) {
  const base = requestString({ error: keys.required }).trim().min(1, keys.required).min(L.NAME_MIN, keys.min);
  return max === null ? base : base.max(max, keys.max);
}
/** Registration names: 2–50. */
export const firstNameField = nameField(M.validation.firstName, L.NAME_MAX);
export const lastNameField = nameField(M.validation.lastName, L.NAME_MAX);
/** Profile names: at least 2; the 50 cap still applies so a name fits every screen. */
export const profileFirstNameField = nameField(M.validation.firstName, L.NAME_MAX);
export const profileLastNameField = nameField(M.validation.lastName, L.NAME_MAX);

export const emailField = requestString({ error: M.validation.email.required })
  .trim()
  .min(1, M.validation.email.required)
  .pipe(z.email({ error: M.validation.email.invalid }));

export const passwordField = (min: number, minMessage: string) =>
  requestString({ error: M.validation.password.required }).min(1, M.validation.password.required).min(min, minMessage);

/** A 6-character one-time code, letters and digits only. */
export const otpField = requestString({ error: M.validation.otp.required })
  .trim()
  .min(1, M.validation.otp.required)
  .length(L.EMAIL_CODE_LENGTH, M.validation.otp.length)
  .regex(/^[A-Za-z0-9]+$/, M.validation.otp.length);

/** An http(s) URL with a real host name; `message` is the field's own §5 message. */
export const httpUrl = (message: string) =>
  requestString({ error: message })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }));

/** Optional URL: empty string and null both mean "no link". */
export const optionalHttpUrl = (message: string) =>
  z.union([z.literal('').transform(() => null), z.null(), httpUrl(message)]).optional();

export const YOUTUBE_CHANNEL_URL =
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:@[\w.-]{3,30}|channel\/UC[\w-]{10,30}|c\/[\w.%-]+|user\/[\w.%-]+)\/?$/i;
