import { sql, type SQL } from 'drizzle-orm';
import type { TrophyEligibleSort } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import {
  categories,
  creatorTeams,
  productImages,
  products,
  reviews,
  trophyCandidates,
  users,
  youtubers,
} from '../../db/schema/index.js';
import { productIsPublic } from '../catalogue/catalogue.rules.js';
import type { TrophyRow } from './trophies.access.queries.js';

// What may be nominated for a trophy, stated once in SQL, with the figures shown beside each:
//   PRODUCT  a public product (PUBLISHED, of an approved, unblocked team) that existed by the period's last day;
//   REVIEW   a PUBLISHED written review (type USER) written in the period, of a public product;
//   VIDEO    the same for video reviews (type YOUTUBE);
// in the trophy's catalogue category or one of its sub-categories when it has one, and for a team's trophy only
// over the team's own products. The eligible list, the nomination check and the lock all read this one query,
// so what the modal offers, what the server accepts and what the lock freezes cannot disagree.

export interface EligibleOptions {
  /** Only these subjects (nomination check, lock, the live candidate list). */
  ids?: readonly string[];
  search?: string;
  sortBy?: TrophyEligibleSort;
  limit?: number;
  offset?: number;
  /** Only the trophy's current candidates. */
  selectedOnly?: boolean;
}

export interface EligibleRow {
  id: string;
  teamId: string;
  title: string;
  subtitle: string;
  creatorProfile: string;
  productSlug: string;
  cover: { files: Record<string, string>; width: number; height: number; alt: string } | null;
  videoId: string | null;
  reviewCount: number | null;
  ratingSum: number | null;
  rating: number | null;
  helpfulCount: number;
  since: Date | string;
  selected: boolean;
  total: number;
}

/** The period as timestamps: from the start of its first day to the start of the day after its last (UTC). */
const periodStart = (trophy: TrophyRow) => sql`(${trophy.periodFrom}::date)::timestamp at time zone 'UTC'`;
const periodEnd = (trophy: TrophyRow) => sql`((${trophy.periodTo}::date + 1))::timestamp at time zone 'UTC'`;

