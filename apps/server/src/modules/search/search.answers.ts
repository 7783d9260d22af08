import { LRUCache } from 'lru-cache';
import type { CacheBus, CacheTopic } from '../../lib/cache-bus.js';

// Search answers kept a few seconds in this server's memory. A search shows public content only and nothing about
// who asks, so everyone who types the same words (with the same type, category, page and language) gets the same
// answer, and the queries people type most are answered by one statement per few seconds instead of one each: at 10
// connections on two shared cores the statement alone was 20-80 ms at the 99th percentile. Any change to what search
// shows, heard on the cache bus from any server, empties the memory at once; an answer whose statement began before
// such a change is handed to its readers but not kept. Concurrent misses of one key wait for one statement. An answer
// past its seconds, with no change heard since, is still given for `staleSeconds` while one statement in the
// background reads it again: otherwise every reader of a popular query waited for that statement every few seconds.

/** Everything public a search shows: products, brands and YouTubers, their reviews' scores, the categories. */
const TOPICS: readonly CacheTopic[] = ['catalogue', 'categories', 'reviews', 'pages'];

export interface SearchAnswersOptions {
  /** 0 keeps nothing (concurrent misses of one key still share one statement). */
  ttlSeconds: number;
  /** How long after that an answer is still given while it is read again (no change heard meanwhile). */
  staleSeconds: number;
  /** Bytes of answers (their JSON) kept at most. */
  maxBytes: number;
  bus: CacheBus;
  /** Milliseconds of a clock; tests may step their own. */
  now?: () => number;
}

export class SearchAnswers<T extends object> {
  private readonly memory: LRUCache<string, { answer: T; freshUntil: number }> | null;
  private readonly pending = new Map<string, Promise<T>>();
  /** Bumped by every change heard: an answer read before a change is never kept after it. */
  private generation = 0;
  private readonly now: () => number;
  private readonly ttlMs: number;
  /** Statements run (the tests count them). */
  reads = 0;

  constructor(options: SearchAnswersOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlSeconds * 1000;
    this.memory =
      this.ttlMs > 0
        ? new LRUCache({
            maxSize: options.maxBytes,
            // Measured once, when an answer is kept (a statement was just run for it).
            sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.answer).length),
            ttl: this.ttlMs + options.staleSeconds * 1000,
            ttlResolution: 0,
            perf: { now: () => this.now() },
          })
        : null;
    for (const topic of TOPICS) options.bus.subscribe(topic, () => this.forget());
  }

  forget(): void {
    this.generation += 1;
    this.memory?.clear();
    // Readers arriving from now on must not join a statement that may have read the old state.
    this.pending.clear();
  }

  /** The answer under `key`: kept, joined while another reader's statement runs, or read by `read`. */
  async get(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.memory?.get(key);
    if (kept && kept.freshUntil > this.now()) return kept.answer;
    const running = this.pending.get(key);
    if (kept) {
      // Past its seconds: this reader gets it as it is, and one statement (started here unless one runs) replaces it.
      if (!running) this.refresh(key, read).catch(() => undefined);
      return kept.answer;
    }
    return running ?? this.refresh(key, read);
  }

  /** Reads the answer and keeps it unless a change was heard meanwhile. */
  private async refresh(key: string, read: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    this.reads += 1;
    const work = read();
    this.pending.set(key, work);
    try {
      const answer = await work;
      if (generation === this.generation) this.memory?.set(key, { answer, freshUntil: this.now() + this.ttlMs });
      return answer;
    } finally {
      if (this.pending.get(key) === work) this.pending.delete(key);
    }
  }
}
