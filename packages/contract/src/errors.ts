import { z } from 'zod';

// Spec §8 / Every non-2xx answer has this one shape.
import { ERROR_TYPES } from './error-types.js';

export * from './error-types.js';

export const errorItemSchema = z.object({
  type: z.enum(ERROR_TYPES),
  message: z.string(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

export const errorBodySchema = z.object({
  status: z.number().int(),
  errors: z.array(errorItemSchema).min(1),
  /** The request's id (also in the `x-request-id` header and every log line of it): what support asks for. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Ban information carried by a `banned` error's meta (the "Ban information"). */
export const banInfoSchema = z.object({
  reason: z.string(),
  until: z.string().nullable(),
  comment: z.string().nullable().optional(),
});
export type BanInfo = z.infer<typeof banInfoSchema>;

/** Meta of a wrong or expired one-time code, so the code screen can say what is left. */
export const codeStateSchema = z.object({
  attemptsLeft: z.number().int().min(0),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
});
export type CodeState = z.infer<typeof codeStateSchema>;
