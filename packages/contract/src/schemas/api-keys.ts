import { z } from 'zod';
import { API_KEY_OVERLAP_SECONDS, API_KEY_SCOPES, API_KEY_STATUSES, type ApiKeyScope } from '../enums.js';
import { API_KEY_EXPIRY_DAYS_MAX, API_KEY_NAME_MAX } from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { requestString } from './fields.js';

// A team's API keys: creating, listing, rolling and revoking them (the creator dashboard's "API keys" page).
// `API_KEYS_ROUTE_SCHEMAS` holds each call of tables/api-keys.ts under its id.

const idString = requestString().min(1).max(100);
export const apiKeyTeamParamSchema = z.object({ teamId: idString });
export const apiKeyParamSchema = z.object({ teamId: idString, keyId: idString });

/** The "create API key" modal's presets: what a key for reading only, and one for everything, carries. */
export const API_KEY_SCOPE_PRESETS = {
  readOnly: API_KEY_SCOPES.filter((scope) => scope.endsWith(':read')),
  fullAccess: [...API_KEY_SCOPES],
} as const satisfies Record<string, readonly ApiKeyScope[]>;

export const apiKeyCreateBodySchema = z
  .object({
    name: requestString({ error: M.apiKeys.validation.name_required })
      .trim()
      .min(1, M.apiKeys.validation.name_required)
      .max(API_KEY_NAME_MAX, M.apiKeys.validation.name_max),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: M.apiKeys.validation.scope_invalid }), {
        error: M.apiKeys.validation.scopes_required,
      })
      .min(1, M.apiKeys.validation.scopes_required)
      .max(API_KEY_SCOPES.length * 2, M.apiKeys.validation.scope_invalid)
      .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
    /** Days until it expires (default 90); leave it out with `neverExpires: true`. */
    expiresInDays: z.coerce
      .number({ error: M.apiKeys.validation.expiry })
      .int(M.apiKeys.validation.expiry)
      .min(1, M.apiKeys.validation.expiry)
      .max(API_KEY_EXPIRY_DAYS_MAX, M.apiKeys.validation.expiry)
      .optional(),
    /** A key that never expires must be asked for in so many words. */
    neverExpires: z.boolean({ error: M.apiKeys.validation.never_expires }).default(false),
  })
  .superRefine((body, ctx) => {
    if (body.neverExpires && body.expiresInDays !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['expiresInDays'], message: M.apiKeys.validation.expiry_and_never });
    }
  });
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;
export type ApiKeyCreateBodyParsed = z.output<typeof apiKeyCreateBodySchema>;

export const apiKeyRollBodySchema = z.object({
  /** How long the old key keeps working: 0 (at once), an hour, a day or a week. */
  overlapSeconds: z
    .union(
      API_KEY_OVERLAP_SECONDS.map((seconds) => z.literal(seconds)) as unknown as [
        z.ZodLiteral<0>,
        z.ZodLiteral<3600>,
        z.ZodLiteral<86400>,
        z.ZodLiteral<604800>,
      ],
      { error: M.apiKeys.validation.overlap },
    )
    .default(0),
});
export type ApiKeyRollBody = z.input<typeof apiKeyRollBodySchema>;

/** The whole key, shown once: at creation and at a roll. Never again retrievable. */
export const apiKeyCreatedSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  start: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** A key in the team's list: never its secret, only its start. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  status: z.enum(API_KEY_STATUSES),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The key this one replaced by a roll. */
  rolledFromId: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  /** Live keys first (newest first), then expired and revoked ones. */
  data: z.array(apiKeySchema),
  /** Whether the caller may create, roll and revoke (OWNER or ADMIN of an approved team that is not locked). */
  canManage: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyRevokedSchema = z.object({ success: z.literal(true) });

export const API_KEYS_ROUTE_SCHEMAS = {
  'apiKeys.list': { params: apiKeyTeamParamSchema, response: apiKeyListSchema },
  'apiKeys.create': { params: apiKeyTeamParamSchema, body: apiKeyCreateBodySchema, response: apiKeyCreatedSchema },
  'apiKeys.revoke': { params: apiKeyParamSchema, response: apiKeyRevokedSchema },
  'apiKeys.roll': { params: apiKeyParamSchema, body: apiKeyRollBodySchema, response: apiKeyCreatedSchema },
} as const satisfies Record<string, RouteSchemas>;
