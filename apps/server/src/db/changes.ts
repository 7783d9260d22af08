import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// What the database announces about signed-in people (migration 0002_person_changes: triggers NOTIFY the person's
// id on 'person_changed'). Caches of signed-in people listen here and forget whoever changed.
//
// Strictness: every pooled connection LISTENs too, and PostgreSQL (and PGlite) hand a connection its own
// notifications before the statement or COMMIT that caused them answers. So by the time a write of this process
// resolves, the cache has already forgotten the person: "refused on the very next request" holds. Writes of other
// processes arrive on the dedicated listening connection within milliseconds; while that connection is down,
// `live` is false and caches must not answer from memory.

export const PERSON_CHANNEL = 'person_changed';

/** A person's id, or null when notifications may have been missed (forget everyone). */
export type PersonChangeListener = (userId: string | null) => void;

export interface ChangeFeed {
  /** True while no change can go unheard. */
  readonly live: boolean;
  /** Resolves once the feed is listening (or has given up: then `live` stays false). */
  readonly ready: Promise<void>;
  subscribe(listener: PersonChangeListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<PersonChangeListener>();

  add(listener: PersonChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(userId: string | null) {
    for (const listener of this.listeners) listener(userId);
  }
}

/** PGlite: one in-process database, so only this process writes and every notification is its own. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const listeners = new Listeners();
  let live = false;
  let unlisten: (() => Promise<void>) | undefined;
  const ready = client
    .listen(PERSON_CHANNEL, (payload) => listeners.emit(payload || null))
    .then((stop) => {
      unlisten = stop;
      live = true;
    })
    .catch(() => undefined);
  return {
    get live() {
      return live;
    },
    ready,
    subscribe: (listener) => listeners.add(listener),
    async close() {
      live = false;
      listeners.emit(null);
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
    },
  };
}

const RECONNECT_MS = { first: 250, max: 10_000 };

/** PostgreSQL: the pool's connections and one dedicated connection LISTEN. */
export function postgresChangeFeed(url: string, pool: pg.Pool): ChangeFeed {
  const listeners = new Listeners();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === PERSON_CHANNEL) listeners.emit(message.payload || null);
  };
  // A pooled connection hears its own writes before they answer (see above). LISTEN is queued ahead of the first
  // query the pool hands this connection to.
  // A connection that cannot LISTEN would write without hearing itself: then nothing may be served from memory.
  let deaf = false;
  pool.on('connect', (client) => {
    client.on('notification', onNotification);
    client.query(`LISTEN ${PERSON_CHANNEL}`).catch(() => {
      deaf = true;
      listeners.emit(null);
    });
  });

  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const lost = () => {
    if (!live) return;
    live = false;
    listeners.emit(null);
  };
  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotification);
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      lost();
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PERSON_CHANNEL}`);
    } catch {
      await next.end().catch(() => undefined);
      retry();
      markReady(); // the app starts anyway and answers from the database until the feed is back
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MS.first;
    // Whatever changed while nobody listened is unknown: start from nothing.
    listeners.emit(null);
    live = true;
    markReady();
  };
  // Started on first use: a CLI run or a migration never opens the extra connection.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void connect();
  };

  return {
    get live() {
      return live && !deaf;
    },
    get ready() {
      start();
      return ready;
    },
    subscribe(listener) {
      start();
      return listeners.add(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      lost();
      if (client) await client.end().catch(() => undefined);
    },
  };
}
