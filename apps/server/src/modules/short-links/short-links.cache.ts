import { SHORT_LINK_CACHE_MS } from '@plaudit/contract';
import type { CacheBus } from '../../lib/cache-bus.js';
import type { RedirectRow } from './short-links.queries.js';

// The links the redirect reads, kept a few seconds in this server's memory (an unknown slug too, so a flood of
// made-up slugs costs two queries each per few seconds at most). Any change of any link empties it on every server
// through the cache bus; the short TTL bounds what a server that missed a message (Redis away) can serve.
// The slugs that miss are read together: every miss of one turn of the event loop goes into one statement (a
// printed code or a campaign sends many people to many links at once), and a slug already on its way is not asked
// again. A statement per visit kept the database's connections busy and every visitor in their queue.
// Each statement's slugs are kept in a map of its own, let go with its answer. One map for the server's life, which
// every miss went into and out of, had the misses promoted to the old generation with the visits waiting on them:
// 4 s of redirects to 100,000 random slugs (bots, so no clicks, and a stand-in for the database) promoted 23 MB
// through it, against 5 MB once it was a new map each time it emptied. The old generation filled in two seconds, and
// each full collection held up every visit in flight.
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
  /** Asked for again lately (this read, or another one while it waited): its answer is kept. */
  keep: boolean;
  promise: Promise<T | null>;
  resolve: (row: T | null) => void;
  reject: (error: unknown) => void;
}

/** The slugs of one statement (lower-cased), each with what its readers wait on. */
type Batch<T> = Map<string, Waiting<T>>;

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
  /** Statements not sent yet, oldest first; the last one takes new slugs until it holds BATCH_MAX. */
  private readonly queue: Batch<T>[] = [];
  /** Statements sent and not answered, that a read of one of their slugs joins (none after a change). */
  private asked: Batch<T>[] = [];
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
    // What is in a statement already may be old now: the next visit asks again. What is queued is asked after this.
    this.asked = [];
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
    const waiting = this.waitingFor(key);
    if (waiting) {
      waiting.keep ||= again;
      return waiting.promise;
    }
    let resolve!: Waiting<T>['resolve'];
    let reject!: Waiting<T>['reject'];
    const promise = new Promise<T | null>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    let batch = this.queue[this.queue.length - 1];
    if (!batch || batch.size >= BATCH_MAX) {
      batch = new Map();
      this.queue.push(batch);
    }
    batch.set(key, { keep: again, promise, resolve, reject });
    this.schedule();
    return promise;
  }

  /** The slug's place in a statement queued or on its way, if it has one. */
  private waitingFor(key: string): Waiting<T> | undefined {
    for (const batch of this.queue) {
      const waiting = batch.get(key);
      if (waiting) return waiting;
    }
    for (const batch of this.asked) {
      const waiting = batch.get(key);
      if (waiting) return waiting;
    }
    return undefined;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.inFlightMax || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.inFlightMax && this.queue.length > 0) this.send(this.queue.shift()!);
    });
  }

  private send(batch: Batch<T>): void {
    const generation = this.generation;
    this.asked.push(batch);
    this.inFlight += 1;
    this.load([...batch.keys()]).then(
      (rows) => {
        this.answered(batch);
        const now = Date.now();
        for (const [slug, waiting] of batch) {
          const row = rows.get(slug) ?? null;
          if (waiting.keep && generation === this.generation) this.keep(slug, row, now);
          waiting.resolve(row);
        }
        this.done();
      },
      (error: unknown) => {
        this.answered(batch);
        for (const waiting of batch.values()) waiting.reject(error);
        this.done();
      },
    );
  }

  /** A statement's readers are answered now: a read of its slugs from here on asks again, or finds it kept. */
  private answered(batch: Batch<T>): void {
    const at = this.asked.indexOf(batch);
    if (at !== -1) this.asked.splice(at, 1);
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
