import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookMessageType } from '@plaudit/contract';
import type { products, reviewReplies, reviews, shortLinks } from '../../db/schema/index.js';
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
export function eventBody(type: WebhookMessageType, at: Date, data: Record<string, unknown>) {
  return { type, timestamp: at.toISOString(), data };
}

// ---- events' data ------------------------------------------------------------------------------------------------

type ReviewRow = typeof reviews.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type ReplyRow = typeof reviewReplies.$inferSelect;

/** A review as the public API answers it, from the row the change wrote. */
export function reviewData(row: ReviewRow): Record<string, unknown> {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    video:
      row.videoUrl && row.videoId
        ? {
            url: row.videoUrl,
            videoId: row.videoId,
            thumbnailUrl: `https://i.ytimg.com/vi/${row.videoId}/hqdefault.jpg`,
          }
        : null,
    product: { id: row.productId },
    teamId: row.teamId,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    publishedAt: iso(row.publishedAt),
    helpfulCount: row.helpfulCount,
  };
}

export function replyData(reviewId: string, reply: Pick<ReplyRow, 'text' | 'createdAt' | 'updatedAt'>) {
  return {
    reviewId,
    reply: { text: reply.text, createdAt: reply.createdAt.toISOString(), updatedAt: reply.updatedAt.toISOString() },
  };
}

/** A product as the public API answers it (without its images, which the product call lists). */
export function productData(row: ProductRow): Record<string, unknown> {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    categoryId: row.categoryId,
    tags: row.tags,
    url: row.url,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A trophy the team won: the trophy and the winning candidate. */
export function trophyAwardedData(input: {
  trophyId: string;
  name: string;
  awardedAt: Date;
  winner: { kind: string; id: string; title?: string };
}): Record<string, unknown> {
  return { id: input.trophyId, name: input.name, awardedAt: input.awardedAt.toISOString(), winner: input.winner };
}

type LinkRow = typeof shortLinks.$inferSelect;

/** A short link the staff turned off, with their reason (the team cannot turn it on again). */
export function linkDisabledData(link: LinkRow, reason: string): Record<string, unknown> {
  return {
    id: link.id,
    teamId: link.teamId,
    slug: link.slug,
    title: link.title,
    destination: link.destination,
    reason,
    disabledAt: iso(link.staffDisabledAt),
  };
}
