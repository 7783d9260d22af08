import { WEBHOOK_PAYLOAD_MAX_BYTES, type WebhookEventData, type WebhookEventType } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { eventBody } from './webhooks.mapper.js';
import { insertEvent, subscribed } from './webhooks.queries.js';

// What the owning areas call inside the transaction of a change (a review published, a product archived …): the
// event is written there, so a rolled-back change sends nothing and a crash after the commit loses nothing; the
// delivery job sends it later, never the request. For a team without an enabled endpoint subscribed to the type it
// is one read and nothing more: the event's data (the public API's shape, which takes joins to build) is read only
// when someone listens, and then in the same transaction, so it is the subject as the change left it.

/** The body as sent, within WEBHOOK_PAYLOAD_MAX_BYTES: an event too large carries its subject's id alone. */
function bounded(type: WebhookEventType, data: { id: string }) {
  const body = eventBody(type, new Date(), data);
  if (Buffer.byteLength(JSON.stringify(body)) <= WEBHOOK_PAYLOAD_MAX_BYTES) return body;
  return eventBody(type, new Date(body.timestamp), { id: data.id, truncated: true });
}

/** Reads an event's data; undefined when the subject is gone, and then nothing is sent. */
export type EventData<T extends WebhookEventType> = () => Promise<WebhookEventData<T> | undefined>;

export const webhooks = {
  async emit<T extends WebhookEventType>(tx: DbOrTx, teamId: string, type: T, data: EventData<T>): Promise<void> {
    if (!(await subscribed(tx, teamId, type))) return;
    const read = await data();
    if (read) await insertEvent(tx, teamId, type, bounded(type, read));
  },

  /** One event per subject of a bulk change, in the given order; asks once whether anyone listens. */
  async emitEach<T extends WebhookEventType>(
    tx: DbOrTx,
    teamId: string,
    type: T,
    ids: readonly string[],
    data: (id: string) => Promise<WebhookEventData<T> | undefined>,
  ): Promise<void> {
    if (ids.length === 0 || !(await subscribed(tx, teamId, type))) return;
    for (const id of ids) {
      const read = await data(id);
      if (read) await insertEvent(tx, teamId, type, bounded(type, read));
    }
  },
};
