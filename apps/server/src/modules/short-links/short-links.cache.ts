import { SHORT_LINK_CACHE_MS } from '@plaudit/contract';
import type { CacheBus } from '../../lib/cache-bus.js';
import type { RedirectRow } from './short-links.queries.js';

// The links the redirect reads, kept a few seconds in this server's memory (an unknown slug too, so a flood of
// made-up slugs costs one query each per few seconds at most). Any change of any link empties it on every server
// through the cache bus; the short TTL bounds what a server that missed a message (Redis away) can serve.

const MAX_ENTRIES = 50_000;

export class LinkCache {
  private readonly entries = new Map<string, { row: RedirectRow | null; until: number }>();
  private generation = 0;

  constructor(
    bus: CacheBus,
    private readonly ttlMs = SHORT_LINK_CACHE_MS,
  ) {
    bus.subscribe('short-links', () => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
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
  async read(slug: string, load: () => Promise<RedirectRow | null>): Promise<RedirectRow | null> {
    const key = slug.toLowerCase();
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const row = await load();
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { row, until: Date.now() + this.ttlMs });
    }
    return row;
  }
}
