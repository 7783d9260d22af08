import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// Short-lived caches kept in each server's memory (the home page, the category list) are told when what they hold
// changed, on every server. Without Redis there is one server and the message stays in-process. With
// Redis it also goes out on a pub/sub channel: PUBLISH answers once Redis has handed the message to every
// subscriber's connection, so a writer that awaits `publish` before answering has reached the other servers' sockets
// before its client can ask one of them again.

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
