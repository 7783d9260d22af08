import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { emailChanges, users } from '../../db/schema/index.js';
import type { UserRow } from '../users/users.rows.js';

// Drizzle queries of the profile area, nothing else. The users row itself is written by the users module.

export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Another account with this username (case-insensitively). */
export async function usernameTakenByOther(db: Db, username: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Another account with this email (case-insensitively). */
export async function emailTakenByOther(db: Db | Tx, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

// ---- email changes ------------------------------------------------------------------------------------------

/** Cancels every pending (neither confirmed nor cancelled) change of the user. */
export async function cancelPendingEmailChanges(db: Db | Tx, userId: string) {
  await db
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)));
}

export async function insertEmailChange(db: Db | Tx, values: typeof emailChanges.$inferInsert) {
  const [row] = await db.insert(emailChanges).values(values).returning();
  if (!row) throw new Error('email change insert returned nothing');
  return row;
}

/** The user's newest pending change. */
export async function findPendingEmailChange(db: Db | Tx, userId: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row;
}

export async function findEmailChangeById(db: Db, id: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.id, id)).limit(1);
  return row;
}

export async function findEmailChangeByRevertHash(db: Db, hash: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.revertTokenHash, hash)).limit(1);
  return row;
}

/** Marks a change; only when it is still in the state `when` describes (so a race answers false). */
export async function markEmailChange(
  db: Db | Tx,
  id: string,
  set: Partial<Pick<EmailChangeRow, 'confirmedAt' | 'cancelledAt' | 'revertedAt'>>,
  when: 'pending' | 'confirmed',
) {
  const state =
    when === 'pending'
      ? and(isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt))
      : and(sql`${emailChanges.confirmedAt} is not null`, isNull(emailChanges.revertedAt));
  const rows = await db
    .update(emailChanges)
    .set(set)
    .where(and(eq(emailChanges.id, id), state))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/**
 * Confirms a pending change and keeps the account's password hash of this moment with it (what a revert restores).
 * False when the change is no longer pending (a race).
 */
export async function confirmEmailChange(tx: Tx, id: string, userId: string) {
  const rows = await tx
    .update(emailChanges)
    .set({
      confirmedAt: new Date(),
      previousPasswordHash: sql`(select ${users.passwordHash} from ${users} where ${users.id} = ${userId})`,
    })
    .where(
      and(
        eq(emailChanges.id, id),
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
      ),
    )
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/** When the user's newest revert after `since` happened, if any. */
export async function lastRevertSince(db: Db, userId: string, since: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ revertedAt: emailChanges.revertedAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.revertedAt, since)))
    .orderBy(desc(emailChanges.revertedAt))
    .limit(1);
  return row?.revertedAt ?? undefined;
}

/**
 * A revert also voids the revert links of every change made after the one taken back: those links went to the
 * intruder's addresses (A → B → C: B's link would otherwise bring B back after the owner restored A).
 */
export async function voidLaterRevertLinks(tx: Tx, userId: string, revertedChangeId: string, confirmedAt: Date) {
  await tx
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, userId),
        ne(emailChanges.id, revertedChangeId),
        gt(emailChanges.confirmedAt, confirmedAt),
        isNull(emailChanges.revertedAt),
        isNull(emailChanges.cancelledAt),
        sql`${emailChanges.confirmedAt} is not null`,
      ),
    );
}

// ---- account deletion ---------------------------------------------------------------------------------------

/** Account deletion: the person's email changes (old and new addresses) go with them. */
export async function deleteEmailChanges(tx: Tx, userId: string) {
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
}
