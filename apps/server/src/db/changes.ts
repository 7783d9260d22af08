import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

// What the database announces about signed-in people (migration 0002_person_changes: triggers NOTIFY the person's
// id on 'person_changed'). Caches of signed-in people listen here and forget whoever changed.
//
// Strictness: every pooled connection LISTENs too, and PostgreSQL (and PGlite) hand a connection its own
// notifications before the statement or COMMIT that caused them answers. So by the time a write of this process
// resolves, the cache has already forgotten the person: "refused on the very next request" holds. Writes of other
// processes arrive on the dedicated listening connection within milliseconds; while that connection is down,
// `live` is false and caches must not answer from memory. Milliseconds are not "the very next request" when that
// request
// goes to another server: a request whose writes changed a person waits, before it answers, until every process
// listening to the database says it has heard (heardEverywhere, plugins/changes-heard.ts).

export const PERSON_CHANNEL = 'person_changed';
/** heardEverywhere() asks every listening process, on this channel, to say it has heard what came before its token. */
export const HEARD_CHANNEL = 'person_changes_heard';
/** Where each listening process answers heardEverywhere() with the token, once everything before it has been heard. */
export const HEARD_ANSWER_CHANNEL = 'person_changes_heard_answer';
/**
 * What the servers sharing a PostgreSQL database without Redis tell each other about their short-lived caches
 * (lib/cache-bus.ts databaseCacheBus): NOTIFY on this channel reaches every listening process.
 */
