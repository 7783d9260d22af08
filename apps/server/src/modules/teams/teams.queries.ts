import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TeamRole, VerificationKind } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { DbOrTx, Tx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { latestRoundFirst } from '../verifications/verifications.rules.js';
import {
  creatorTeamMembers,
  creatorTeams,
  emptySocialLinks,
  ownershipTransfers,
  teamInvites,
  teamMembershipHistory,
  users,
  verifications,
} from '../../db/schema/index.js';

// The SQL of the creator workspace: teams, memberships, invites and ownership offers. Every function takes the
// db or the open transaction, so a service can run a change and its audit entry together.

export type TeamRow = typeof creatorTeams.$inferSelect;
export type MemberRow = typeof creatorTeamMembers.$inferSelect;
export type InviteRow = typeof teamInvites.$inferSelect;
export type TransferRow = typeof ownershipTransfers.$inferSelect;

export async function findTeamWithMembership(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select({ team: creatorTeams, member: creatorTeamMembers })
    .from(creatorTeams)
    .innerJoin(
      creatorTeamMembers,
      and(eq(creatorTeamMembers.teamId, creatorTeams.id), eq(creatorTeamMembers.userId, userId)),
    )
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return row;
}

export async function findTeam(db: Db, teamId: string) {
  const [row] = await db.select().from(creatorTeams).where(eq(creatorTeams.id, teamId)).limit(1);
  return row;
}

/**
 * The newest verification round of a team of `kind` (one row per round; "newest" as verifications.rules.ts
 * says): APPLICATION, whether the team is verified; RENAME, its newest brand name change.
 */
export async function latestVerification(db: DbOrTx, teamId: string, kind: VerificationKind = 'APPLICATION') {
  const [row] = await db
    .select({ status: verifications.status, message: verifications.message, details: verifications.details })
    .from(verifications)
    .where(and(eq(verifications.teamId, teamId), eq(verifications.kind, kind)))
    .orderBy(...latestRoundFirst)
    .limit(1);
  return row;
}

/**
 * Another team, verified, whose name is too close to `name`: equal once case, accents, spaces and punctuation are set
 * aside, or with a trigram similarity of at least `threshold`. The `%` operator lets the trigram index on the folded
 * name find the candidates (at pg_trgm's default 0.3, below any threshold worth using); the exact test decides.
 */
export async function findVerifiedNameClash(db: DbOrTx, name: string, exceptTeamId: string, threshold: number) {
  const folded = sql`public.search_fold(${name})`;
  const bare = (value: SQL | AnyColumn) => sql`regexp_replace(${value}, '[^[:alnum:]]+', '', 'g')`;
  const [row] = await db
    .select({ id: creatorTeams.id, brandName: creatorTeams.brandName })
    .from(creatorTeams)
    .where(
      and(
        sql`${creatorTeams.id} <> ${exceptTeamId}`,
        sql`(${bare(creatorTeams.searchName)} = ${bare(folded)} or (${creatorTeams.searchName} % ${folded} and similarity(${creatorTeams.searchName}, ${folded}) >= ${threshold}))`,
        sql`public.team_is_approved(${creatorTeams.id})`,
      ),
    )
    .limit(1);
  return row;
}

export async function teamCounts(db: Db, teamId: string, now: Date) {
  const [members, invites] = await Promise.all([
    db.select({ n: count() }).from(creatorTeamMembers).where(eq(creatorTeamMembers.teamId, teamId)),
    db
      .select({ n: count() })
      .from(teamInvites)
      .where(and(eq(teamInvites.teamId, teamId), openInvite(now))),
  ]);
  return { memberCount: members[0]?.n ?? 0, pendingInviteCount: invites[0]?.n ?? 0 };
}

export async function updateTeam(db: Db, teamId: string, values: Partial<typeof creatorTeams.$inferInsert>) {
  const [row] = await db
    .update(creatorTeams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(creatorTeams.id, teamId))
    .returning();
  return row;
}

// ---- members ---------------------------------------------------------------------------------------------------

const memberColumns = {
  id: creatorTeamMembers.id,
  userId: creatorTeamMembers.userId,
  role: creatorTeamMembers.role,
  createdAt: creatorTeamMembers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  image: users.image,
};
export type MemberWithUser = {
  id: string;
  userId: string;
  role: TeamRole;
  createdAt: Date;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  image: string | null;
};

const ROLE_ORDER = sql`case ${creatorTeamMembers.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`;

export function listMembers(db: Db, teamId: string): Promise<MemberWithUser[]> {
  return db
    .select(memberColumns)
    .from(creatorTeamMembers)
    .innerJoin(users, eq(users.id, creatorTeamMembers.userId))
    .where(eq(creatorTeamMembers.teamId, teamId))
    .orderBy(ROLE_ORDER, asc(creatorTeamMembers.createdAt));
}

export async function findMember(db: Db, teamId: string, memberId: string): Promise<MemberWithUser | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(creatorTeamMembers)
    .innerJoin(users, eq(users.id, creatorTeamMembers.userId))
    .where(and(eq(creatorTeamMembers.teamId, teamId), eq(creatorTeamMembers.id, memberId)))
    .limit(1);
  return row;
}

