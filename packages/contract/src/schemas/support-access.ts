import { z } from 'zod';
import { SUPPORT_ACCESS_REASON_MAX, SUPPORT_ACCESS_REASON_MIN } from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { signInResponseSchema } from './auth.js';
import { requestString } from './fields.js';

// Support access: an admin sees the product as one person sees it, read-only and for an hour at most. The person is
// told by mail and sees the visit among their sessions.

export const supportAccessParamSchema = z.object({ userId: requestString().min(1).max(100) });
export const supportAccessBodySchema = z.object({
  reason: requestString({ error: M.impersonation.validation.reason_min })
    .trim()
    .min(SUPPORT_ACCESS_REASON_MIN, M.impersonation.validation.reason_min)
    .max(SUPPORT_ACCESS_REASON_MAX, M.impersonation.validation.reason_max),
});
export type SupportAccessBody = z.input<typeof supportAccessBodySchema>;

/** A session of the person (the sign-in answer): the web keeps the admin's own tokens aside until Stop. */
export const supportAccessStartedSchema = signInResponseSchema;
export type SupportAccessStarted = z.infer<typeof supportAccessStartedSchema>;
/** The admin's own session again, with fresh tokens. */
export const supportAccessStoppedSchema = signInResponseSchema;

export const SUPPORT_ACCESS_ROUTE_SCHEMAS = {
  'supportAccess.start': {
    params: supportAccessParamSchema,
    body: supportAccessBodySchema,
    response: supportAccessStartedSchema,
  },
  'supportAccess.stop': { response: supportAccessStoppedSchema },
} as const satisfies Record<string, RouteSchemas>;
