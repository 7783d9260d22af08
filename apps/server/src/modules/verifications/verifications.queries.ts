import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VerificationListQuery } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { brandRequests, creatorTeams, users, verifications, youtubers } from '../../db/schema/index.js';
import { teamIsLocked } from '../teams/teams.rules.js';
import { latestRoundFirst } from './verifications.rules.js';
import type { VerificationRow } from './verifications.rows.js';

// Drizzle queries of the admin verification review, nothing else.

type ListQuery = VerificationListQuery;

const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');

/** True when no later round exists for the same team or YouTuber. */
const isLatest = sql<boolean>`not exists (select 1 from ${verifications} newer where
  ((${verifications}.team_id is not null and newer.team_id = ${verifications}.team_id)
   or (${verifications}.youtuber_id is not null and newer.youtuber_id = ${verifications}.youtuber_id))
  and newer.kind = ${verifications}.kind
  and (newer.submitted_at, newer.id) > (${verifications}.submitted_at, ${verifications}.id))`.mapWith(Boolean);

const subjectName = sql<string>`coalesce(${verifications.details}->>'brandName', ${verifications.details}->>'pageName', '')`;
const effectiveAccess = sql<'BLOCKED' | 'UNBLOCKED' | null>`case when ${creatorTeams.id} is null then null
  when ${teamIsLocked(creatorTeams)} then 'BLOCKED'
  else 'UNBLOCKED' end`;

const selection = {
  v: verifications,
  applicant: {
    id: applicant.id,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    email: applicant.email,
    language: applicant.language,
  },
  reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName },
  profileHandle: creatorTeams.profileHandle,
  pendingBrandName: creatorTeams.pendingBrandName,
  accessStatus: effectiveAccess,
  accessUntil: creatorTeams.accessUntil,
  isLatest,
};

function base(db: DbOrTx) {
  return db
    .select(selection)
    .from(verifications)
    .leftJoin(applicant, eq(applicant.id, verifications.applicantId))
    .leftJoin(reviewer, eq(reviewer.id, verifications.reviewedBy))
    .leftJoin(creatorTeams, eq(creatorTeams.id, verifications.teamId))
    .leftJoin(youtubers, eq(youtubers.id, verifications.youtuberId));
}
export type VerificationListRow = Awaited<ReturnType<typeof findVerification>> & object;

function filters(query: ListQuery): SQL | undefined {
  const parts: SQL[] = [isLatest];
  if (query.status) parts.push(eq(verifications.status, query.status));
  if (query.type) parts.push(eq(verifications.subjectType, query.type));
  if (query.kind) parts.push(eq(verifications.kind, query.kind));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${subjectName} ilike ${like} or ${verifications.details}->>'creatorProfile' ilike ${like}
      or ${verifications.details}->>'website' ilike ${like} or ${verifications.details}->>'youtubeUrl' ilike ${like}
      or ${applicant.email} ilike ${like} or (${applicant.firstName} || ' ' || ${applicant.lastName}) ilike ${like})`);
  }
  return and(...parts);
}

const SORT = {
  submittedAt: verifications.submittedAt,
  reviewedAt: verifications.reviewedAt,
  name: subjectName,
} as const;

/** The queue: the newest round of each team and YouTuber, filtered, sorted and paged. */
export async function listVerifications(db: DbOrTx, query: ListQuery) {
  const where = filters(query);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(order(SORT[query.sortBy]), desc(verifications.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(verifications)
      .leftJoin(applicant, eq(applicant.id, verifications.applicantId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findVerification(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(verifications.id, id)).limit(1);
  return row;
}

/** Locks the round for the decision, so two admins deciding at once apply one after the other. */
export async function lockVerification(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ v: verifications, isLatest })
    .from(verifications)
    .where(eq(verifications.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function decideVerification(
  db: DbOrTx,
  id: string,
  values: { status: 'APPROVED' | 'REJECTED' | 'NEEDS_MORE_INFO'; message: string | null; reviewedBy: string },
) {
  await db
    .update(verifications)
    .set({ ...values, reviewedAt: new Date() })
    .where(eq(verifications.id, id));
}

/** A refused round back in the queue: undecided, as it was when it was submitted. */
export async function reopenVerification(db: DbOrTx, id: string) {
  await db
    .update(verifications)
    .set({ status: 'PENDING', message: null, reviewedBy: null, reviewedAt: null })
    .where(and(eq(verifications.id, id), eq(verifications.status, 'REJECTED')));
}

/** The newest application round of a team or a YouTuber (latestRoundFirst, verifications.rules.ts). */
export async function latestRound(
  db: DbOrTx,
  subject: { teamId: string } | { youtuberId: string },
): Promise<VerificationRow | undefined> {
  const where = and(
    'teamId' in subject ? eq(verifications.teamId, subject.teamId) : eq(verifications.youtuberId, subject.youtuberId),
    eq(verifications.kind, 'APPLICATION'),
  );
  const [row] = await db
    .select()
    .from(verifications)
    .where(where)
    .orderBy(...latestRoundFirst)
    .limit(1);
  return row;
}

export async function insertRound(db: DbOrTx, values: typeof verifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(verifications).values(values).returning();
  if (!row) throw new Error('verification insert returned nothing');
  return row;
}

/** Removes the team's RENAME rounds nobody has decided yet (a newer name replaces them, or the old one is kept). */
export async function deleteUndecidedRenames(db: DbOrTx, teamId: string) {
  await db
    .delete(verifications)
    .where(
      and(eq(verifications.teamId, teamId), eq(verifications.kind, 'RENAME'), eq(verifications.status, 'PENDING')),
    );
}

export async function listBrandRequests(
  db: DbOrTx,
  query: { page: number; take: number; search?: string; sortBy: 'createdAt' | 'brandName'; sortOrder: 'ASC' | 'DESC' },
) {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like
    ? sql`(${brandRequests.brandName} ilike ${like} or ${brandRequests.website} ilike ${like} or ${brandRequests.message} ilike ${like})`
    : undefined;
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        r: brandRequests,
        requester: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(brandRequests)
      .leftJoin(users, eq(users.id, brandRequests.userId))
      .where(where)
      .orderBy(
        order(query.sortBy === 'brandName' ? brandRequests.brandName : brandRequests.createdAt),
        desc(brandRequests.id),
      )
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(brandRequests)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
