import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { TROPHY_PUBLIC_STATUSES, type TrophyContentType, type TrophySort, type TrophyStatus } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import {
  categories,
  creatorTeams,
  products,
  trophies,
  trophyCandidates,
  trophyCategories,
  trophyDecisions,
  youtubers,
} from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { productIsPublic, teamIsApproved, youtuberIsPublic } from '../catalogue/catalogue.rules.js';

// The SQL of every trophy read: one row shape for every list (trophy + its categories + organiser team
// + candidate count + the decision and the winner's frozen candidate row), and the filters the lists share.

export interface ListFilters {
  search?: string | undefined;
  contentType?: TrophyContentType | undefined;
  categoryId?: string | undefined;
  status?: TrophyStatus | undefined;
}
export interface ListOrder {
  sortBy: TrophySort;
  sortOrder: 'ASC' | 'DESC';
}
export interface Paging {
  page: number;
  take: number;
}

const winner = trophyCandidates;

export const summaryColumns = {
  trophy: trophies,
  category: {
    id: trophyCategories.id,
    name: trophyCategories.name,
    slug: trophyCategories.slug,
    icon: trophyCategories.icon,
  },
  categoryNameDe: trophyCategories.nameDe,
  catalogueCategoryId: categories.id,
  catalogueCategoryName: categories.name,
  catalogueCategoryNameDe: categories.nameDe,
  catalogueCategorySlug: categories.slug,
  teamBrandName: creatorTeams.brandName,
  teamProfileHandle: creatorTeams.profileHandle,
  teamIconUrl: creatorTeams.iconUrl,
  candidateCount:
    sql<number>`(select count(*)::int from ${trophyCandidates} c where c.trophy_id = ${trophies.id})`.mapWith(Number),
  decisionJustification: trophyDecisions.justification,
  decidedByName: trophyDecisions.decidedByName,
  decidedAt: trophyDecisions.decidedAt,
  winnerDisplay: winner.display,
  winnerFigures: winner.figures,
};

type Relation = 'RUNS' | 'WON' | 'NOMINATED';

/** The select with every join of the summary shape; callers add where / order / paging. `relation` only for a team's list. */
function baseSelect(db: DbOrTx, relation: SQL<Relation | null> = sql<Relation | null>`null`) {
  return db
    .select({ ...summaryColumns, relation: relation.mapWith((v: Relation | null) => v) })
    .from(trophies)
    .innerJoin(trophyCategories, eq(trophyCategories.id, trophies.categoryId))
    .leftJoin(categories, eq(categories.id, trophies.catalogueCategoryId))
    .leftJoin(creatorTeams, eq(creatorTeams.id, trophies.teamId))
    .leftJoin(trophyDecisions, eq(trophyDecisions.trophyId, trophies.id))
    .leftJoin(winner, and(eq(winner.trophyId, trophies.id), eq(winner.subjectId, trophyDecisions.winnerSubjectId)));
}

export type SummaryRow = Awaited<ReturnType<typeof baseSelect>>[number];

const isPublic = () => inArray(trophies.status, [...TROPHY_PUBLIC_STATUSES]);

/** The shared list options as conditions. A category id that is not a uuid matches nothing (no cast error). */
export function filterConditions(filters: ListFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(trophies.name, pattern), ilike(trophies.description, pattern))!);
  }
  if (filters.contentType) where.push(eq(trophies.contentType, filters.contentType));
  if (filters.categoryId !== undefined)
    where.push(isUuid(filters.categoryId) ? eq(trophies.categoryId, filters.categoryId) : sql`false`);
  if (filters.status) where.push(eq(trophies.status, filters.status));
  return where;
}

function orderBy(order: ListOrder): SQL[] {
  const dir = order.sortOrder === 'ASC' ? asc : desc;
  switch (order.sortBy) {
    case 'name':
      return [dir(sql`lower(${trophies.name})`), asc(trophies.id)];
    case 'updatedAt':
      return [dir(trophies.updatedAt), asc(trophies.id)];
    case 'awardedAt':
      // Not yet awarded trophies go last in both directions.
      return [
        sql`${trophies.awardedAt} ${sql.raw(order.sortOrder === 'ASC' ? 'asc' : 'desc')} nulls last`,
        desc(trophies.createdAt),
        asc(trophies.id),
      ];
    default:
      return [dir(trophies.createdAt), asc(trophies.id)];
  }
}

