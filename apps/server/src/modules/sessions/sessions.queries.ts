import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { preparedSql } from '../../lib/prepared.js';
import { refreshTokens, sessions, users, visitorSessions } from '../../db/schema/index.js';
import { SUPPORT_ACCESS_LISTED_DAYS, type SessionEndReason } from '@plaudit/contract';
import { isUuid } from '../../lib/ids.js';
import { activeBanCondition } from '../punishments/punishments.rules.js';
import type { SessionRow } from './sessions.rows.js';

// Drizzle queries of the sessions area, nothing else.

// synchronous_commit is off for this one transaction (set_config(..., true) lasts until its commit): sign-in does
// not wait for the disk. A crash of the database could lose the sessions of the last moment (their owners sign in
// again), never make anything inconsistent; every other write keeps the default.
const preparedInsertSession = preparedSql(
  'insert_session',
  sql`with no_wait as (select set_config('synchronous_commit', 'off', true)),
    s as (
      insert into ${sessions} (id, user_id, browser, platform, client_info, user_agent, ip, created_at, last_seen_at, expires_at)
      values (${sql.placeholder('id')}, ${sql.placeholder('userId')}, ${sql.placeholder('browser')}, ${sql.placeholder('platform')},
              ${sql.placeholder('clientInfo')}, ${sql.placeholder('userAgent')}, ${sql.placeholder('ip')}, ${sql.placeholder('createdAt')},
              ${sql.placeholder('createdAt')}, ${sql.placeholder('expiresAt')})
      returning id)
    insert into ${refreshTokens} (hash, session_id) select ${sql.placeholder('refreshHash')}, s.id from s, no_wait`,
);

export type NewSession = Pick<
  SessionRow,
  'userId' | 'browser' | 'platform' | 'clientInfo' | 'userAgent' | 'ip' | 'createdAt' | 'expiresAt'
>;

/**
 * The session and its first refresh token in one prepared statement: one round trip instead of a four-statement
 * transaction (sign-in's budget is argon2's, and every round trip on the way is CPU taken from it). Atomic all the
 * same.
 */
export async function insertSession(db: Db, values: NewSession, refreshHash: string): Promise<SessionRow> {
  const id = randomUUID();
  await preparedInsertSession(db).execute({ ...values, id, refreshHash });
  return {
    ...values,
    id,
    lastSeenAt: values.createdAt,
    revokedAt: null,
    revokedReason: null,
    impersonatorId: null,
    impersonatorName: null,
    supportReason: null,
    adminSessionId: null,
  };
}

/** A support-access session of the person and its first refresh token, in the caller's transaction. */
export async function insertSupportSession(
  tx: DbOrTx,
  values: NewSession & Pick<SessionRow, 'impersonatorId' | 'impersonatorName' | 'supportReason' | 'adminSessionId'>,
  refreshHash: string,
): Promise<SessionRow> {
  const [row] = await tx
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning();
  await tx.insert(refreshTokens).values({ hash: refreshHash, sessionId: row!.id });
  return row!;
}

/** A further refresh token for an open session (the admin's own, when support access ends). */
export async function addSessionToken(db: DbOrTx, sessionId: string, hash: string) {
  await db.insert(refreshTokens).values({ hash, sessionId });
}

export async function touchSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: SessionEndReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user except `exceptId`; answers how many were revoked. */
export async function revokeUserSessions(db: Db, userId: string, reason: SessionEndReason, exceptId?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Every session of the person not yet revoked, expired ones too (so each says why the account closed). */
export async function revokeEverySession(db: DbOrTx, userId: string, reason: SessionEndReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The open sessions, and the support-access visits of the last SUPPORT_ACCESS_LISTED_DAYS even once ended. */
export async function listOpenSessions(db: Db, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
          and(
            isNotNull(sessions.impersonatorId),
            gt(sessions.createdAt, sql`now() - make_interval(days => ${SUPPORT_ACCESS_LISTED_DAYS})`),
          ),
        ),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

export async function findOpenSession(db: Db, sessionId: string) {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function findRefreshToken(db: Db, hash: string) {
  const [row] = await db
    .select({
      token: refreshTokens,
      session: sessions,
      user: users,
      banned: activeBanCondition(users.id).mapWith(Boolean),
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.hash, hash))
    .limit(1);
  return row;
}

/** Spends `oldHash` and stores `newHash`; false when the old one was already spent (a concurrent or replayed use). */
export async function rotateRefreshToken(db: Db, sessionId: string, oldHash: string, newHash: string) {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.hash, oldHash), isNull(refreshTokens.rotatedAt)))
      .returning({ hash: refreshTokens.hash });
    if (spent.length === 0) return false;
    await tx.insert(refreshTokens).values({ hash: newHash, sessionId });
    await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
    return true;
  });
}

/** Another live refresh token for the session (the grace of a just-rotated one). */
export async function addRefreshToken(db: Db, sessionId: string, hash: string) {
  await db.transaction(async (tx) => {
    await tx.insert(refreshTokens).values({ hash, sessionId });
    await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
  });
}

export async function insertVisitorSession(db: Db, ip: string | null, userAgent: string | null) {
  const [row] = await db.insert(visitorSessions).values({ ip, userAgent }).returning({ id: visitorSessions.id });
  if (!row) throw new Error('visitor session insert returned nothing');
  return row.id;
}
