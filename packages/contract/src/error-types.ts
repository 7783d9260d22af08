// Spec §8 / The error types and their HTTP statuses. Kept free of zod so the web
// app's first route can use them without carrying zod (see guards.ts).
export const ERROR_TYPES = [
  'validation',
  'unauthorized',
  'SESSION_INVALID',
  'SESSION_REVOKED',
  'forbidden',
  'banned',
  'not_found',
  'conflict',
  'throttle',
  'payload_too_large',
  'unsupported_media_type',
  'unexpected',
  'unavailable',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_STATUS: Record<ErrorType, number> = {
  validation: 400,
  unauthorized: 401,
  SESSION_INVALID: 401,
  SESSION_REVOKED: 401,
  forbidden: 403,
  banned: 403,
  not_found: 404,
  conflict: 409,
  throttle: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unexpected: 500,
  /** A part the request needs (the file store) cannot be reached; nothing was changed. */
  unavailable: 503,
};