export async function findMemberByEmail(db: Db, teamId: string, email: string) {
  const [row] = await db
    .select({ id: creatorTeamMembers.id })
    .from(creatorTeamMembers)
    .innerJoin(users, eq(users.id, creatorTeamMembers.userId))
    .where(and(eq(creatorTeamMembers.teamId, teamId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row;
}

export async function findMembershipOfUser(db: DbOrTx, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(creatorTeamMembers)
    .where(and(eq(creatorTeamMembers.teamId, teamId), eq(creatorTeamMembers.userId, userId)))
    .limit(1);
  return row;
}

/** The person's memberships, oldest first; only those among `teamIds` when given. */
export function listMembershipsOfUser(db: DbOrTx, userId: string, teamIds?: string[]) {
  return db
    .select({ id: creatorTeamMembers.id, teamId: creatorTeamMembers.teamId, role: creatorTeamMembers.role })
    .from(creatorTeamMembers)
    .where(
      and(eq(creatorTeamMembers.userId, userId), teamIds ? inArray(creatorTeamMembers.teamId, teamIds) : undefined),
    )
    .orderBy(asc(creatorTeamMembers.createdAt), asc(creatorTeamMembers.id));
}

export async function countOwners(db: Db, teamId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(creatorTeamMembers)
    .where(and(eq(creatorTeamMembers.teamId, teamId), eq(creatorTeamMembers.role, 'OWNER')));
  return row?.n ?? 0;
}

export async function setMemberRole(db: Db, memberId: string, role: TeamRole) {
  await db.update(creatorTeamMembers).set({ role, updatedAt: new Date() }).where(eq(creatorTeamMembers.id, memberId));
}

/**
 * Ends memberships and keeps when each ended (team_membership_history): whoever left a team is still known as its
 * former member for a while (they may not review its products).
 */
async function endMemberships(db: DbOrTx, where: SQL) {
  const rows = await db.delete(creatorTeamMembers).where(where).returning();
  if (rows.length > 0) {
    await db
      .insert(teamMembershipHistory)
      .values(rows.map((r) => ({ teamId: r.teamId, userId: r.userId, role: r.role, joinedAt: r.createdAt })));
  }
  return rows;
}

export async function deleteMember(db: Db, memberId: string) {
  await endMemberships(db, eq(creatorTeamMembers.id, memberId));
}

/** Whether the person is a member of the team now, or was at `since` or later (their membership ended since). */
export async function memberSince(
  db: DbOrTx,
  teamId: string,
  userId: string,
  since: Date,
): Promise<{ current: boolean; former: boolean }> {
  const [row] = rowsOf<{ is_member: boolean; was_member: boolean }>(
    await db.execute(sql`select
    exists (select 1 from ${creatorTeamMembers} m where m.team_id = ${teamId} and m.user_id = ${userId}) as is_member,
    exists (select 1 from ${teamMembershipHistory} h where h.team_id = ${teamId} and h.user_id = ${userId}
      and h.left_at >= ${since.toISOString()}::timestamptz) as was_member`),
  );
  return { current: row?.is_member ?? false, former: row?.was_member ?? false };
}

export async function insertMember(db: Db, values: { teamId: string; userId: string; role: TeamRole }) {
  const [row] = await db.insert(creatorTeamMembers).values(values).returning();
  return row!;
}

/** Spec §4: the selected team while it is a membership, else the first OWNER membership, else the first, else none. */
export async function effectiveSelectedTeamId(
  db: Db,
  user: { id: string; selectedTeamId: string | null },
): Promise<string | null> {
  const rows = await db
    .select({ teamId: creatorTeamMembers.teamId, role: creatorTeamMembers.role })
    .from(creatorTeamMembers)
    .where(eq(creatorTeamMembers.userId, user.id))
    .orderBy(asc(creatorTeamMembers.createdAt));
  const chosen = rows.find((r) => r.teamId === user.selectedTeamId) ?? rows.find((r) => r.role === 'OWNER') ?? rows[0];
  return chosen?.teamId ?? null;
}

// ---- invites ---------------------------------------------------------------------------------------------------

const openInvite = (now: Date) =>
  and(isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt), gt(teamInvites.expiresAt, now));

export async function findOpenInviteByEmail(db: Db, teamId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: teamInvites.id })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), sql`lower(${teamInvites.email}) = lower(${email})`, openInvite(now)))
    .limit(1);
  return row;
}

