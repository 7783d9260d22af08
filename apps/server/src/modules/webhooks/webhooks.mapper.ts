import type {
  CreatorReview,
  CreatorTrophy,
  Product,
  ShortLink,
  ShortLinkListItem,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventData,
  WebhookMessageType,
} from '@plaudit/contract';
import { toPublicProduct, toPublicReview, toPublicShortLink, toPublicTrophy } from '../public-api/public-api.mapper.js';
import type { AttemptRow, DeliveryRow, EndpointRow, LastDelivery } from './webhooks.queries.js';

// Rows → the webhooks area's API shapes, and every event's `data`: the one place an event's payload is shaped, so
// it follows the public API's answers from here alone. A row never leaves the module as it is.

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export function toEndpoint(row: EndpointRow, lastDelivery: LastDelivery | null): WebhookEndpoint {
  return {
    id: row.id,
    teamId: row.teamId,
    url: row.url,
    description: row.description,
    events: row.events,
    disabled: row.disabledReason !== null,
    disabledReason: row.disabledReason,
    disabledAt: iso(row.disabledAt),
    failingSince: iso(row.failingSince),
    previousSecretUntil:
      row.previousSecretUntil && row.previousSecretUntil.getTime() > Date.now() ? iso(row.previousSecretUntil) : null,
    lastDelivery: lastDelivery
      ? { at: iso(lastDelivery.at)!, status: lastDelivery.status, statusCode: lastDelivery.statusCode }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAttempt(row: AttemptRow): WebhookAttempt {
  return {
    id: row.id,
    at: row.at.toISOString(),
    statusCode: row.statusCode,
    latencyMs: row.latencyMs,
    response: row.response,
    error: row.error,
  };
}

export function toDelivery(
  row: { delivery: DeliveryRow; payload: Record<string, unknown>; type: WebhookMessageType },
  attempts: AttemptRow[],
): WebhookDelivery {
  return {
    id: row.delivery.id,
    messageId: messageIdOf(row.delivery.eventId),
    eventType: row.type,
    sequence: row.delivery.sequence,
    status: row.delivery.status,
    occurredAt: row.delivery.occurredAt.toISOString(),
    nextAttemptAt: row.delivery.status === 'PENDING' ? iso(row.delivery.nextAttemptAt) : null,
    payload: JSON.stringify(row.payload),
    attempts: attempts.map(toAttempt),
  };
}

/** The `webhook-id` header: the event's id, the same through every attempt and retry (receivers dedupe on it). */
export const messageIdOf = (eventId: string) => `msg_${eventId.replaceAll('-', '')}`;

/** The body sent: `{type, timestamp, data}`. */
export function eventBody(type: WebhookMessageType, at: Date, data: object) {
  return { type, timestamp: at.toISOString(), data };
}

// ---- events' data ------------------------------------------------------------------------------------------------
// Each is the public API's own mapping (public-api.mapper.ts) of the owning area's answer, so an event and a /v1
// answer about the same subject cannot drift apart; the contract names each type's shape
// (WEBHOOK_EVENT_DATA_SCHEMAS).

/** A review event (published, updated, removed, replied): the review as GET /v1/reviews answers it, reply included. */
export const reviewEventData = (review: CreatorReview): WebhookEventData<'review.published'> => toPublicReview(review);

/** A product event (published, archived): the product as GET /v1/products/{id} answers it, images included. */
export const productEventData = (
  product: Omit<Product, 'permissions' | 'staffDecision'>,
): WebhookEventData<'product.published'> => toPublicProduct(product);

/** trophy.awarded: the trophy as GET /v1/trophies answers it to the winning team. */
export const trophyEventData = (trophy: CreatorTrophy): WebhookEventData<'trophy.awarded'> => toPublicTrophy(trophy);

/** link.disabled: the link as GET /v1/short-links/{id} answers it. */
export const linkEventData = (link: ShortLink | ShortLinkListItem): WebhookEventData<'link.disabled'> =>
  toPublicShortLink(link);
