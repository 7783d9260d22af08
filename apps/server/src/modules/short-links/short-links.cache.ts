import { SHORT_LINK_CACHE_MS } from '@plaudit/contract';
import type { CacheBus } from '../../lib/cache-bus.js';
import type { RedirectRow } from './short-links.queries.js';

// The links the redirect reads, kept a few seconds in this server's memory (an unknown slug too, so a flood of
// made-up slugs costs one query each per few seconds at most). Any change of any link empties it on every server
// through the cache bus; the short TTL bounds what a server that missed a message (Redis away) can serve.
// The slugs that miss are read together: every miss of one turn of the event loop goes into one statement (a
// printed code or a campaign sends many people to many links at once), and a slug already on its way is not asked
// again. A statement per visit kept the database's connections busy and every visitor in their queue.
// The answers are kept in two generations: each new answer goes into the current one, which becomes the previous one
// a cache time later, and the previous one is then let go whole. Every entry still lives its full time and none is
// deleted alone: under visits to many links nearly every answer is read once, and expired ones stayed in memory
// until the size cap pushed them out one at a time.

/** Answers one generation holds at most; a full one turns over early. */
const GENERATION_MAX = 25_000;
/** Slugs one statement asks for at most. */
const BATCH_MAX = 500;
/** Statements in flight at once; the misses meanwhile wait for the next turn, and make it a bigger statement. */
const IN_FLIGHT_MAX = 4;

/** The rows of the asked slugs (lower-cased) that exist; an absent slug is no link. */
export type LoadSlugs<T> = (slugs: string[]) => Promise<Map<string, T>>;

interface Waiting<T> {
  /** In a statement already: a change now makes its answer old, and the next visit asks again. */
  sent: boolean;
  promise: Promise<T | null>;
  resolve: (row: T | null) => void;
  reject: (error: unknown) => void;
}

interface Entry<T> {
  row: T | null;
  until: number;
}

export class LinkCache<T = RedirectRow> {
  private current = new Map<string, Entry<T>>();
  private previous = new Map<string, Entry<T>>();
  /** When the current generation began. */
  private currentSince = 0;
  /** Counts changes: an answer read before one is not kept. */
  private generation = 0;
  /** Slugs asked for and not answered yet (queued or in a statement): each asked once. */
  private readonly waiting = new Map<string, Waiting<T>>();
  private queue: string[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    bus: CacheBus,
    private readonly load: LoadSlugs<T>,
    private readonly ttlMs = SHORT_LINK_CACHE_MS,
  ) {
    bus.subscribe('short-links', () => this.clear());
  }

  clear(): void {
    this.current = new Map();
    this.previous = new Map();
    this.generation += 1;
    for (const [slug, waiting] of this.waiting) if (waiting.sent) this.waiting.delete(slug);
  }

  /** The cached answer for a slug (lower-cased), or undefined when it must be read. */
  get(slug: string, now = Date.now()): T | null | undefined {
    const entry = this.current.get(slug) ?? this.previous.get(slug);
    return entry && entry.until > now ? entry.row : undefined;
  }

  /** Reads through the cache; a read that overlapped a change is answered but not kept. */
  read(slug: string): Promise<T | null> {
    const key = slug.toLowerCase();
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const asked = this.waiting.get(key);
    if (asked) return asked.promise;
    let resolve!: Waiting<T>['resolve'];
    let reject!: Waiting<T>['reject'];
    const promise = new Promise<T | null>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    this.waiting.set(key, { sent: false, promise, resolve, reject });
    this.queue.push(key);
    this.schedule();
    return promise;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= IN_FLIGHT_MAX || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < IN_FLIGHT_MAX && this.queue.length > 0) this.send(this.queue.splice(0, BATCH_MAX));
    });
  }

  private send(slugs: string[]): void {
    const generation = this.generation;
    const asked = slugs.map((slug) => {
      const waiting = this.waiting.get(slug)!;
      waiting.sent = true;
      return [slug, waiting] as const;
    });
    this.inFlight += 1;
    this.load(slugs).then(
      (rows) => {
        const now = Date.now();
        for (const [slug, waiting] of asked) {
          const row = rows.get(slug) ?? null;
          if (generation === this.generation) this.keep(slug, row, now);
          this.forget(slug, waiting);
          waiting.resolve(row);
        }
        this.done();
      },
      (error: unknown) => {
        for (const [slug, waiting] of asked) {
          this.forget(slug, waiting);
          waiting.reject(error);
        }
        this.done();
      },
    );
  }

  private forget(slug: string, waiting: Waiting<T>): void {
    if (this.waiting.get(slug) === waiting) this.waiting.delete(slug);
  }

  private keep(slug: string, row: T | null, now: number): void {
    // What the previous generation holds was kept at least a cache time ago: all of it has expired (a full
    // generation turns over early, and its answers go a little before their time).
    if (now - this.currentSince >= this.ttlMs || this.current.size >= GENERATION_MAX) {
      this.previous = this.current;
      this.current = new Map();
      this.currentSince = now;
    }
    this.current.set(slug, { row, until: now + this.ttlMs });
  }

  private done(): void {
    this.inFlight -= 1;
    this.schedule();
  }
}