/**
 * Locks the team row for the rest of the transaction and answers how many invitations it created since `since` and
 * when the oldest of them was made: parallel invites of one team queue here, so its daily limit holds.
 */
export async function lockAndCountInvitesSince(db: Db, teamId: string, since: Date) {
  await db.select({ id: creatorTeams.id }).from(creatorTeams).where(eq(creatorTeams.id, teamId)).for('update');
  const [row] = await db
    .select({
      sent: count(),
      oldestMs: sql<number | null>`(extract(epoch from min(${teamInvites.createdAt})) * 1000)::float8`,
    })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), gt(teamInvites.createdAt, since)));
  return { sent: row?.sent ?? 0, oldest: row?.oldestMs == null ? null : new Date(Number(row.oldestMs)) };
}

export async function insertInvite(db: Db, values: typeof teamInvites.$inferInsert) {
  const [row] = await db.insert(teamInvites).values(values).returning();
  return row!;
}

/** Invites not yet accepted or cancelled (expired ones too, so the team sees and can withdraw them), newest first. */
export function listPendingInvites(db: Db, teamId: string) {
  return db
    .select({ invite: teamInvites, inviterFirstName: users.firstName, inviterLastName: users.lastName })
    .from(teamInvites)
    .leftJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt)))
    .orderBy(desc(teamInvites.createdAt));
}

export async function findInvite(db: Db, teamId: string, inviteId: string) {
  const [row] = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.id, inviteId)))
    .limit(1);
  return row;
}

export async function cancelInvite(db: Db, inviteId: string) {
  const now = new Date();
  await db.update(teamInvites).set({ cancelledAt: now, updatedAt: now }).where(eq(teamInvites.id, inviteId));
}

