import { WEBHOOK_PAYLOAD_MAX_BYTES, type WebhookEventType } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { eventBody, productData } from './webhooks.mapper.js';
import { insertEventIfSubscribed, productsByIds, subscribed } from './webhooks.queries.js';

// What the owning areas call inside the transaction of a change (a review published, a product archived …): the
// event is written there, so a rolled-back change sends nothing and a crash after the commit loses nothing; the
// delivery job sends it later, never the request. One statement, which writes nothing for a team without a
// subscribed endpoint.

/** The body as sent, within WEBHOOK_PAYLOAD_MAX_BYTES: an event too large carries its subject's id alone. */
function bounded(type: WebhookEventType, data: Record<string, unknown>) {
  const body = eventBody(type, new Date(), data);
  if (Buffer.byteLength(JSON.stringify(body)) <= WEBHOOK_PAYLOAD_MAX_BYTES) return body;
  return eventBody(type, new Date(body.timestamp), { id: data.id ?? null, truncated: true });
}

export const webhooks = {
  async emit(tx: DbOrTx, teamId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
    await insertEventIfSubscribed(tx, teamId, type, bounded(type, data));
  },

  /** One event per product of a bulk change; the products are read only when someone listens. */
  async emitProducts(tx: DbOrTx, teamId: string, type: WebhookEventType, ids: string[]): Promise<void> {
    if (ids.length === 0 || !(await subscribed(tx, teamId, type))) return;
    for (const row of await productsByIds(tx, teamId, ids)) await webhooks.emit(tx, teamId, type, productData(row));
  },
};
