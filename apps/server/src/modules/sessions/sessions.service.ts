import {
  M,
  REFRESH_REUSE_GRACE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  SUPPORT_ACCESS_MINUTES,
  type SessionEndReason,
  type TokenPair,
} from '@plaudit/contract';
import { UAParser } from 'ua-parser-js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { hmac, randomToken } from '../../lib/crypto.js';
import { signAccessToken } from '../../lib/tokens.js';
import { toSession } from './sessions.mapper.js';
import { maySeeSession } from './sessions.policy.js';
import * as q from './sessions.queries.js';

// Sessions: creation at sign-in, refresh-token rotation with reuse detection, listing and revocation.

export interface DeviceInfo {
  browser?: string | undefined;
  platform?: string | undefined;
  clientInfo?: string | undefined;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

const clip = (value: string | undefined, max = 200) => (value ? value.slice(0, max) : null);

/** Device fields from the X-Client-* headers, falling back to the parsed user agent. */
export function describeDevice(device: DeviceInfo) {
  const ua = device.userAgent ? UAParser(device.userAgent) : undefined;
  const uaBrowser = ua?.browser.name ? [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') : undefined;
  const uaPlatform = ua?.os.name ? [ua.os.name, ua.os.version].filter(Boolean).join(' ') : undefined;
  return {
    browser: clip(device.browser || uaBrowser, 100),
    platform: clip(device.platform || uaPlatform, 100),
    clientInfo: clip(device.clientInfo),
    userAgent: clip(device.userAgent, 500),
    ip: clip(device.ip, 64),
  };
}

export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  hashRefresh(token: string) {
    return hmac(`refresh:${this.config.jwtSecret}`, token);
  }

  async issue(userId: string, sessionId: string, refreshToken: string): Promise<TokenPair> {
    const accessToken = await signAccessToken(this.config.jwtSecret, { userId, sessionId });
    return { accessToken, refreshToken: { token: refreshToken }, sessionId };
  }

  async create(userId: string, device: DeviceInfo) {
    const refreshToken = randomToken();
    const now = new Date();
    const session = await q.insertSession(
      this.db,
      {
        userId,
        ...describeDevice(device),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      },
      this.hashRefresh(refreshToken),
    );
    return { session, tokens: await this.issue(userId, session.id, refreshToken) };
  }

  /**
   * A support-access session of the person for an admin, in the caller's transaction: it ends SUPPORT_ACCESS_MINUTES
   * after it starts whatever refreshes it (a refresh never moves `expiresAt`), and the auth check keeps it read-only.
   */
  async createSupport(
    tx: Tx,
    userId: string,
    support: { impersonatorId: string; impersonatorName: string; reason: string; adminSessionId: string },
    device: DeviceInfo,
  ) {
    const refreshToken = randomToken();
    const now = new Date();
    const session = await q.insertSupportSession(
      tx,
      {
        userId,
        ...describeDevice(device),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SUPPORT_ACCESS_MINUTES * 60 * 1000),
        impersonatorId: support.impersonatorId,
        impersonatorName: support.impersonatorName,
        supportReason: support.reason,
        adminSessionId: support.adminSessionId,
      },
      this.hashRefresh(refreshToken),
    );
    return { session, tokens: await this.issue(userId, session.id, refreshToken) };
  }

  /** Fresh tokens for a session still open (the admin's own, when support access ends); undefined when it is not. */
  async resume(sessionId: string, userId: string) {
    const session = await q.findOpenSession(this.db, sessionId);
    if (!session || session.userId !== userId) return undefined;
    const refreshToken = randomToken();
    await q.addSessionToken(this.db, session.id, this.hashRefresh(refreshToken));
    return { session, tokens: await this.issue(userId, session.id, refreshToken) };
  }

