import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/changes.js';

// Signed-in people in memory, so an authenticated request (GET /auth/me above all: DESIGN.md budgets it against
// the bare /health) needs no database round trip. Correct because the database announces every change to a person
// (db/changes.ts) and this forgets them at once:
// - a write of this process has been heard before it resolves, so its effect shows on the very next request;
// - a load that overlapped any change is answered but not kept (it may have read the state from before it);
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

export class SignedInCache<Row extends SignedInRowBase> {
  private readonly people: LRUCache<string, Person<Row>>;
  private readonly pending = new Map<string, { epoch: number; row: Promise<Row | undefined> }>();
  /** Bumped by every change heard: a load that started in an older epoch may hold old state. */
  private epoch = 0;
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
    if (waiting && waiting.epoch === this.epoch) return waiting.row;

    const epoch = this.epoch;
    const row = this.options.load(sessionId).then((loaded) => {
      if (loaded && live && this.options.feed.live && epoch === this.epoch && loaded.user.id === userId) this.keep(loaded);
      return loaded;
    });
    this.pending.set(sessionId, { epoch, row });
    try {
      return await row;
    } finally {
      if (this.pending.get(sessionId)?.row === row) this.pending.delete(sessionId);
    }
  }

  /** Forgets one person (null: everyone). Called by the feed; tests and callers may call it too. */
  forget(userId: string | null) {
    this.epoch += 1;
    if (userId === null) this.people.clear();
    else this.people.delete(userId);
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
      // A second session of the same person (read in the same epoch, so the same state) joins the first.
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
