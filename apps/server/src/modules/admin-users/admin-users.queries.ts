import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery, GlobalRole } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams, users } from '../../db/schema/index.js';
import { teamMembers } from '../teams/teams.access.js';
import { isUuid } from '../../lib/ids.js';

// Drizzle queries of the admin users area, nothing else. Team memberships are read here directly (the teams
// area owns the tables and removes a membership for staff; these reads only show them).

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(query: Required<Pick<AdminUserListQuery, 'page' | 'take'>> & AdminUserListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        sql`${users.email} ilike ${pattern}`,
        sql`${users.username} ilike ${pattern}`,
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.accountStatus, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function listOrder(sortBy: AdminUserListQuery['sortBy'], sortOrder: AdminUserListQuery['sortOrder']): SQL[] {
  const dir = sortOrder === 'ASC' ? asc : desc;
  switch (sortBy) {
    case 'name':
      return [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`), dir(users.id)];
    case 'email':
      return [dir(sql`lower(${users.email})`), dir(users.id)];
    case 'username':
      return [dir(sql`lower(${users.username})`), dir(users.id)];
    case 'updatedAt':
      return [dir(users.updatedAt), dir(users.id)];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

export async function listUsers(db: DbOrTx, query: { page: number; take: number } & AdminUserListQuery) {
  const where = listWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...listOrder(query.sortBy, query.sortOrder))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findUser(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's team memberships with their teams, oldest first. */
export async function findMemberships(db: DbOrTx, userId: string) {
  return db
    .select({
      id: teamMembers.id,
      role: teamMembers.role,
      teamId: creatorTeams.id,
      brandName: creatorTeams.brandName,
      iconUrl: creatorTeams.iconUrl,
    })
    .from(teamMembers)
    .innerJoin(creatorTeams, eq(creatorTeams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.createdAt));
}

/** Locks and counts the ACTIVE admins, so two concurrent demotions cannot both pass the last-admin check. */
export async function lockActiveAdmins(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN' satisfies GlobalRole), eq(users.accountStatus, 'ACTIVE')))
    .for('update');
  return rows.length;
}

/** Which of email / username another account already has (case-insensitively). */
export async function findTakenByOthers(
  db: DbOrTx,
  id: string,
  email: string | undefined,
  username: string | undefined,
) {
  if (email === undefined && username === undefined) return { email: false, username: false };
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        ne(users.id, id),
        or(
          email !== undefined ? sql`lower(${users.email}) = lower(${email})` : undefined,
          username !== undefined ? sql`lower(${users.username}) = lower(${username})` : undefined,
        ),
      ),
    )
    .limit(2);
  return {
    email: email !== undefined && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: username !== undefined && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}