async function page(db: DbOrTx, where: SQL, order: ListOrder, paging: Paging, relation?: SQL<Relation | null>) {
  const [rows, [count]] = await Promise.all([
    baseSelect(db, relation)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(paging.take)
      .offset((paging.page - 1) * paging.take),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(trophies)
      .leftJoin(trophyDecisions, eq(trophyDecisions.trophyId, trophies.id))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** GET /trophies: public statuses only. */
export const publicPage = (db: DbOrTx, filters: ListFilters, order: ListOrder, paging: Paging) =>
  page(db, and(isPublic(), ...filterConditions(filters))!, order, paging);

/** GET /admin/trophies: the platform's trophies, every status. */
export const platformPage = (db: DbOrTx, filters: ListFilters, order: ListOrder, paging: Paging) =>
  page(db, and(sql`${trophies.teamId} is null`, ...filterConditions(filters))!, order, paging);

/**
 * GET /creator/trophies/{teamId}: what the team runs (any status), and the public ones it won or has a candidate in.
 * The relation is the strongest link (RUNS, then WON, then NOMINATED), so each trophy is one row.
 */
export function creatorPage(
  db: DbOrTx,
  teamId: string,
  relation: Relation | undefined,
  filters: ListFilters,
  order: ListOrder,
  paging: Paging,
) {
  const runs = eq(trophies.teamId, teamId);
  const won = and(isPublic(), eq(trophyDecisions.winnerTeamId, teamId))!;
  const nominated = and(
    isPublic(),
    sql`exists (select 1 from ${trophyCandidates} c where c.trophy_id = ${trophies.id} and c.team_id = ${teamId})`,
  )!;
  const relationSql = sql<Relation | null>`case when ${runs} then 'RUNS' when ${won} then 'WON' else 'NOMINATED' end`;
  const linked = or(runs, won, nominated)!;
  // A platform trophy has no team: `not (team_id = …)` would be NULL there and drop the platform's trophies the team
  // won or is nominated for, so "not run by the team" is spelt null-safe.
  const notRuns = sql`${trophies.teamId} is distinct from ${teamId}`;
  const byRelation =
    relation === 'RUNS'
      ? runs
      : relation === 'WON'
        ? and(notRuns, won)!
        : relation === 'NOMINATED'
          ? and(notRuns, sql`not coalesce(${won}, false)`, nominated)!
          : linked;
  return page(db, and(linked, byRelation, ...filterConditions(filters))!, order, paging, relationSql);
}

/** One trophy in the summary shape (visibility already checked by loadTrophy). */
export async function summaryById(db: DbOrTx, id: string) {
  const [row] = await baseSelect(db).where(eq(trophies.id, id)).limit(1);
  return row;
}

const winsOrder = [desc(trophies.awardedAt), desc(trophies.id)];
const awarded = () => eq(trophies.status, 'AWARDED');

/** AWARDED PRODUCT trophies won by products of the team, newest award first. */
export const teamProductWins = (db: DbOrTx, teamId: string, limit: number) =>
  baseSelect(db)
    .where(and(awarded(), eq(trophies.contentType, 'PRODUCT'), eq(trophyDecisions.winnerTeamId, teamId)))
    .orderBy(...winsOrder)
    .limit(limit);

export const productWins = (db: DbOrTx, productId: string, limit: number) =>
  baseSelect(db)
    .where(and(awarded(), eq(trophies.contentType, 'PRODUCT'), eq(trophyDecisions.winnerSubjectId, productId)))
    .orderBy(...winsOrder)
    .limit(limit);

/** AWARDED REVIEW / VIDEO trophies won by the person's reviews. */
export const authorWins = (db: DbOrTx, userId: string, limit: number) =>
  baseSelect(db)
    .where(
      and(awarded(), inArray(trophies.contentType, ['REVIEW', 'VIDEO']), eq(trophyDecisions.winnerAuthorId, userId)),
    )
    .orderBy(...winsOrder)
    .limit(limit);

/** How many trophies the author's reviews have won (authorWins lists the newest of them). */
export async function authorWinCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trophyDecisions)
    .innerJoin(trophies, eq(trophies.id, trophyDecisions.trophyId))
    .where(
      and(awarded(), inArray(trophies.contentType, ['REVIEW', 'VIDEO']), eq(trophyDecisions.winnerAuthorId, userId)),
    );
  return Number(row?.n ?? 0);
}

/** A public brand's team id by its profile handle (the brand page's visibility). */
export async function publicBrandTeamId(db: DbOrTx, creatorProfile: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: creatorTeams.id })
    .from(creatorTeams)
    .where(and(sql`lower(${creatorTeams.profileHandle}) = lower(${creatorProfile})`, teamIsApproved(creatorTeams.id)))
    .limit(1);
  return row?.id;
}

export async function productIsVisible(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(and(eq(products.id, productId), productIsPublic(products, creatorTeams)))
    .limit(1);
  return Boolean(row);
}

/** A public YouTuber's user id by handle. */
export async function publicYoutuberUserId(db: DbOrTx, handle: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: youtubers.userId })
    .from(youtubers)
    .where(and(sql`lower(${youtubers.handle}) = lower(${handle})`, youtuberIsPublic(youtubers)))
    .limit(1);
  return row?.userId;
}

/** The sitemap's trophy URLs: every public trophy, oldest first (a stable order for paging). */
export async function sitemapCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(trophies)
    .where(isPublic());
  return row?.n ?? 0;
}

export function sitemapTrophies(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ id: trophies.id, updatedAt: trophies.updatedAt })
    .from(trophies)
    .where(isPublic())
    .orderBy(asc(trophies.createdAt), asc(trophies.id))
    .limit(limit)
    .offset(offset);
}
