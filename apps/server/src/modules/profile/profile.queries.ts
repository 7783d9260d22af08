import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import {
  creatorTeamMembers, creatorTeams, emailChanges, oneTimeCodes, passwordResets, teamInvites, users,
} from '../../db/schema/index.js';
import { voidAccountSecrets } from '../../lib/account-secrets.js';
import { spendCode } from '../../lib/one-time-codes.js';
import type { UserRow } from '../users/users.rows.js';

// Drizzle queries of the profile area, nothing else.

export type NewUserValues = Partial<typeof users.$inferInsert>;
export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Db | Tx, id: string, values: NewUserValues): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

/** The flags merged into the stored ones in one statement (jsonb ||), so two tabs saving different flags both win. */
export async function mergeNotifications(db: Db, id: string, flags: Record<string, boolean>) {
  const [row] = await db
    .update(users)
    .set({ notifications: sql`${users.notifications} || ${JSON.stringify(flags)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
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

export async function isTeamMember(db: Db, userId: string, teamId: string) {
  const [row] = await db
    .select({ id: creatorTeamMembers.id })
    .from(creatorTeamMembers)
    .where(and(eq(creatorTeamMembers.userId, userId), eq(creatorTeamMembers.teamId, teamId)))
    .limit(1);
  return row !== undefined;
}

/** Every team of the user, their role there, and how many OWNERs and members it has in total. */
export async function listTeamsWithCounts(db: Db | Tx, userId: string) {
  return db
    .select({
      teamId: creatorTeams.id,
      brandName: creatorTeams.brandName,
      role: creatorTeamMembers.role,
      members: sql<number>`(select count(*)::int from ${creatorTeamMembers} m where m.team_id = ${creatorTeams.id})`,
      owners: sql<number>`(select count(*)::int from ${creatorTeamMembers} m where m.team_id = ${creatorTeams.id} and m.role = 'OWNER')`,
    })
    .from(creatorTeamMembers)
    .innerJoin(creatorTeams, eq(creatorTeams.id, creatorTeamMembers.teamId))
    .where(eq(creatorTeamMembers.userId, userId));
}

/**
 * Locks the user's teams for the rest of the transaction, so two members leaving a team at the same moment are
 * serialised and the second one counts the owners the first one left behind.
 */
export async function lockUserTeams(tx: Tx, userId: string) {
  await tx
    .select({ id: creatorTeams.id })
    .from(creatorTeams)
    .innerJoin(creatorTeamMembers, eq(creatorTeamMembers.teamId, creatorTeams.id))
    .where(eq(creatorTeamMembers.userId, userId))
    .for('update', { of: creatorTeams });
}

/**
 * Spends the password-change code and sets the new password, atomically; reset links, codes and pending email
 * changes asked for before the change die with it (they must not undo it). False when the code was already spent
 * by a concurrent confirmation.
 */
export async function changePassword(db: Db, input: { userId: string; codeId: string; passwordHash: string }) {
  return db.transaction(async (tx) => {
    if (!(await spendCode(tx, input.codeId))) return false;
    await tx.update(users).set({ passwordHash: input.passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await voidAccountSecrets(tx, input.userId);
    return true;
  });
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
  const state = when === 'pending'
    ? and(isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt))
    : and(sql`${emailChanges.confirmedAt} is not null`, isNull(emailChanges.revertedAt));
  const rows = await db.update(emailChanges).set(set).where(and(eq(emailChanges.id, id), state)).returning({ id: emailChanges.id });
  return rows.length > 0;
}

// ---- account deletion ---------------------------------------------------------------------------------------

/** Everything personal hanging off the account that nobody else relies on. */
export async function deletePersonalRows(tx: Tx, userId: string, email: string) {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  // Open invitations addressed to the person carry their name and address.
  await tx.delete(teamInvites).where(and(sql`lower(${teamInvites.email}) = lower(${email})`, isNull(teamInvites.acceptedAt)));
}

export async function deleteTeams(tx: Tx, teamIds: string[]) {
  if (teamIds.length === 0) return;
  await tx.delete(creatorTeams).where(inArray(creatorTeams.id, teamIds));
}

export async function deleteMemberships(tx: Tx, userId: string) {
  await tx.delete(creatorTeamMembers).where(eq(creatorTeamMembers.userId, userId));
}
