import { SHORT_LINK_CACHE_MS } from '@plaudit/contract';
import type { CacheBus } from '../../lib/cache-bus.js';
import type { RedirectRow } from './short-links.queries.js';

// The links the redirect reads, kept a few seconds in this server's memory (an unknown slug too, so a flood of
// made-up slugs costs two queries each per few seconds at most). Any change of any link empties it on every server
// through the cache bus; the short TTL bounds what a server that missed a message (Redis away) can serve.
// The slugs that miss are read together: every miss of one turn of the event loop goes into one statement (a
// printed code or a campaign sends many people to many links at once), and a slug already on its way is not asked
// again. A statement per visit kept the database's connections busy and every visitor in their queue.
// The answers are kept in two generations: each new answer goes into the current one, which becomes the previous one
// a cache time later, and the previous one is then let go whole. Every entry still lives its full time and none is
// deleted alone: under visits to many links nearly every answer is read once, and expired ones stayed in memory
// until the size cap pushed them out one at a time.
// Only a slug asked for again within a second or two is kept (the doorkeeper of TinyLFU, Caffeine's admission
// policy): a link that many people open is kept from its second visit on, while the long tail of links opened once
// in a while is read and let go (a link opened less than once a second costs at most a query a second, in a batch). Keeping every answer held some 40,000 links at a time under visits to 100,000
// links, nearly all of them never read again; each one was promoted to the old generation and left there for a full
// collection to clean up, about one a second, each stopping every visit in flight for 30 to 50 ms.

/** Bits of the doorkeeper's filter of recently asked slugs, per generation (128 KiB each, outside the JS heap). */
const DOOR_BITS = 1 << 20;
/** How long the doorkeeper remembers an ask: one or two of these (never longer than the cache time). */
const DOOR_WINDOW_MS = 1000;
/** Answers one generation holds at most; a full one turns over early. */
const GENERATION_MAX = 25_000;
/** Slugs one statement asks for at most. */
const BATCH_MAX = 500;
/**
 * Statements in flight at once, and never more than the database pool's connections less one: the misses meanwhile
 * wait for the next turn, and make it a bigger statement. A lookup that queued inside the pool for a connection waited
 * there as it was, behind the click's INSERT among others; under 100,000 random slugs on a pool of 4, three in flight
 * against four gave the redirect a p99 of 1.70-1.78× health's against 1.82-2.13×, in alternating runs.
 */
const IN_FLIGHT_MAX = 4;

/** The rows of the asked slugs (lower-cased) that exist; an absent slug is no link. */
export type LoadSlugs<T> = (slugs: string[]) => Promise<Map<string, T>>;

interface Waiting<T> {
  /** In a statement already: a change now makes its answer old, and the next visit asks again. */
  sent: boolean;
  /** Asked for again lately (this read, or another one while it waited): its answer is kept. */
  keep: boolean;
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
  private readonly door: Doorkeeper;
  private readonly inFlightMax: number;

  constructor(
    bus: CacheBus,
    private readonly load: LoadSlugs<T>,
    private readonly ttlMs = SHORT_LINK_CACHE_MS,
    /** The database pool's connections, when it has a fixed number. */
    poolConnections = Infinity,
  ) {
    this.inFlightMax = Math.max(1, Math.min(IN_FLIGHT_MAX, poolConnections - 1));
    this.door = new Doorkeeper(Math.min(ttlMs, DOOR_WINDOW_MS));
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
    const now = Date.now();
    const cached = this.get(key, now);
    if (cached !== undefined) return Promise.resolve(cached);
    const again = this.door.note(key, now);
    const asked = this.waiting.get(key);
    if (asked) {
      asked.keep ||= again;
      return asked.promise;
    }
    let resolve!: Waiting<T>['resolve'];
    let reject!: Waiting<T>['reject'];
    const promise = new Promise<T | null>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    this.waiting.set(key, { sent: false, keep: again, promise, resolve, reject });
    this.queue.push(key);
    this.schedule();
    return promise;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.inFlightMax || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.inFlightMax && this.queue.length > 0) this.send(this.queue.splice(0, BATCH_MAX));
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
          if (waiting.keep && generation === this.generation) this.keep(slug, row, now);
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

/**
 * Which slugs were asked for lately, as bits of a hash in two generations of a window each: a slug noted within the
 * last one or two is "asked again". A collision only keeps a link that did not need keeping.
 */
class Doorkeeper {
  private current = new Uint32Array(DOOR_BITS / 32);
  private previous = new Uint32Array(DOOR_BITS / 32);
  private since = 0;

  constructor(private readonly windowMs: number) {}

  /** Notes a slug; answers whether it was noted before within the last window or two. */
  note(slug: string, now: number): boolean {
    if (now - this.since >= this.windowMs) {
      // The current generation becomes the previous one, unless it is older than that already (a quiet while).
      [this.previous, this.current] = [this.current, this.previous];
      if (now - this.since >= 2 * this.windowMs) this.previous.fill(0);
      this.current.fill(0);
      this.since = now;
    }
    const bit = fnv1a(slug) & (DOOR_BITS - 1);
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    const seen = ((this.current[word]! | this.previous[word]!) & mask) !== 0;
    this.current[word] = this.current[word]! | mask;
    return seen;
  }
}

/** 32-bit FNV-1a of a string's UTF-16 code units: cheap, and spreads short slugs that differ in one character. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
