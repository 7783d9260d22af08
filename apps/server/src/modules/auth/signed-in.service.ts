import { LRUCache } from 'lru-cache';
import { M } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { AccessClaims } from '../../lib/tokens.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { findSignedIn, type SignedIn } from './auth.user.js';
import { SignedInCache } from './signed-in-cache.js';

// Who is signed in behind a verified access token: a live session, checked on every request, so revocation works on
// the very next call. The session comes from memory when the person is there (signed-in-cache.ts: the database
// announces every change to a person, and the cache forgets them before that write even answers), else from one
// round trip. The auth plugin reads the token and asks here; the rules of a session in force live here.

const TOUCH_INTERVAL_MS = 60_000;

export class SignedInService {
  /** Shared rows: never change what it answers. */
  readonly cache: SignedInCache<SignedIn>;
  /** Our own touches: the touch changes nothing the cache holds, so a row in memory keeps its old last-seen time. */
  private readonly touched = new LRUCache<string, number>({ max: 100_000 });

  constructor(
    deps: Pick<ServiceDeps, 'db' | 'changes'>,
    private readonly sessions: SessionsService,
  ) {
    this.cache = new SignedInCache<SignedIn>({
      feed: deps.changes,
      load: (sessionId) => findSignedIn(deps.db, sessionId),
      staleAt: (row) => row.staleAt,
    });
  }

  /** The session and person of the claims, or the 401 that says why there is none (a banned or deleted person's session ends here). */
  async resolve(claims: AccessClaims): Promise<SignedIn> {
    const row = await this.cache.find(claims.userId, claims.sessionId);
    if (!row || row.user.id !== claims.userId) throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
    const { session, user } = row;
    if (session.revokedAt)
      throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: session.revokedReason });
    if (session.expiresAt.getTime() <= Date.now())
      throw new AppError('SESSION_INVALID', M.auth.error.session_invalid, 401, { reason: 'EXPIRED' });
    if (row.banned) {
      await this.sessions.end(session.id, 'BANNED');
      throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'BANNED' });
    }
    if (user.accountStatus !== 'ACTIVE') {
      await this.sessions.end(session.id, 'ACCOUNT_DELETED');
      throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'ACCOUNT_DELETED' });
    }
    // Migration 0003 keeps the touch from announcing the person, so without `touched` every request would touch.
    const now = Date.now();
    if (now - Math.max(session.lastSeenAt.getTime(), this.touched.get(session.id) ?? 0) > TOUCH_INTERVAL_MS) {
      this.touched.set(session.id, now);
      await this.sessions.touch(session.id);
    }
    return row;
  }

  close() {
    this.cache.close();
  }
}
