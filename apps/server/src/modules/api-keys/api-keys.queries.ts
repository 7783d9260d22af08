import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { apiIdempotency, apiKeys, creatorTeams, users } from '../../db/schema/index.js';
import { teamMembersAs } from '../teams/teams.access.js';

// The API keys area's SQL: the keys of a team, the key behind a hash, and the kept answers of Idempotency-Key.

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

/** Neither revoked nor past its expiry. */
const live = () => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)));

export async function listKeys(db: Db, teamId: string) {
  return db
    .select({ key: apiKeys, creatorFirstName: users.firstName, creatorLastName: users.lastName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.teamId, teamId))
    .orderBy(asc(sql`case when ${live()} then 0 else 1 end`), desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findKey(db: DbOrTx, teamId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.teamId, teamId), eq(apiKeys.id, keyId)))
    .limit(1);
  return row;
}

/** Locks the team's keys for a count-then-insert, so two creations cannot both pass the limit. */
export async function lockTeamKeys(tx: DbOrTx, teamId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api_keys:${teamId}`}, 0))`);
}

export async function countLiveKeys(db: DbOrTx, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.teamId, teamId), live()));
  return row?.count ?? 0;
}

export async function insertKey(tx: DbOrTx, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(key).returning();
  return row!;
}

export async function revokeKey(tx: DbOrTx, keyId: string, by: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** The old key of a roll: it works until `until` (never later than it would have anyway). */
export async function expireKeyAt(tx: DbOrTx, keyId: string, until: Date): Promise<void> {
  await tx
    .update(apiKeys)
    .set({ expiresAt: sql`least(coalesce(${apiKeys.expiresAt}, ${until}), ${until})` })
    .where(eq(apiKeys.id, keyId));
}

/** The key behind a hash, with its team: what a call on the public API is checked against. */
export async function findByHash(db: Db, hash: string) {
  const [row] = await db
    .select({ key: apiKeys, team: creatorTeams })
    .from(apiKeys)
    .innerJoin(creatorTeams, eq(creatorTeams.id, apiKeys.teamId))
    .where(eq(apiKeys.keyHash, hash))
    .limit(1);
  return row;
}

/** Writes the last use unless another server wrote it within the minute. */
export async function touchLastUsed(db: Db, keyId: string, everySeconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${everySeconds})`)),
      ),
    );
}

const managers = teamMembersAs('key_managers');

/** The team's OWNERs and ADMINs, who hear of every key created, rolled or revoked. */
export async function keyManagersToMail(db: DbOrTx, teamId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(and(eq(managers.teamId, teamId), inArray(managers.role, ['OWNER', 'ADMIN'])))
    .orderBy(asc(managers.createdAt));
}

// ---- Idempotency-Key ----------------------------------------------------------------------------------------------

export type IdempotencyRow = typeof apiIdempotency.$inferSelect;

/**
 * Claims `idempotencyKey` for this request, or answers the row that holds it (within `hours`; an older one is
 * taken over). The primary key makes two concurrent first requests one winner and one that sees the claim.
 */
export async function claimIdempotency(
  db: Db,
  keyId: string,
  idempotencyKey: string,
  requestHash: string,
  hours: number,
): Promise<{ claimed: true } | { claimed: false; row: IdempotencyRow }> {
  const [claimed] = await db
    .insert(apiIdempotency)
    .values({ keyId, idempotencyKey, requestHash })
    .onConflictDoUpdate({
      target: [apiIdempotency.keyId, apiIdempotency.idempotencyKey],
      set: { requestHash, status: null, body: null, createdAt: sql`now()` },
      setWhere: lt(apiIdempotency.createdAt, sql`now() - make_interval(hours => ${hours})`),
    })
    .returning({ keyId: apiIdempotency.keyId });
  if (claimed) return { claimed: true };
  const [row] = await db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ? { claimed: false, row } : claimIdempotency(db, keyId, idempotencyKey, requestHash, hours);
}

export async function storeIdempotentAnswer(
  db: Db,
  keyId: string,
  idempotencyKey: string,
  status: number,
  body: string,
): Promise<void> {
  await db
    .update(apiIdempotency)
    .set({ status, body })
    .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
}

/** A request that failed unexpectedly leaves no claim behind: the client may try again with the same key. */
export async function releaseIdempotency(db: Db, keyId: string, idempotencyKey: string): Promise<void> {
  await db
    .delete(apiIdempotency)
    .where(
      and(
        eq(apiIdempotency.keyId, keyId),
        eq(apiIdempotency.idempotencyKey, idempotencyKey),
        isNull(apiIdempotency.status),
      ),
    );
}

/** Kept answers past their replay window. */
export async function deleteOldIdempotency(db: Db, hours: number): Promise<number> {
  const rows = await db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.createdAt, sql`now() - make_interval(hours => ${hours})`))
    .returning({ keyId: apiIdempotency.keyId });
  return rows.length;
}

/** The brand's name and the acting person's, for the mail. */
export async function mailFacts(db: DbOrTx, teamId: string, actorId: string) {
  const [row] = await db
    .select({
      brandName: creatorTeams.brandName,
      actorName: sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${actorId})`,
    })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return row;
}
