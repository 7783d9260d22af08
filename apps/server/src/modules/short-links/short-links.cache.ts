import { SHORT_LINK_CACHE_MS } from '@plaudit/contract';
import type { CacheBus } from '../../lib/cache-bus.js';
import type { RedirectRow } from './short-links.queries.js';

// The links the redirect reads, kept a few seconds in this server's memory (an unknown slug too, so a flood of
// made-up slugs costs one query each per few seconds at most). Any change of any link empties it on every server
// through the cache bus; the short TTL bounds what a server that missed a message (Redis away) can serve.
// The slugs that miss are read together: every miss of one turn of the event loop goes into one statement (a
// printed code or a campaign sends many people to many links at once), and a slug already on its way is not asked
// again. A statement per visit kept the database's connections busy and every visitor in their queue.

const MAX_ENTRIES = 50_000;
/** Slugs one statement asks for at most. */
const BATCH_MAX = 500;
/** Statements in flight at once; the misses meanwhile wait for the next turn, and make it a bigger statement. */
const IN_FLIGHT_MAX = 4;

/** The rows of the asked slugs (lower-cased) that exist; an absent slug is no link. */
export type LoadSlugs = (slugs: string[]) => Promise<Map<string, RedirectRow>>;

interface Waiting {
  /** In a statement already: a change now makes its answer old, and the next visit asks again. */
  sent: boolean;
  promise: Promise<RedirectRow | null>;
  resolve: (row: RedirectRow | null) => void;
  reject: (error: unknown) => void;
}

export class LinkCache {
  private readonly entries = new Map<string, { row: RedirectRow | null; until: number }>();
  private generation = 0;
  /** Slugs asked for and not answered yet (queued or in a statement): each asked once. */
  private readonly waiting = new Map<string, Waiting>();
  private queue: string[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    bus: CacheBus,
    private readonly load: LoadSlugs,
    private readonly ttlMs = SHORT_LINK_CACHE_MS,
  ) {
    bus.subscribe('short-links', () => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
    for (const [slug, waiting] of this.waiting) if (waiting.sent) this.waiting.delete(slug);
  }

  /** The cached answer for a slug (lower-cased), or undefined when it must be read. */
  get(slug: string, now = Date.now()): RedirectRow | null | undefined {
    const entry = this.entries.get(slug);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(slug);
      return undefined;
    }
    return entry.row;
  }

  /** Reads through the cache; a read that overlapped a change is answered but not kept. */
  read(slug: string): Promise<RedirectRow | null> {
    const key = slug.toLowerCase();
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const asked = this.waiting.get(key);
    if (asked) return asked.promise;
    let resolve!: Waiting['resolve'];
    let reject!: Waiting['reject'];
    const promise = new Promise<RedirectRow | null>((yes, no) => {
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
        const until = Date.now() + this.ttlMs;
        for (const [slug, waiting] of asked) {
          const row = rows.get(slug) ?? null;
          if (generation === this.generation) this.keep(slug, row, until);
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

  private forget(slug: string, waiting: Waiting): void {
    if (this.waiting.get(slug) === waiting) this.waiting.delete(slug);
  }

  private keep(slug: string, row: RedirectRow | null, until: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(slug, { row, until });
  }

  private done(): void {
    this.inFlight -= 1;
    this.schedule();
  }
}
