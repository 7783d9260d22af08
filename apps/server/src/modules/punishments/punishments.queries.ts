import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/tx.js';
import { punishments, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { activeCondition } from './punishments.rules.js';

// Drizzle queries of the punishments area, nothing else.

export type PunishmentRow = typeof punishments.$inferSelect;
export type NewPunishment = typeof punishments.$inferInsert;

const issuer = alias(users, 'issuer');
const withIssuer = {
  punishment: punishments,
  issuerId: issuer.id,
  issuerFirstName: issuer.firstName,
  issuerLastName: issuer.lastName,
  active: activeCondition.mapWith(Boolean),
};
export type PunishmentWithIssuer = {
  punishment: PunishmentRow;
  issuerId: string | null;
  issuerFirstName: string | null;
  issuerLastName: string | null;
  active: boolean;
};

export async function findPunishment(db: DbOrTx, id: string): Promise<PunishmentWithIssuer | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(withIssuer)
    .from(punishments)
    .leftJoin(issuer, eq(issuer.id, punishments.issuedBy))
    .where(eq(punishments.id, id))
    .limit(1);
  return row;
}

/** Every punishment of a user, newest first, with who issued it. */
export async function listUserPunishments(db: DbOrTx, userId: string): Promise<PunishmentWithIssuer[]> {
  return db
    .select(withIssuer)
    .from(punishments)
    .leftJoin(issuer, eq(issuer.id, punishments.issuedBy))
    .where(eq(punishments.userId, userId))
    .orderBy(desc(punishments.createdAt), desc(punishments.id));
}

/** The punishments of a user in force right now, newest first. */
export async function listActivePunishments(db: DbOrTx, userId: string): Promise<PunishmentWithIssuer[]> {
  return db
    .select(withIssuer)
    .from(punishments)
    .leftJoin(issuer, eq(issuer.id, punishments.issuedBy))
    .where(and(eq(punishments.userId, userId), activeCondition))
    .orderBy(desc(punishments.createdAt), desc(punishments.id));
}

export async function insertPunishment(db: DbOrTx, values: NewPunishment): Promise<PunishmentRow> {
  const [row] = await db.insert(punishments).values(values).returning();
  if (!row) throw new Error('punishment insert returned nothing');
  return row;
}

export async function updatePunishment(
  db: DbOrTx,
  id: string,
  values: Partial<NewPunishment>,
): Promise<PunishmentRow | undefined> {
  const [row] = await db.update(punishments).set(values).where(eq(punishments.id, id)).returning();
  return row;
}

/** Lifts the punishment unless it already was (an acknowledged WARNING is lifted too: the appeal clears it). */
export async function liftIfActive(db: DbOrTx, id: string, at: Date): Promise<PunishmentRow | undefined> {
  const [row] = await db
    .update(punishments)
    .set({ liftedAt: at })
    .where(and(eq(punishments.id, id), isNull(punishments.liftedAt)))
    .returning();
  return row;
}

/** The target of a punishment: enough to check who may punish them and to mail them. */
export async function findTargetUser(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      accountStatus: users.accountStatus,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** What GET /auth/me needs from this area in one read: the active MUTEs and unacknowledged WARNINGs. */
/** The active MUTE that ends last (one with no end wins), if any. */
export async function findActiveMute(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ reason: punishments.reason, until: punishments.until })
    .from(punishments)
    .where(and(eq(punishments.userId, userId), eq(punishments.type, 'MUTE'), activeCondition))
    .orderBy(sql`${punishments.until} desc nulls first`)
    .limit(1);
  return row;
}

/** Marks the person's own WARNING acknowledged; answers the row when it is theirs (acknowledged before or now). */
export async function acknowledgeWarning(db: DbOrTx, id: string, userId: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(punishments)
    .set({ acknowledgedAt: sql`coalesce(${punishments.acknowledgedAt}, now())` })
    .where(
      and(
        eq(punishments.id, id),
        eq(punishments.userId, userId),
        eq(punishments.type, 'WARNING'),
        isNull(punishments.liftedAt),
      ),
    )
    .returning({ id: punishments.id });
  return row;
}

/** The types of the punishments in force, per user, for a page of users. */
export async function findActiveTypes(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinct({ userId: punishments.userId, type: punishments.type })
    .from(punishments)
    .where(and(inArray(punishments.userId, userIds), activeCondition));
}