export const CACHE_CHANNEL = 'cache_changed';

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
  /** How many changes to people this process's own writes have made: a request that moved it waits for heardEverywhere. */
  readonly ownChanges: number;
  /**
   * Resolves once every process listening to this database has heard the changes announced so far, or after
   * HEARD_TIMEOUT_MS (a process that stays silent that long is gone, or its feed is down and it serves no memory).
   */
  heardEverywhere(): Promise<void>;
  /**
   * Only where other processes may share the database (PostgreSQL): what any of them NOTIFYs on CACHE_CHANNEL, in
   * commit order, and null whenever some may have been missed (the listening connection was lost or is new).
   */
  subscribeAnnouncements?(listener: (payload: string | null) => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<PersonChangeListener>();

  add(listener: PersonChangeListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(value: string | null) {
    for (const listener of this.listeners) listener(value);
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
    // One process: its writes are heard before they answer, and there is nobody else to wait for.
    ownChanges: 0,
    heardEverywhere: async () => undefined,
    async close() {
      live = false;
      listeners.emit(null);
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
    },
  };
}

const RECONNECT_MS = { first: 250, max: 10_000 };

/**
 * Sends `client` one query at a time. Its heartbeat, every write's heardEverywhere() and the answers to other servers'
 * questions come at any moment; pg would queue a query sent while another runs, but warns that queueing is
 * deprecated (gone in pg 9), so they wait here for each other instead.
 */
function oneAtATime(client: pg.Client) {
  let last: Promise<unknown> = Promise.resolve();
  return <R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> => {
    const run = last.then(() => client.query<R>(text, values));
    last = run.catch(() => undefined);
    return run;
  };
}
type Send = ReturnType<typeof oneAtATime>;
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
/**
 * How long a write waits for the other processes to say they heard it. Their answer takes a few milliseconds; one
 * that stays silent this long has a feed that is gone or going (its heartbeat turns its memory off within
 * HEARTBEAT.intervalMs + timeoutMs), so the write answers anyway rather than hang.
 */
export const HEARD_TIMEOUT_MS = 1_000;

/** One heardEverywhere() call: how many feeds must answer (unknown until counted), which backends have, and its end. */
interface Question {
  feeds: number;
  answered: Set<number>;
  done: () => void;
}

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
  const announcements = new Listeners();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === PERSON_CHANNEL) listeners.emit(message.payload || null);
  };
  let ownChanges = 0;
  /** heardEverywhere() calls waiting for answers, by token. */
  const asking = new Map<string, Question>();
  const check = (question: Question) => {
    if (question.answered.size >= question.feeds) question.done();
  };
  /**
   * The dedicated connection hears, in commit order, every change and every question: by the time a question
   * arrives, each change committed before it has been passed on (listeners run synchronously), so it may answer.
   */
  const onFeedNotification = (send: Send) => (message: pg.Notification) => {
    if (message.channel === HEARD_CHANNEL) {
      void send('SELECT pg_notify($1, $2)', [HEARD_ANSWER_CHANNEL, message.payload ?? '']).catch(() => undefined);
    } else if (message.channel === HEARD_ANSWER_CHANNEL) {
      const question = asking.get(message.payload ?? '');
      if (question) {
        question.answered.add(message.processId);
        check(question);
      }
    } else if (message.channel === CACHE_CHANNEL) announcements.emit(message.payload ?? '');
    else onNotification(message);
  };

  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  /** The one way queries reach `client` (oneAtATime). */
  let sendTo: Send | undefined;
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
    announcements.emit(null);
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
  const scheduleHeartbeat = (current: pg.Client, send: Send) => {
    beat = setTimeout(() => {
      beat = undefined;
      let quiet: NodeJS.Timeout | undefined;
      const answered = send('SELECT 1').then(
        () => true,
        () => false,
      );
      const silent = new Promise<false>((resolve) => {
        quiet = setTimeout(() => resolve(false), heartbeat.timeoutMs);
      });
      void Promise.race([answered, silent]).then((ok) => {
        clearTimeout(quiet);
        if (client !== current) return;
        if (!ok) return drop(current);
        lastHeartbeatAt = Date.now();
        scheduleHeartbeat(current, send);
      });
    }, heartbeat.intervalMs);
    beat.unref();
  };
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      application_name: CHANGE_FEED_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    const send = oneAtATime(next);
    next.on('notification', onFeedNotification(send));
    next.on('error', () => undefined);
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await send(
        `LISTEN ${PERSON_CHANNEL}; LISTEN ${HEARD_CHANNEL}; LISTEN ${HEARD_ANSWER_CHANNEL}; LISTEN ${CACHE_CHANNEL}`,
      );
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
    sendTo = send;
    delay = RECONNECT_MS.first;
    // Whatever changed while nobody listened is unknown: start from nothing.
    listeners.emit(null);
    announcements.emit(null);
    live = true;
    lastHeartbeatAt = Date.now();
    scheduleHeartbeat(next, send);
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
    subscribeAnnouncements(listener) {
      start();
      return announcements.add(listener);
    },
    get ownChanges() {
      return ownChanges;
    },
    async heardEverywhere() {
      const send = client ? sendTo : undefined;
      // Without our own feed we cannot ask; the others' memory is theirs to keep honest (their own feeds).
      if (!send || !live) return;
      const token = randomUUID();
      let done: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        done = resolve;
      });
      const question: Question = { feeds: Number.POSITIVE_INFINITY, answered: new Set<number>(), done };
      asking.set(token, question);
      const timer = setTimeout(done, HEARD_TIMEOUT_MS);
      try {
        // Every feed on this database, ours included, is asked; the question is committed after the change was.
        const result = await send<{ feeds: number }>(
          `SELECT (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1) AS feeds,
             pg_notify($2, $3)`,
          [CHANGE_FEED_APPLICATION_NAME, HEARD_CHANNEL, token],
        );
        question.feeds = result.rows[0]?.feeds ?? 0;
        check(question);
        await answered;
      } catch {
        // Asking failed (the feed connection is failing, and its heartbeat will give it up): the write has committed
        // either way, so it answers.
      } finally {
        clearTimeout(timer);
        asking.delete(token);
      }
    },
    async onPooledConnect(pooled) {
      const backend = (pooled as pg.ClientBase & { processID?: number }).processID;
      pooled.on('notification', (message) => {
        // This connection's own backend sent it: a write of this process changed a person.
        if (message.channel === PERSON_CHANNEL && message.processId === backend) ownChanges += 1;
        onNotification(message);
      });
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
