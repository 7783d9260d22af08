import type { DeviceClass, EventProfileKind, EventType } from '@plaudit/contract';
import type { EventRow } from './events.ingest.queries.js';

// Events waiting to be written, kept as the columns of the INSERT that writes them: an event adds a value to each
// column and keeps no object of its own. Under a stream of short link clicks, each event waited through two or three
// young-generation collections as a row object, a copy of it and its time as text, was promoted with all of them,
// and left the old generation a full collection to clean up every second or two; a column holds what the event
// brought (the cached link's ids, the request's agent) and the time as a number.

export class EventColumns {
  /** Microseconds since the epoch (EventClock), written out as text with the batch. */
  readonly at: number[] = [];
  readonly type: EventType[] = [];
  readonly profileKind: (EventProfileKind | null)[] = [];
  readonly profileId: (string | null)[] = [];
  readonly teamId: (string | null)[] = [];
  readonly productId: (string | null)[] = [];
  readonly visitor: string[] = [];
  readonly userId: (string | null)[] = [];
  readonly referrerHost: (string | null)[] = [];
  readonly browser: (string | null)[] = [];
  readonly os: (string | null)[] = [];
  readonly device: DeviceClass[] = [];
  readonly metadata: Record<string, unknown>[] = [];
  /** The sender's `metadata.eventId`, when it gave one (a resend of it is not written). */
  readonly eventId: (string | null)[] = [];

  get length(): number {
    return this.at.length;
  }

  add(row: EventRow, micros: number, eventId: string | null): void {
    this.at.push(micros);
    this.type.push(row.type);
    this.profileKind.push(row.profileKind ?? null);
    this.profileId.push(row.profileId ?? null);
    this.teamId.push(row.teamId ?? null);
    this.productId.push(row.productId ?? null);
    this.visitor.push(row.visitor);
    this.userId.push(row.userId ?? null);
    this.referrerHost.push(row.referrerHost ?? null);
    this.browser.push(row.browser ?? null);
    this.os.push(row.os ?? null);
    this.device.push(row.device ?? 'other');
    this.metadata.push(row.metadata ?? {});
    this.eventId.push(eventId);
  }

  /** The events at these positions, in this order. */
  pick(indexes: Iterable<number>): EventColumns {
    const picked = new EventColumns();
    for (const i of indexes) {
      picked.at.push(this.at[i]!);
      picked.type.push(this.type[i]!);
      picked.profileKind.push(this.profileKind[i]!);
      picked.profileId.push(this.profileId[i]!);
      picked.teamId.push(this.teamId[i]!);
      picked.productId.push(this.productId[i]!);
      picked.visitor.push(this.visitor[i]!);
      picked.userId.push(this.userId[i]!);
      picked.referrerHost.push(this.referrerHost[i]!);
      picked.browser.push(this.browser[i]!);
      picked.os.push(this.os[i]!);
      picked.device.push(this.device[i]!);
      picked.metadata.push(this.metadata[i]!);
      picked.eventId.push(this.eventId[i]!);
    }
    return picked;
  }

  /** The events from `start` up to (not including) `end`. */
  slice(start: number, end: number): EventColumns {
    return this.pick(range(start, Math.min(end, this.length)));
  }
}

function* range(start: number, end: number): Generator<number> {
  for (let i = start; i < end; i += 1) yield i;
}
