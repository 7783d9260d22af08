import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChangeFeed } from '../db/changes.js';

// Short-lived caches kept in each server's memory (the home page, the category list) are told when what they hold
// changed, on every server. With Redis the message goes out on a pub/sub channel: PUBLISH answers once Redis has
// handed the message to every subscriber's connection, so a writer that awaits `publish` before answering has reached
// the other servers' sockets before its client can ask one of them again. Without Redis, servers sharing a
// PostgreSQL database tell each other through its NOTIFY (databaseCacheBus); on the embedded database there is one
// server and the message stays in-process.

/**
 * What changed: the categories (names, tree, counts), the public catalogue (products, brands), the public reviews
 * (published, edited, taken down), anything a public page may show (`pages`: every write through the API says so,
 * plugins/cache-bus.ts), or the API keys (`apiKeys`: a revocation or a roll, which each server's memory of verified
 * keys must hear).
 */
export type CacheTopic = 'categories' | 'catalogue' | 'reviews' | 'pages' | 'short-links' | 'apiKeys' | 'featuring';

export interface CacheBus {
  /** Tells every server (this one at once) that `topic` changed. */
  publish(topic: CacheTopic): Promise<void>;
  subscribe(topic: CacheTopic, listener: () => void): () => void;
  close(): Promise<void>;
}

const TOPICS: readonly CacheTopic[] = [
  'categories',
  'catalogue',
  'reviews',
  'pages',
  'short-links',
  'apiKeys',
  'featuring',
];

class LocalListeners {
  private readonly listeners = new Map<CacheTopic, Set<() => void>>();

  add(topic: CacheTopic, listener: () => void) {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => void set.delete(listener);
  }

  emit(topic: CacheTopic) {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }
}

export function localCacheBus(): CacheBus {
  const local = new LocalListeners();
  return {
    async publish(topic) {
      local.emit(topic);
    },
    subscribe: (topic, listener) => local.add(topic, listener),
    async close() {},
  };
}

/**
 * `redis` publishes; a duplicate of it subscribes (a subscribed connection can do nothing else). Until the
 * subscription is confirmed, and whenever it drops, another server's change could go unheard: then `listening` is
 * false and every local listener is told "changed" on each reconnection, so nothing stale outlives a gap.
 */
export function redisCacheBus(
  redis: Redis,
  prefix: string,
): CacheBus & { readonly listening: boolean; ready: Promise<void> } {
  const local = new LocalListeners();
  const channel = `${prefix}:cache`;
  const self = randomUUID();
  const subscriber = redis.duplicate({ connectionName: 'plaudit-cache-bus' });
  subscriber.on('error', () => undefined);
  let listening = false;
  const forgetAll = () => TOPICS.forEach((topic) => local.emit(topic));
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, topic] = message.split(' ');
    if (from !== self && TOPICS.includes(topic as CacheTopic)) local.emit(topic as CacheTopic);
  });
  subscriber.on('close', () => {
    listening = false;
  });
  // ioredis subscribes again by itself after a reconnect, first thing on the new connection; whatever changed
  // while it was away is unknown, so every cache starts over. (A change published in the instant between the
  // reconnection and Redis taking the SUBSCRIBE is lost: that cache then lives out its short TTL.)
  subscriber.on('ready', () => {
    if (listening) return;
    listening = true;
    forgetAll();
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    () => undefined,
  );
  return {
    get listening() {
      return listening;
    },
    ready,
    async publish(topic) {
      local.emit(topic);
      // A Redis that cannot be reached must not fail the write that already committed: the others' caches expire
      // on their own within their short TTLs.
      await redis.publish(channel, `${self} ${topic}`).catch(() => undefined);
    },
    subscribe: (topic, listener) => local.add(topic, listener),
    async close() {
      listening = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/**
 * Topics whose message must have reached every server before the write that published it answers, not merely within
 * milliseconds: a revoked key is refused on the next request, whichever server takes it. Through NOTIFY that takes
 * asking every server (ChangeFeed.heardEverywhere, 1-10 ms), too much for the page caches told on every write.
 */
const HEARD_BEFORE_ANSWER: ReadonlySet<CacheTopic> = new Set(['apiKeys']);

/**
 * PostgreSQL without Redis: `notify` sends the message through the database (NOTIFY on CACHE_CHANNEL, committed at
 * once), and every server's change feed passes on what the others sent, in commit order. While a feed is down or
 * reconnecting, whatever it missed is unknown, so every local listener is told "changed" (as the Redis bus does).
 */
export function databaseCacheBus(
  feed: Pick<ChangeFeed, 'subscribeAnnouncements' | 'heardEverywhere'>,
  notify: (payload: string) => Promise<unknown>,
): CacheBus {
  const local = new LocalListeners();
  const self = randomUUID();
  const stop =
    feed.subscribeAnnouncements?.((payload) => {
      if (payload === null) return TOPICS.forEach((topic) => local.emit(topic));
      const [from, topic] = payload.split(' ');
      if (from !== self && TOPICS.includes(topic as CacheTopic)) local.emit(topic as CacheTopic);
    }) ?? (() => undefined);
  return {
    async publish(topic) {
      local.emit(topic);
      // As with Redis, a database that cannot take the message must not fail the write that already committed: the
      // others' caches expire on their own within their short TTLs.
      const sent = await notify(`${self} ${topic}`).then(
        () => true,
        () => false,
      );
      // The question is committed after the message, and each feed answers only once it has passed on everything
      // committed before: an answer from every server means each has forgotten.
      if (sent && HEARD_BEFORE_ANSWER.has(topic)) await feed.heardEverywhere();
    },
    subscribe: (topic, listener) => local.add(topic, listener),
    async close() {
      stop();
    },
  };
}
