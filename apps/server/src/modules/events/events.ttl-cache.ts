// A small bounded map whose entries expire: what the ingestion looks up per event (a profile, whose a session is,
// a person's teams) is asked again at most every `ttlMs`, and memory stays bounded under any traffic. Per server:
// a stale answer only means an event counted for a few minutes after a profile or membership changed.

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.max) {
      // Map keeps insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }
}
