import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGE_TYPES,
  type WebhookEventType,
} from '../enums.js';
import * as L from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { listMetaSchema, pageField, successSchema } from './common.js';
import { requestString } from './fields.js';
import { publicApiReviewSchema, publicProductSchema, publicShortLinkSchema, publicTrophySchema } from './public-api.js';

// The webhooks area's schemas: a team's endpoints (Standard Webhooks: signed with a `whsec_` secret), the delivery
// log with its attempts, retry, replay and the test ping. `WEBHOOKS_ROUTE_SCHEMAS` holds each call of
// tables/webhooks.ts under its id.

const idString = requestString().min(1).max(100);
export const webhookTeamParamSchema = z.object({ teamId: idString });
export const webhookParamSchema = z.object({ teamId: idString, webhookId: idString });
export const webhookDeliveryParamSchema = z.object({ teamId: idString, webhookId: idString, deliveryId: idString });

/**
 * The URL as the form checks it: an http(s) address of at most WEBHOOK_URL_MAX characters. Whether it must be https,
 * and where its name resolves, the server decides (plain http only to a loopback address in local mode).
 */
export const webhookUrlField = requestString({ error: M.webhook.validation.url_required })
  .trim()
  .min(1, M.webhook.validation.url_required)
  .max(L.WEBHOOK_URL_MAX, M.webhook.validation.url_max)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: M.webhook.validation.url_invalid },
  );

export const webhookEventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: M.webhook.validation.events_required }), {
    error: M.webhook.validation.events_required,
  })
  .min(1, M.webhook.validation.events_required)
  .transform((events) => [...new Set(events)]);

export const webhookDescriptionField = requestString()
  .trim()
  .max(L.WEBHOOK_DESCRIPTION_MAX, M.webhook.validation.description_max);

export const webhookCreateBodySchema = z.object({
  url: webhookUrlField,
  events: webhookEventsField,
  description: webhookDescriptionField.optional(),
});
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;

/** The whole resource: what is left out is not kept. */
export const webhookUpdateBodySchema = z.object({
  url: webhookUrlField,
  events: webhookEventsField,
  description: webhookDescriptionField.default(''),
  disabled: z.boolean(),
});
export type WebhookUpdateBody = z.input<typeof webhookUpdateBodySchema>;

/**
 * Each event's `data`: the public API's own answer for its subject, so a receiver parses an event with the client it
 * generated for `/api/v1`. A review event (`review.replied` too) carries the whole review with its reply; an event
 * whose body would pass WEBHOOK_PAYLOAD_MAX_BYTES carries `{id, truncated: true}` instead.
 */
export const WEBHOOK_EVENT_DATA_SCHEMAS = {
  'review.published': publicApiReviewSchema,
  'review.updated': publicApiReviewSchema,
  'review.removed': publicApiReviewSchema,
  'review.replied': publicApiReviewSchema,
  'product.published': publicProductSchema,
  'product.archived': publicProductSchema,
  'trophy.awarded': publicTrophySchema,
  'link.disabled': publicShortLinkSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA_SCHEMAS)[T]>;

/** What the caller may do with the team's webhooks, so the screen offers only that. */
export const webhookPermissionsSchema = z.object({
  /** Add, change, delete, see and rotate secrets, test, retry, replay: OWNER and ADMIN of an unlocked team. */
  manage: z.boolean(),
});
export type WebhookPermissions = z.infer<typeof webhookPermissionsSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  disabled: z.boolean(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.string().nullable(),
  /** Since when every attempt failed (null after a success); at WEBHOOK_FAILING_DISABLE_DAYS it is turned off. */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs beside the new one. */
  previousSecretUntil: z.string().nullable(),
  lastDelivery: z
    .object({ at: z.string(), status: z.enum(WEBHOOK_DELIVERY_STATUSES), statusCode: z.number().int().nullable() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint: the only answer besides `secret` and `rotateSecret` that holds the secret. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookListSchema = z.object({
  data: z.array(webhookEndpointSchema),
  permissions: webhookPermissionsSchema,
});
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookSecretSchema = z.object({
  /** `whsec_` + base64 of 32 random bytes. */
  secret: z.string(),
  previousSecretUntil: z.string().nullable(),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** A message queued for sending: the test ping, a retry. */
export const webhookQueuedSchema = z.object({ deliveryId: z.string() });
export type WebhookQueued = z.infer<typeof webhookQueuedSchema>;

export const webhookAttemptSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null when no answer came (refused, timed out, blocked address). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  /** The first WEBHOOK_RESPONSE_KEEP_BYTES of the answer. */
  response: z.string(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same for every attempt and every retry of this event. */
  messageId: z.string(),
  eventType: z.enum(WEBHOOK_MESSAGE_TYPES),
  /** The `webhook-sequence` header: this endpoint's count of events. */
  sequence: z.number().int(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  occurredAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  /** The body sent (JSON text). */
  payload: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({
  page: pageField,
  take: z.coerce
    .number({ error: M.validation.list.take })
    .int(M.validation.list.take)
    .min(1, M.validation.list.take)
    .max(L.LIST_TAKE_MAX, M.validation.list.take)
    .default(L.LIST_TAKE_DEFAULT),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  eventType: z.enum(WEBHOOK_MESSAGE_TYPES).optional(),
});
export type WebhookDeliveryQuery = z.input<typeof webhookDeliveryQuerySchema>;

export const webhookDeliveryListSchema = z.object({ data: z.array(webhookDeliverySchema), meta: listMetaSchema });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookReplayBodySchema = z.object({
  since: requestString({ error: M.webhook.validation.since_invalid }).pipe(
    z.iso.datetime({ offset: true, error: M.webhook.validation.since_invalid }),
  ),
});
export type WebhookReplayBody = z.input<typeof webhookReplayBodySchema>;

export const webhookReplayedSchema = z.object({ queued: z.number().int() });
export type WebhookReplayed = z.infer<typeof webhookReplayedSchema>;

export const WEBHOOKS_ROUTE_SCHEMAS = {
  'webhooks.list': { params: webhookTeamParamSchema, response: webhookListSchema },
  'webhooks.create': { params: webhookTeamParamSchema, body: webhookCreateBodySchema, response: webhookCreatedSchema },
  'webhooks.get': { params: webhookParamSchema, response: webhookEndpointSchema },
  'webhooks.update': { params: webhookParamSchema, body: webhookUpdateBodySchema, response: webhookEndpointSchema },
  'webhooks.delete': { params: webhookParamSchema, response: successSchema },
  'webhooks.secret': { params: webhookParamSchema, response: webhookSecretSchema },
  'webhooks.rotateSecret': { params: webhookParamSchema, response: webhookSecretSchema },
  'webhooks.test': { params: webhookParamSchema, response: webhookQueuedSchema },
  'webhooks.deliveries': {
    params: webhookParamSchema,
    query: webhookDeliveryQuerySchema,
    response: webhookDeliveryListSchema,
  },
  'webhooks.retry': { params: webhookDeliveryParamSchema, response: webhookQueuedSchema },
  'webhooks.replay': { params: webhookParamSchema, body: webhookReplayBodySchema, response: webhookReplayedSchema },
} as const satisfies Record<string, RouteSchemas>;
