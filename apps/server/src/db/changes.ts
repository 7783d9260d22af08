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
  /** PostgreSQL: when the listening connection last answered its heartbeat (epoch ms); undefined while not live or in-process. */
  readonly lastHeartbeatAt?: number | undefined;
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
/**
 * How long connecting (and LISTEN) may take before the feed tries again: without it, a connection whose packets are
 * lost on the way waits for PostgreSQL's authentication_timeout (60 s), with memory off all that time.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** The listening connection's name in pg_stat_activity (and how a test tells it from pooled connections). */
export const CHANGE_FEED_APPLICATION_NAME = 'plaudit-change-feed';

export interface HeartbeatOptions {
  /** How often the listening connection is asked to answer. */
  intervalMs: number;
  /** How long an answer may take before the connection counts as gone quiet. */
  timeoutMs: number;
}
const HEARTBEAT: HeartbeatOptions = { intervalMs: 5_000, timeoutMs: 2_000 };

export interface PostgresChangeFeed extends ChangeFeed {
  /**
   * pg-pool's `onConnect` hook: every pooled connection LISTENs before the pool hands it out, so a connection hears
   * its own writes before they answer (see above). One that cannot LISTEN is never handed out (pg-pool ends it and
   * fails that checkout) rather than writing without hearing itself.
   */
  onPooledConnect(client: pg.ClientBase): Promise<void>;
}

/**
 * PostgreSQL: the pool's connections and one dedicated connection LISTEN. The dedicated one is asked to answer
 * every few seconds; one that stays quiet (a dead peer TCP does not report, a stuck backend) counts as lost.
 */
export function postgresChangeFeed(url: string, heartbeat: HeartbeatOptions = HEARTBEAT): PostgresChangeFeed {
  const listeners = new Listeners();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === PERSON_CHANNEL) listeners.emit(message.payload || null);
  };

  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let lastHeartbeatAt: number | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const lost = () => {
    if (beat) clearTimeout(beat);
    beat = undefined;
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
  /** Gives up on a connection: memory off at once, then a fresh connection. */
  const drop = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    lost();
    // end() waits for the server's goodbye, which a quiet connection never sends: destroy the socket as well.
    void current.end().catch(() => undefined);
    (current as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    retry();
  };
  const scheduleHeartbeat = (current: pg.Client) => {
    beat = setTimeout(() => {
      beat = undefined;
      let quiet: NodeJS.Timeout | undefined;
      const answered = current.query('SELECT 1').then(() => true, () => false);
      const silent = new Promise<false>((resolve) => {
        quiet = setTimeout(() => resolve(false), heartbeat.timeoutMs);
      });
      void Promise.race([answered, silent]).then((ok) => {
        clearTimeout(quiet);
        if (client !== current) return;
        if (!ok) return drop(current);
        lastHeartbeatAt = Date.now();
        scheduleHeartbeat(current);
      });
    }, heartbeat.intervalMs);
    beat.unref();
  };
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url, application_name: CHANGE_FEED_APPLICATION_NAME, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: CONNECT_TIMEOUT_MS,
    });
    next.on('notification', onNotification);
    next.on('error', () => undefined);
    next.on('end', () => drop(next));
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
    lastHeartbeatAt = Date.now();
    scheduleHeartbeat(next);
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
      return live;
    },
    get lastHeartbeatAt() {
      return live ? lastHeartbeatAt : undefined;
    },
    get ready() {
      start();
      return ready;
    },
    subscribe(listener) {
      start();
      return listeners.add(listener);
    },
    async onPooledConnect(pooled) {
      pooled.on('notification', onNotification);
      await pooled.query(`LISTEN ${PERSON_CHANNEL}`);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      lost();
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