export async function findInviteByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invite: teamInvites,
      team: creatorTeams,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(teamInvites)
    .innerJoin(creatorTeams, eq(creatorTeams.id, teamInvites.teamId))
    .leftJoin(users, eq(users.id, teamInvites.invitedBy))
    .where(eq(teamInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks an invite used; answers false when another request used it first (single use under concurrency). */
export async function markInviteAccepted(db: Db, inviteId: string, userId: string) {
  const now = new Date();
  const rows = await db
    .update(teamInvites)
    .set({ acceptedAt: now, acceptedBy: userId, updatedAt: now })
    .where(and(eq(teamInvites.id, inviteId), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt)))
    .returning({ id: teamInvites.id });
  return rows.length === 1;
}

// ---- ownership offers ------------------------------------------------------------------------------------------

const openTransfer = and(
  isNull(ownershipTransfers.acceptedAt),
  isNull(ownershipTransfers.declinedAt),
  isNull(ownershipTransfers.cancelledAt),
);

export async function cancelOpenTransfers(db: Db, teamId: string) {
  await db
    .update(ownershipTransfers)
    .set({ cancelledAt: new Date() })
    .where(and(eq(ownershipTransfers.teamId, teamId), openTransfer));
}

export async function insertTransfer(db: Db, values: { teamId: string; fromUserId: string; toUserId: string }) {
  const [row] = await db.insert(ownershipTransfers).values(values).returning();
  return row!;
}

export async function findOpenTransferOfTeam(db: Db, teamId: string) {
  const [row] = await db
    .select()
    .from(ownershipTransfers)
    .where(and(eq(ownershipTransfers.teamId, teamId), openTransfer))
    .orderBy(desc(ownershipTransfers.createdAt))
    .limit(1);
  return row;
}

export async function findOpenTransfer(db: Db, transferId: string) {
  const [row] = await db
    .select()
    .from(ownershipTransfers)
    .where(and(eq(ownershipTransfers.id, transferId), openTransfer))
    .limit(1);
  return row;
}

export async function closeTransfer(db: Db, transferId: string, outcome: 'acceptedAt' | 'declinedAt' | 'cancelledAt') {
  const rows = await db
    .update(ownershipTransfers)
    .set({ [outcome]: new Date() })
    .where(and(eq(ownershipTransfers.id, transferId), openTransfer))
    .returning({ id: ownershipTransfers.id });
  return rows.length === 1;
}

export async function userNames(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}

export async function findUserLanguage(db: Db, email: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.language;
}

// ---- changes other areas make through TeamsService (onboarding, account deletion, staff) -------------------------

/**
 * Claims a listed, unclaimed profile. The `claimed_at is null` condition makes two racing claims safe: on
 * PostgreSQL the second UPDATE waits for the first to commit, then re-checks and matches nothing.
 */
export async function claimTeam(
  db: DbOrTx,
  teamId: string,
  values: { brandName: string; website: string },
): Promise<TeamRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(creatorTeams)
    .set({ ...values, claimedAt: now, updatedAt: now })
    .where(and(eq(creatorTeams.id, teamId), isNull(creatorTeams.claimedAt)))
    .returning();
  return row;
}

/** A new, claimed profile; a racing insert of the same handle fails on the unique index (23505). */
export async function insertClaimedTeam(
  db: DbOrTx,
  values: { brandName: string; website: string; profileHandle: string },
): Promise<TeamRow> {
  const [row] = await db
    .insert(creatorTeams)
    .values({ ...values, social: { ...emptySocialLinks(), websiteUrl: values.website }, claimedAt: new Date() })
    .returning();
  if (!row) throw new Error('team insert returned nothing');
  return row;
}

export async function updateTeamDetails(db: DbOrTx, teamId: string, values: { brandName: string; website: string }) {
  await db
    .update(creatorTeams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(creatorTeams.id, teamId));
}

/** Every team of the user, their role there, and how many OWNERs and members it has in total. */
export async function listTeamsWithCounts(db: DbOrTx, userId: string) {
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

export async function deleteTeams(db: DbOrTx, teamIds: string[]) {
  if (teamIds.length === 0) return;
  await db.delete(creatorTeams).where(inArray(creatorTeams.id, teamIds));
}

export async function deleteMembershipsOf(db: DbOrTx, userId: string) {
  await db.delete(creatorTeamMembers).where(eq(creatorTeamMembers.userId, userId));
}

/** Removes a membership; answers what it was (for the audit entry), or undefined when there was none. */
export async function deleteMembership(db: DbOrTx, userId: string, teamId: string) {
  const [row] = await endMemberships(
    db,
    and(eq(creatorTeamMembers.userId, userId), eq(creatorTeamMembers.teamId, teamId))!,
  );
  return row ? { id: row.id, role: row.role, teamId: row.teamId } : undefined;
}

/** Open invitations addressed to the person carry their name and address. */
export async function deleteOpenInvitesTo(db: DbOrTx, email: string) {
  await db
    .delete(teamInvites)
    .where(and(sql`lower(${teamInvites.email}) = lower(${email})`, isNull(teamInvites.acceptedAt)));
}

export async function lockTeam(tx: Tx, teamId: string) {
  const [row] = await tx.select().from(creatorTeams).where(eq(creatorTeams.id, teamId)).for('update').limit(1);
  return row;
}

export async function setTeamAccess(
  db: DbOrTx,
  teamId: string,
  values: { accessStatus: 'BLOCKED' | 'UNBLOCKED'; accessUntil: Date | null; accessReason: string | null },
) {
  const [row] = await db
    .update(creatorTeams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(creatorTeams.id, teamId))
    .returning();
  return row!;
}
