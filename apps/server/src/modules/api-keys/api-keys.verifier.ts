import { API_KEY_CACHE_SECONDS, API_KEY_LAST_USED_EVERY_SECONDS, M, type ApiKeyScope } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isTeamLocked } from '../teams/teams.policy.js';
import { hashApiKey, isWellFormedApiKey, keyLabel } from './api-keys.format.js';
import * as q from './api-keys.queries.js';

// Which key a public API call carries, answered from memory for API_KEY_CACHE_SECONDS so that a call costs no
// database round trip. What could make a kept answer wrong is told to every server before the change answers: a
// revocation or a roll (the cache bus, 'apiKeys', through Redis or else the shared PostgreSQL's NOTIFY: every entry
// goes), and a change to the key's creator or their team, such as a lock (the database's person feed, which names the
// people of a locked team: their entries go). Expiry is checked against the clock on every call. A key's last use is
// written at most once a minute, after the answer.

export interface VerifiedKey {
  id: string;
  name: string;
  start: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  /** The person the key acts as: its creator. */
  actorId: string;
  team: { id: string; brandName: string; creatorProfile: string };
  /** How the audit trail names a change made with it. */
  label: string;
}

interface Entry {
  key: VerifiedKey | null;
  revoked: boolean;
  team: { accessStatus: string; accessUntil: Date | null };
  keptUntil: number;
}

/** More distinct keys than this in memory: start over (a flood of made-up keys must not grow memory). */
const MAX_ENTRIES = 10_000;

const invalid = () => new AppError('unauthorized', M.api_key.invalid);

export class ApiKeyVerifier {
  private readonly entries = new Map<string, Entry>();
  private readonly touched = new Map<string, number>();
  private readonly unsubscribe: (() => void)[];
  /**
   * Moves whenever every entry goes: a read that started before a revocation was heard and ends after it may carry
   * what the key was before, so it answers its own call but is not kept.
   */
  private generation = 0;
  /** The people who changed while each read in flight was out (a read whose key acts as one of them is not kept). */
  private readonly reading = new Set<Set<string>>();

  constructor(private readonly deps: Pick<ServiceDeps, 'db' | 'cacheBus' | 'changes' | 'log'>) {
    this.unsubscribe = [
      deps.cacheBus.subscribe('apiKeys', () => this.forget()),
      deps.changes.subscribe((userId) => {
        if (userId === null) return this.forget();
        for (const changed of this.reading) changed.add(userId);
        for (const [hash, entry] of this.entries) if (entry.key?.actorId === userId) this.entries.delete(hash);
      }),
    ];
  }

  private forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  close(): void {
    this.unsubscribe.forEach((stop) => stop());
  }

  /** The key behind `token`, or the 401/403 that refuses it. */
  async verify(token: string | undefined, now = Date.now()): Promise<VerifiedKey> {
    if (!token || !isWellFormedApiKey(token)) throw invalid();
    const hash = hashApiKey(token);
    let entry = this.entries.get(hash);
    if (!entry || entry.keptUntil <= now || !this.deps.changes.live) {
      const generation = this.generation;
      const changed = new Set<string>();
      this.reading.add(changed);
      try {
        entry = await this.load(hash, now);
      } finally {
        this.reading.delete(changed);
      }
      if (generation === this.generation && !(entry.key && changed.has(entry.key.actorId))) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(hash, entry);
      }
    }
    const key = entry.key;
    if (!key) throw invalid();
    if (entry.revoked) throw new AppError('unauthorized', M.api_key.revoked);
    if (key.expiresAt && key.expiresAt.getTime() <= now) throw new AppError('unauthorized', M.api_key.expired);
    if (isTeamLocked(entry.team, new Date(now))) throw new AppError('forbidden', M.team.error.blocked);
    this.touch(key.id, now);
    return key;
  }

  private async load(hash: string, now: number): Promise<Entry> {
    const keptUntil = now + API_KEY_CACHE_SECONDS * 1000;
    const row = await q.findByHash(this.deps.db, hash);
    // A key whose creator's account is gone acts as nobody: it is refused like an unknown one.
    if (!row || row.key.createdBy === null) {
      return { key: null, revoked: false, team: { accessStatus: 'UNBLOCKED', accessUntil: null }, keptUntil };
    }
    const { key, team } = row;
    return {
      key: {
        id: key.id,
        name: key.name,
        start: key.start,
        scopes: key.scopes,
        expiresAt: key.expiresAt,
        actorId: key.createdBy!,
        team: { id: team.id, brandName: team.brandName, creatorProfile: team.profileHandle },
        label: keyLabel(key.name, key.start),
      },
      revoked: key.revokedAt !== null,
      team: { accessStatus: team.accessStatus, accessUntil: team.accessUntil },
      keptUntil,
    };
  }

  private touch(keyId: string, now: number): void {
    const last = this.touched.get(keyId);
    if (last !== undefined && now - last < API_KEY_LAST_USED_EVERY_SECONDS * 1000) return;
    this.touched.set(keyId, now);
    if (this.touched.size > MAX_ENTRIES) this.touched.clear();
    q.touchLastUsed(this.deps.db, keyId, API_KEY_LAST_USED_EVERY_SECONDS).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, "could not write an API key's last use"),
    );
  }
}
