import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/changes.js';

// Signed-in people in memory, so an authenticated request (GET /auth/me above all: the benchmark budgets it against
// the bare /health) needs no database round trip. Correct because the database announces every change to a person
// (db/changes.ts) and this forgets them at once:
// - a write of this process has been heard before it resolves, so its effect shows on the very next request;
// - a load that overlapped a change of its person is answered but not kept (it may have read the state from before);
// - while the feed cannot promise to hear everything, nothing is kept or served from memory.
// Entries also go stale on their own: after `ttlMs`, or at the moment a time in them passes (a mute ends, a lock
// lifts), whichever comes first.

export interface SignedInRowBase {
  session: { id: string };
  user: { id: string };
}

export interface SignedInCacheOptions<Row> {
  feed: ChangeFeed;
  load(sessionId: string): Promise<Row | undefined>;
  /** The first moment the row's content would read differently (epoch ms), if any. */
  staleAt?(row: Row): number | undefined;
  maxPeople?: number;
  ttlMs?: number;
}

interface Person<Row> {
  sessions: Map<string, Row>;
  /** Epoch ms after which nothing here may be served. */
  expiresAt: number;
}

/** One read from the database, and whether its person changed (or everyone was forgotten) while it was out. */
interface Read<Row> {
  userId: string;
  row: Promise<Row | undefined>;
  overtaken: boolean;
}

export class SignedInCache<Row extends SignedInRowBase> {
  private readonly people: LRUCache<string, Person<Row>>;
  /** Reads in flight, by session (so concurrent requests share one) and by person (so a change reaches them). */
  private readonly pending = new Map<string, Read<Row>>();
  private readonly pendingByPerson = new Map<string, Set<Read<Row>>>();
  private readonly unsubscribe: () => void;
  private readonly ttlMs: number;

  constructor(private readonly options: SignedInCacheOptions<Row>) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.people = new LRUCache({ max: options.maxPeople ?? 10_000 });
    this.unsubscribe = options.feed.subscribe((userId) => this.forget(userId));
  }

  /** The row of `sessionId`, which must belong to `userId` (from the verified access token). */
  async find(userId: string, sessionId: string): Promise<Row | undefined> {
    const live = this.options.feed.live;
    if (live) {
      const person = this.people.get(userId);
      if (person && person.expiresAt <= Date.now()) this.people.delete(userId);
      else if (person) {
        const cached = person.sessions.get(sessionId);
        if (cached) return cached;
      }
    }
    const waiting = this.pending.get(sessionId);
    if (waiting && !waiting.overtaken && waiting.userId === userId) return waiting.row;

    // Only a change of this person (or a gap in the feed) makes this read unfit to keep: under a steady stream of
    // other people's writes, each person still stays in memory.
    const read: Read<Row> = { userId, overtaken: false, row: this.options.load(sessionId) };
    const mine = this.pendingByPerson.get(userId) ?? new Set<Read<Row>>();
    mine.add(read);
    this.pendingByPerson.set(userId, mine);
    this.pending.set(sessionId, read);
    try {
      const loaded = await read.row;
      if (loaded && live && this.options.feed.live && !read.overtaken && loaded.user.id === userId) this.keep(loaded);
      return loaded;
    } finally {
      if (this.pending.get(sessionId) === read) this.pending.delete(sessionId);
      mine.delete(read);
      if (mine.size === 0 && this.pendingByPerson.get(userId) === mine) this.pendingByPerson.delete(userId);
    }
  }

  /** Forgets one person (null: everyone). Called by the feed; tests and callers may call it too. */
  forget(userId: string | null) {
    if (userId === null) {
      this.people.clear();
      for (const reads of this.pendingByPerson.values()) for (const read of reads) read.overtaken = true;
      return;
    }
    this.people.delete(userId);
    for (const read of this.pendingByPerson.get(userId) ?? []) read.overtaken = true;
  }

  close() {
    this.unsubscribe();
    this.people.clear();
  }

  get size() {
    return this.people.size;
  }

  private keep(row: Row) {
    const now = Date.now();
    const expiresAt = Math.min(now + this.ttlMs, this.options.staleAt?.(row) ?? Infinity);
    if (expiresAt <= now) return;
    deepFreeze(row);
    const person = this.people.get(row.user.id);
    if (person && person.expiresAt > now) {
      // A second session of the same person (no change of theirs since the first was kept) joins the first.
      person.sessions.set(row.session.id, row);
      person.expiresAt = Math.min(person.expiresAt, expiresAt);
      return;
    }
    this.people.set(row.user.id, { sessions: new Map([[row.session.id, row]]), expiresAt });
  }
}

/** Rows are shared by concurrent requests: a handler that tried to change one would change everyone's. */
function deepFreeze(value: unknown) {
  if (value === null || typeof value !== 'object' || value instanceof Date || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}