  /**
   * Rotates a refresh token. A token spent within REFRESH_REUSE_GRACE_SECONDS (two tabs refreshing at once, a retry
   * after a lost answer) gets a fresh pair for the same session, and the token its first use issued stays valid too:
   * whichever answer the browser keeps works. A token spent longer ago is reuse: it revokes its session (TOKEN_REUSE).
   */
  async refresh(refreshToken: string | undefined, headerSessionId: string | undefined) {
    if (!refreshToken) throw new AppError('unauthorized', M.error.common.session_not_found); // The missing-token message
    const hash = this.hashRefresh(refreshToken);
    const row = await q.findRefreshToken(this.db, hash);
    if (!row || (headerSessionId !== undefined && headerSessionId !== row.session.id)) {
      throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
    }
    const { session, user } = row;
    if (session.revokedAt)
      throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: session.revokedReason });
    if (session.expiresAt.getTime() <= Date.now())
      throw new AppError('SESSION_INVALID', M.auth.error.session_invalid, 401, { reason: 'EXPIRED' });
    const rotatedAt = row.token.rotatedAt;
    if (rotatedAt && Date.now() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000)
      return this.reuse(session.id);
    if (row.banned) {
      await q.revokeSession(this.db, session.id, 'BANNED');
      throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'BANNED' });
    }
    if (user.accountStatus !== 'ACTIVE') {
      await q.revokeSession(this.db, session.id, 'ACCOUNT_DELETED');
      throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'ACCOUNT_DELETED' });
    }
    const next = randomToken();
    // Not rotated yet: rotate. Rotated within the grace (before our read, or by a concurrent refresh that won the
    // race just now): a further token for the same session.
    const rotated = !rotatedAt && (await q.rotateRefreshToken(this.db, session.id, hash, this.hashRefresh(next)));
    if (!rotated) await q.addRefreshToken(this.db, session.id, this.hashRefresh(next));
    return { session, tokens: await this.issue(user.id, session.id, next) };
  }

  private async reuse(sessionId: string): Promise<never> {
    await q.revokeSession(this.db, sessionId, 'TOKEN_REUSE');
    throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'TOKEN_REUSE' });
  }

  async list(userId: string, currentSessionId: string) {
    const rows = await q.listOpenSessions(this.db, userId);
    return { sessions: rows.map((row) => toSession(row, currentSessionId)) };
  }

  /** Someone else's or an unknown (or already ended) session answers 404 'session not found', never 403. */
  async revoke(userId: string, sessionId: string) {
    const session = await q.findOpenSession(this.db, sessionId);
    if (!session || !maySeeSession(userId, session)) throw new AppError('not_found', M.error.common.session_not_found);
    await q.revokeSession(this.db, session.id, 'REVOKED');
  }

  async revokeAllExcept(
    userId: string,
    currentSessionId: string,
    reason: 'REVOKED_ALL' | 'PASSWORD_CHANGED' = 'REVOKED_ALL',
  ) {
    return q.revokeUserSessions(this.db, userId, reason, currentSessionId);
  }

  async revokeAll(userId: string, reason: 'PASSWORD_RESET' | 'BANNED' | 'PASSWORD_CHANGED' | 'ACCOUNT_DELETED') {
    return q.revokeUserSessions(this.db, userId, reason);
  }

  /** Within the caller's transaction when given (account deletion, an email revert): it lands with their change. */
  async revokeEvery(userId: string, reason: 'ACCOUNT_DELETED' | 'REVOKED_ALL', tx?: Tx) {
    await q.revokeEverySession(tx ?? this.db, userId, reason);
  }

  /** The auth check ends a session it finds banned or closed (plugins/auth.ts). */
  async end(sessionId: string, reason: SessionEndReason) {
    await q.revokeSession(this.db, sessionId, reason);
  }

  /** Keeps `lastSeenAt` roughly current (the auth check calls it at most once a minute per session). */
  async touch(sessionId: string) {
    await q.touchSession(this.db, sessionId);
  }

  async signOut(sessionId: string) {
    await q.revokeSession(this.db, sessionId, 'SIGNED_OUT');
  }

  async initVisitor(ip: string | undefined, userAgent: string | undefined) {
    return { sessionId: await q.insertVisitorSession(this.db, clip(ip, 64), clip(userAgent, 500)) };
  }
}
