import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { API_KEY_TEAM_ROLE, M, mayDoInTeam, type TeamAction, type TeamRole } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeamMembers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { isTeamLocked } from './teams.policy.js';
import * as q from './teams.queries.js';

// The first step of every team route: the caller's membership of the team, checked against the team policy.
// Not a member (or not even a team, or not an id) → 404, so a team's existence is never revealed to outsiders.
//
// Also the one home of "is this person a member of this team, and with which role" for every other area: the
// checks below (roleOf, isMember, teamsOf) and their SQL forms (roleIn, memberOf, teamMembersAs) for a statement
// that needs membership without another round trip. No other module reads creator_team_members itself (a lint rule
// says so), so a new kind of team credential changes what "member" means here and nowhere else.

export interface TeamAccess {
  team: q.TeamRow;
  member: q.MemberRow;
  locked: boolean;
}

export const teamNotFound = () => new AppError('not_found', M.creator.error.team_not_found);

// ---- an API key as a member ------------------------------------------------------------------------------------
//
// A key is a credential of its team, not of a person: while a call made with it runs (actingAsKey), the person it
// acts as (its creator, whose name goes into the audit trail and whose mute still holds) is a member of the key's
// team alone, with API_KEY_TEAM_ROLE, whatever their own memberships are; every check below and its SQL forms say
// so. The key's scopes narrow that further before any service is called.

export interface KeyCredential {
  teamId: string;
  /** The person the key acts as. */
  actorId: string;
}

const actingKey = new AsyncLocalStorage<KeyCredential>();

/** Runs `work` as the API key `credential`: its team is the only one its actor is a member of. */
export function actingAsKey<T>(credential: KeyCredential, work: () => Promise<T>): Promise<T> {
  return actingKey.run(credential, work);
}

/** The key's role when the question is about its actor (null outside its team); undefined when no key acts. */
function keyRole(teamId: string, userId: string): TeamRole | null | undefined {
  const key = actingKey.getStore();
  if (!key || userId !== key.actorId) return undefined;
  return teamId === key.teamId ? API_KEY_TEAM_ROLE : null;
}

export async function loadTeamAccess(db: Db, teamId: string, userId: string): Promise<TeamAccess> {
  if (!isUuid(teamId)) throw teamNotFound();
  const asKey = keyRole(teamId, userId);
  if (asKey !== undefined) {
    const team = asKey ? await q.findTeam(db, teamId) : undefined;
    if (!asKey || !team) throw teamNotFound();
    const member = { id: teamId, teamId, userId, role: asKey, createdAt: team.createdAt, updatedAt: team.createdAt };
    return { team, member, locked: isTeamLocked(team) };
  }
  const row = await q.findTeamWithMembership(db, teamId, userId);
  if (!row) throw teamNotFound();
  return { team: row.team, member: row.member, locked: isTeamLocked(row.team) };
}

/** Refuses `action` unless the caller's role allows it; every action but `view` is refused while the team is locked. */
export function authorize(access: TeamAccess, action: TeamAction): void {
  if (action !== 'view' && access.locked) throw new AppError('forbidden', M.team.error.blocked);
  if (!mayDoInTeam(access.member.role, action)) throw new AppError('forbidden', M.team.error.role_not_allowed);
}

/** loadTeamAccess + authorize in one call. */
export async function requireTeam(db: Db, teamId: string, userId: string, action: TeamAction): Promise<TeamAccess> {
  const access = await loadTeamAccess(db, teamId, userId);
  authorize(access, action);
  return access;
}

// ---- membership, for every area ----------------------------------------------------------------------------------

/** The person's role in the team, or null when they are not a member (or either id is not one). */
export async function roleOf(db: DbOrTx, teamId: string, userId: string): Promise<TeamRole | null> {
  if (!isUuid(teamId) || !isUuid(userId)) return null;
  const asKey = keyRole(teamId, userId);
  if (asKey !== undefined) return asKey;
  return (await q.findMembershipOfUser(db, teamId, userId))?.role ?? null;
}

export async function isMember(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  return (await roleOf(db, teamId, userId)) !== null;
}

export interface Membership {
  teamId: string;
  role: TeamRole;
}

/** The teams the person belongs to with their role, oldest membership first; only among `teamIds` when given. */
export async function teamsOf(db: DbOrTx, userId: string, teamIds?: readonly string[]): Promise<Membership[]> {
  const among = teamIds?.filter(isUuid);
  if (!isUuid(userId) || among?.length === 0) return [];
  const key = actingKey.getStore();
  if (key && key.actorId === userId) {
    return among && !among.includes(key.teamId) ? [] : [{ teamId: key.teamId, role: API_KEY_TEAM_ROLE }];
  }
  const rows = await q.listMembershipsOfUser(db, userId, among);
  return rows.map(({ teamId, role }) => ({ teamId, role }));
}

type SqlValue = AnyPgColumn | SQL | string;

// Drizzle writes the columns of a one-table select's field without their table name; nested one level down they
// keep it, so the caller's column never turns into the subquery's own column of the same name.
const membershipWhere = (teamId: SqlValue, userId: SqlValue) =>
  sql`${creatorTeamMembers.teamId} = ${teamId} and ${creatorTeamMembers.userId} = ${userId}`;

/** SQL: the person's role in the team (null: not a member), a column of the caller's statement. */
export function roleIn(teamId: SqlValue, userId: SqlValue): SQL<TeamRole | null> {
  const key = actingKey.getStore();
  if (key && userId === key.actorId) {
    return sql<TeamRole | null>`(case when ${teamId} = ${key.teamId}::uuid then ${API_KEY_TEAM_ROLE}::text end)`;
  }
  return sql<TeamRole | null>`(${sql`select ${creatorTeamMembers.role} from ${creatorTeamMembers} where ${membershipWhere(teamId, userId)}`})`;
}

/** SQL: the person is a member of the team, a condition of the caller's statement. */
export function memberOf(teamId: SqlValue, userId: SqlValue): SQL {
  const key = actingKey.getStore();
  if (key && userId === key.actorId) return sql`(${teamId} = ${key.teamId}::uuid)`;
  return sql`exists (${sql`select 1 from ${creatorTeamMembers} where ${membershipWhere(teamId, userId)}`})`;
}

const builder = new QueryBuilder();

/**
 * The memberships as a read-only relation named `name`, for a statement that lists per member (who to mail, a
 * user's teams, an audit entry's member) and joins it like a table; PostgreSQL folds it into the plan as the table.
 */
export function teamMembersAs<Name extends string>(name: Name) {
  return builder
    .select({
      id: creatorTeamMembers.id,
      teamId: creatorTeamMembers.teamId,
      userId: creatorTeamMembers.userId,
      role: creatorTeamMembers.role,
      createdAt: creatorTeamMembers.createdAt,
    })
    .from(creatorTeamMembers)
    .as(name);
}

export const teamMembers = teamMembersAs('team_members');
