import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { CacheBus, CacheTopic } from '../../lib/cache-bus.js';

// Public pages drawn for anonymous readers, kept for a few seconds: every such reader of one address in one language
// gets the same HTML, so one render serves them all. Kept in this server's memory and, with Redis, shared with the
// other servers; every change to what a public page shows (a review, a product, a brand, a category), heard on
// the cache bus from any server, empties this server's memory and makes whatever Redis holds from before it
// unusable here. Concurrent misses of one key wait for one render. A page past its seconds, with no change heard since,
// is still answered for `staleSeconds` while one render in the background replaces it: a page drawn on this machine
// costs 30-200 ms of the main thread, and fifty popular pages all expiring at once held every reader behind their
// renders (5 pages/s on the bench where the memory answers 1,400 API calls/s).

/** One drawn page as it is sent: its body, status and validator. */
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
}

/** Where an answer came from (the tests and the metrics ask). */
export type PageSource = 'memory' | 'stale' | 'shared' | 'rendered' | 'joined';

export interface PageCacheOptions {
  /** 0 keeps nothing (concurrent misses still share one render). */
  ttlSeconds: number;
  /** How long after that a page is still answered while it is drawn again (no change heard meanwhile). */
  staleSeconds?: number;
  /** Bytes of HTML kept in memory at most; the least recently read pages go first. */
  maxBytes: number;
  bus: CacheBus;
  topics: readonly CacheTopic[];
  redis?: Redis | null;
  prefix?: string;
  /** Wall-clock milliseconds (shared entries carry when their render began); tests may step their own. */
  now?: () => number;
}

interface SharedEntry extends CachedPage {
  /** When its render began, by the wall clock of the server that drew it. */
  bornAt: number;
}

const toPage = ({ status, html, etag }: CachedPage): CachedPage => ({ status, html, etag });

/** A strong validator of the HTML: the same bytes on every server give the same ETag. */
export const etagOf = (html: string): string =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

export class PageCache {
  private readonly memory: LRUCache<string, CachedPage & { freshUntil: number }>;
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by every change heard: a render begun before a change is never kept after it. */
  private generation = 0;
  /** When the last change was heard: shared entries drawn before it are not used. */
  private changedAt = 0;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly unsubscribe: (() => void)[];
  /** Renders started by this server (the tests count them). */
  renders = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlSeconds * 1000;
    this.staleMs = this.ttlMs > 0 ? (options.staleSeconds ?? 0) * 1000 : 0;
    this.memory = new LRUCache<string, CachedPage & { freshUntil: number }>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.html.length),
      ttl: Math.max(1, this.ttlMs + this.staleMs),
      ttlResolution: 0,
      perf: { now: () => this.now() },
    });
    this.unsubscribe = options.topics.map((topic) => options.bus.subscribe(topic, () => this.forget()));
  }

  /** What changed may be on any page: drop them all (they are a few seconds' worth of renders). */
  forget(): void {
    this.generation += 1;
    this.changedAt = this.now();
    this.memory.clear();
    // Readers arriving from now on must not join a render that may have read the old state.
    this.pending.clear();
  }

  close(): void {
    this.unsubscribe.forEach((stop) => stop());
  }

  /**
   * The page under `key`: from memory, from Redis, by joining a render of it already under way, or by `render`
   * (null: the page must not be kept, e.g. a 404 or a failed drawing; such an answer is never shared).
   */
  async get(
    key: string,
    render: () => Promise<CachedPage | null>,
  ): Promise<{ page: CachedPage | null; source: PageSource }> {
    const kept = this.memory.get(key);
    if (kept && kept.freshUntil > this.now()) return { page: toPage(kept), source: 'memory' };
    const running = this.pending.get(key);
    if (kept) {
      // Past its seconds: this reader gets it as it is, and one render (started here unless one runs) replaces it.
      if (!running) void this.refresh(key, render).catch(() => undefined);
      return { page: toPage(kept), source: 'stale' };
    }
    if (running) return { page: await running, source: 'joined' };
    return this.refresh(key, render);
  }

  /** Reads Redis, else renders, and keeps the result unless a change was heard meanwhile. */
  private async refresh(
    key: string,
    render: () => Promise<CachedPage | null>,
  ): Promise<{ page: CachedPage | null; source: PageSource }> {
    let source: PageSource = 'rendered';
    const generation = this.generation;
    const bornAt = this.now();
    const work = (async () => {
      const shared = await this.readShared(key);
      if (shared) {
        source = 'shared';
        if (generation === this.generation) this.keep(key, shared);
        return shared;
      }
      this.renders += 1;
      const page = await render();
      if (page && this.ttlMs > 0 && generation === this.generation) {
        this.keep(key, page);
        this.writeShared(key, { ...page, bornAt });
      }
      return page;
    })();
    this.pending.set(key, work);
    try {
      return { page: await work, source };
    } finally {
      if (this.pending.get(key) === work) this.pending.delete(key);
    }
  }

  private keep(key: string, page: CachedPage): void {
    this.memory.set(key, { ...page, freshUntil: this.now() + this.ttlMs });
  }

  private sharedKey(key: string): string {
    return `${this.options.prefix ?? 'plaudit'}:page:${createHash('sha1').update(key).digest('base64url')}`;
  }

  private async readShared(key: string): Promise<CachedPage | null> {
    const redis = this.options.redis;
    if (!redis) return null;
    const text = await redis.get(this.sharedKey(key)).catch(() => null);
    if (!text) return null;
    try {
      const entry = JSON.parse(text) as SharedEntry;
      // Drawn before the last change this server heard: it may show what is no longer so.
      if (typeof entry.bornAt !== 'number' || entry.bornAt <= this.changedAt) return null;
      return { status: entry.status, html: entry.html, etag: entry.etag };
    } catch {
      return null;
    }
  }

  private writeShared(key: string, entry: SharedEntry): void {
    // Not awaited: the reader gets the page now; a Redis that is away only costs the other servers a render.
    void this.options.redis?.set(this.sharedKey(key), JSON.stringify(entry), 'PX', this.ttlMs).catch(() => undefined);
  }
}