const cover = sql`(select json_build_object('files', pi.files, 'width', pi.width, 'height', pi.height, 'alt', pi.alt)
  from ${productImages} pi where pi.product_id = ${products.id} order by pi.position limit 1)`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function common(trophy: TrophyRow, options: EligibleOptions, subjectId: SQL, searchText: SQL): SQL[] {
  const where: SQL[] = [productIsPublic(products, creatorTeams)];
  if (trophy.catalogueCategoryId) {
    where.push(
      sql`${products.categoryId} in (select c.id from ${categories} c where c.id = ${trophy.catalogueCategoryId} or c.parent_id = ${trophy.catalogueCategoryId})`,
    );
  }
  if (trophy.teamId) where.push(sql`${products.teamId} = ${trophy.teamId}`);
  if (options.ids) {
    const ids = options.ids.length > 0 ? options.ids : ['00000000-0000-0000-0000-000000000000'];
    where.push(
      sql`${subjectId} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (options.selectedOnly)
    where.push(
      sql`exists (select 1 from ${trophyCandidates} tc where tc.trophy_id = ${trophy.id} and tc.subject_id = ${subjectId})`,
    );
  if (options.search) where.push(sql`${searchText} ilike ${`%${escapeLike(options.search)}%`}`);
  return where;
}

function page(options: EligibleOptions): SQL {
  return options.limit === undefined ? sql`` : sql`limit ${options.limit} offset ${options.offset ?? 0}`;
}

function productOrder(sortBy: TrophyEligibleSort): SQL {
  switch (sortBy) {
    case 'reviewCount':
      return sql`st.n desc, lower(${products.name}), ${products.id}`;
    case 'helpful':
      return sql`st.h desc, st.n desc, ${products.id}`;
    case 'name':
      return sql`lower(${products.name}), ${products.id}`;
    case 'newest':
      return sql`${products.createdAt} desc, ${products.id}`;
    case 'rating':
    default:
      return sql`(case when st.n > 0 then st.s::float8 / st.n end) desc nulls last, st.n desc, ${products.id}`;
  }
}

function reviewOrder(sortBy: TrophyEligibleSort): SQL {
  switch (sortBy) {
    case 'helpful':
      return sql`${reviews.helpfulCount} desc, ${reviews.rating} desc, ${reviews.id}`;
    case 'name':
      return sql`lower(${products.name}), ${reviews.id}`;
    case 'newest':
      return sql`${reviews.createdAt} desc, ${reviews.id}`;
    case 'reviewCount':
    case 'rating':
    default:
      return sql`${reviews.rating} desc, ${reviews.helpfulCount} desc, ${reviews.id}`;
  }
}

async function eligibleProducts(db: DbOrTx, trophy: TrophyRow, options: EligibleOptions): Promise<EligibleRow[]> {
  const where = common(trophy, options, sql`${products.id}`, sql`${products.name}`);
  where.push(sql`${products.createdAt} < ${periodEnd(trophy)}`);
  const result = await db.execute(sql`
    select ${products.id} as id, ${products.teamId} as "teamId", ${products.name} as title, ${creatorTeams.brandName} as subtitle,
      ${creatorTeams.profileHandle} as "creatorProfile", ${products.slug} as "productSlug", ${cover} as cover, null::text as "videoId",
      st.n as "reviewCount", st.s as "ratingSum", null::int as rating, st.h as "helpfulCount", ${products.createdAt} as since,
      exists (select 1 from ${trophyCandidates} tc where tc.trophy_id = ${trophy.id} and tc.subject_id = ${products.id}) as selected,
      count(*) over ()::int as total
    from ${products}
    join ${creatorTeams} on ${creatorTeams.id} = ${products.teamId}
    cross join lateral (
      select count(*)::int as n, coalesce(sum(rv.rating), 0)::int as s, coalesce(sum(rv.helpful_count), 0)::int as h
      from ${reviews} rv
      where rv.product_id = ${products.id} and rv.status = 'PUBLISHED' and rv.created_at >= ${periodStart(trophy)} and rv.created_at < ${periodEnd(trophy)}
    ) st
    where ${sql.join(where, sql` and `)}
    order by ${productOrder(options.sortBy ?? 'rating')}
    ${page(options)}`);
  return rowsOf<EligibleRow>(result);
}

async function eligibleReviews(db: DbOrTx, trophy: TrophyRow, options: EligibleOptions): Promise<EligibleRow[]> {
  const type = trophy.contentType === 'VIDEO' ? 'YOUTUBE' : 'USER';
  const where = common(
    trophy,
    options,
    sql`${reviews.id}`,
    sql`concat_ws(' ', ${reviews.title}, ${reviews.comment}, ${products.name})`,
  );
  where.push(sql`${reviews.status} = 'PUBLISHED'`, sql`${reviews.type} = ${type}`);
  where.push(sql`${reviews.createdAt} >= ${periodStart(trophy)}`, sql`${reviews.createdAt} < ${periodEnd(trophy)}`);
  const result = await db.execute(sql`
    select ${reviews.id} as id, ${products.teamId} as "teamId",
      coalesce(nullif(btrim(${reviews.title}), ''), nullif(left(btrim(${reviews.comment}), 80), ''), ${products.name}) as title,
      concat(coalesce(y.page_name, concat(${users.firstName}, ' ', left(${users.lastName}, 1), '.')), ' · ', ${products.name}) as subtitle,
      ${creatorTeams.profileHandle} as "creatorProfile", ${products.slug} as "productSlug", ${cover} as cover, ${reviews.videoId} as "videoId",
      null::int as "reviewCount", null::int as "ratingSum", ${reviews.rating} as rating, ${reviews.helpfulCount} as "helpfulCount",
      coalesce(${reviews.publishedAt}, ${reviews.createdAt}) as since,
      exists (select 1 from ${trophyCandidates} tc where tc.trophy_id = ${trophy.id} and tc.subject_id = ${reviews.id}) as selected,
      count(*) over ()::int as total
    from ${reviews}
    join ${products} on ${products.id} = ${reviews.productId}
    join ${creatorTeams} on ${creatorTeams.id} = ${products.teamId}
    join ${users} on ${users.id} = ${reviews.authorId}
    left join ${youtubers} y on y.user_id = ${reviews.authorId} and ${reviews.type} = 'YOUTUBE'
    where ${sql.join(where, sql` and `)}
    order by ${reviewOrder(options.sortBy ?? 'rating')}
    ${page(options)}`);
  return rowsOf<EligibleRow>(result);
}

/** The eligible subjects of a trophy with their figures, in the asked order; each row carries the total count. */
export function eligible(db: DbOrTx, trophy: TrophyRow, options: EligibleOptions = {}): Promise<EligibleRow[]> {
  return trophy.contentType === 'PRODUCT'
    ? eligibleProducts(db, trophy, options)
    : eligibleReviews(db, trophy, options);
}

/** The platform's mean rating over every PUBLISHED review written in the period (SCORE's prior), null without one. */
export async function periodMean(db: DbOrTx, trophy: TrophyRow): Promise<number | null> {
  const result = await db.execute(sql`select avg(rating)::float8 as mean from ${reviews}
    where status = 'PUBLISHED' and created_at >= ${periodStart(trophy)} and created_at < ${periodEnd(trophy)}`);
  const mean = rowsOf<{ mean: number | string | null }>(result)[0]?.mean;
  return mean === null || mean === undefined ? null : Number(mean);
}

export type CandidateRow = typeof trophyCandidates.$inferSelect;

export async function listCandidates(db: DbOrTx, trophyId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(trophyCandidates)
    .where(sql`${trophyCandidates.trophyId} = ${trophyId}`)
    .orderBy(trophyCandidates.position);
}

/** Replaces the candidate set, in this order. */
export async function replaceCandidates(
  db: DbOrTx,
  trophyId: string,
  rows: readonly { subjectId: string; teamId: string }[],
): Promise<void> {
  await db.delete(trophyCandidates).where(sql`${trophyCandidates.trophyId} = ${trophyId}`);
  if (rows.length === 0) return;
  await db
    .insert(trophyCandidates)
    .values(rows.map((row, position) => ({ trophyId, subjectId: row.subjectId, teamId: row.teamId, position })));
}

export async function freezeCandidate(
  db: DbOrTx,
  trophyId: string,
  subjectId: string,
  values: Pick<CandidateRow, 'display' | 'figures'>,
): Promise<void> {
  await db
    .update(trophyCandidates)
    .set(values)
    .where(sql`${trophyCandidates.trophyId} = ${trophyId} and ${trophyCandidates.subjectId} = ${subjectId}`);
}

/** The winner's subject id of an AWARDED trophy (the decision belongs to the decide service; this only reads it). */
export async function winnerOf(db: DbOrTx, trophyId: string): Promise<string | null> {
  const result = await db.execute(
    sql`select winner_subject_id as id from trophy_decisions where trophy_id = ${trophyId}`,
  );
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}
