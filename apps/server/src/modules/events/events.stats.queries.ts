import { sql } from 'drizzle-orm';
import { STATS_TOP_COUNT, type StatsInterval } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

// The dashboard's SQL: figures from the rollups (hourly rows for an hourly series, daily rows
// otherwise), reviews and trophies from their tables, read only. Every bucket of a series is present.

export interface StatsWindow {
  teamId: string;
  /** The product the figures are narrowed to, or null for the whole team. */
  productId: string | null;
  from: Date;
  to: Date;
}

const iso = (date: Date) => date.toISOString();
const profileOf = (w: StatsWindow) => w.productId ?? w.teamId;

export async function productOfTeam(db: Db, teamId: string, productId: string): Promise<boolean> {
  const [row] = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from products where id = ${productId} and team_id = ${teamId}`),
  );
  return row !== undefined;
}

export async function teamName(db: Db, teamId: string): Promise<string | null> {
  const [row] = rowsOf<{ brand_name: string }>(
    await db.execute(sql`select brand_name from creator_teams where id = ${teamId}`),
  );
  return row?.brand_name ?? null;
}

// A trophy a team ran itself can only go to the team's own products: the dashboard keeps such awards apart from the
// platform's, which a brand cannot give itself.
const trophyRunBy = (organiser: 'platform' | 'team') =>
  sql.raw(
    `exists (select 1 from trophies t where t.id = d.trophy_id and t.team_id is ${organiser === 'platform' ? '' : 'not '}null)`,
  );

export interface TotalsRow {
  views: number;
  visitors: number;
  clicks: number;
  productViews: number;
  reviews: number;
  avgRating: number | null;
  trophies: number;
  brandAwards: number;
}

/** The headline figures of a window, from the hourly rows when `hourly`, else the daily ones. */
export async function totals(db: Db, w: StatsWindow, hourly: boolean): Promise<TotalsRow> {
  const table = sql.raw(hourly ? 'event_rollups_hourly' : 'event_rollups_daily');
  const column = sql.raw(hourly ? 'hour' : 'day');
  // A daily window covers every day it touches (its last day is the one holding the instant before `to`).
  const lower = hourly
    ? sql`date_trunc('hour', ${iso(w.from)}::timestamptz, 'UTC')`
    : sql`(${iso(w.from)}::timestamptz at time zone 'UTC')::date`;
  const upper = hourly
    ? sql`${iso(w.to)}::timestamptz`
    : sql`(${iso(new Date(w.to.getTime() - 1))}::timestamptz at time zone 'UTC')::date + 1`;
  const productFilter = w.productId ? sql`and r.profile_id = ${w.productId}` : sql`and r.team_id = ${w.teamId}`;
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
    select
      (select coalesce(sum(views), 0) from ${table} where profile_id = ${profileOf(w)} and ${column} >= ${lower} and ${column} < ${upper}) as views,
      (select coalesce(sum(visitors), 0) from ${table} where profile_id = ${profileOf(w)} and ${column} >= ${lower} and ${column} < ${upper}) as visitors,
      (select coalesce(sum(clicks), 0) from ${table} where profile_id = ${profileOf(w)} and ${column} >= ${lower} and ${column} < ${upper}) as clicks,
      (select coalesce(sum(r.views), 0) from ${table} r where r.profile_kind = 'PRODUCT' ${productFilter} and r.${column} >= ${lower} and r.${column} < ${upper}) as product_views,
      (select count(*) from reviews v where v.team_id = ${w.teamId} and v.status = 'PUBLISHED' and v.published_at >= ${iso(w.from)}::timestamptz and v.published_at < ${iso(w.to)}::timestamptz
         ${w.productId ? sql`and v.product_id = ${w.productId}` : sql``}) as reviews,
      (select avg(v.rating)::float8 from reviews v where v.team_id = ${w.teamId} and v.status = 'PUBLISHED' and v.published_at >= ${iso(w.from)}::timestamptz and v.published_at < ${iso(w.to)}::timestamptz
         ${w.productId ? sql`and v.product_id = ${w.productId}` : sql``}) as avg_rating,
      (select count(*) from trophy_decisions d where d.winner_team_id = ${w.teamId} and d.decided_at >= ${iso(w.from)}::timestamptz and d.decided_at < ${iso(w.to)}::timestamptz
         ${w.productId ? sql`and d.winner_subject_id = ${w.productId}` : sql``} and ${trophyRunBy('platform')}) as trophies,
      (select count(*) from trophy_decisions d where d.winner_team_id = ${w.teamId} and d.decided_at >= ${iso(w.from)}::timestamptz and d.decided_at < ${iso(w.to)}::timestamptz
         ${w.productId ? sql`and d.winner_subject_id = ${w.productId}` : sql``} and ${trophyRunBy('team')}) as brand_awards`),
  );
  return {
    views: Number(row!.views),
    visitors: Number(row!.visitors),
    clicks: Number(row!.clicks),
    productViews: Number(row!.product_views),
    reviews: Number(row!.reviews),
    avgRating: row!.avg_rating === null ? null : Number(row!.avg_rating),
    trophies: Number(row!.trophies),
    brandAwards: Number(row!.brand_awards),
  };
}

export interface SeriesRow {
  at: string;
  views: number;
  visitors: number;
  clicks: number;
  reviews: number;
  avgRating: number | null;
}

/** One row per bucket of `interval` over the window (weeks start on Monday, UTC), zeros included. */
export async function series(db: Db, w: StatsWindow, interval: StatsInterval): Promise<SeriesRow[]> {
  const hourly = interval === 'hour';
  const table = sql.raw(hourly ? 'event_rollups_hourly' : 'event_rollups_daily');
  const unit = sql.raw(`'${interval}'`);
  const step = sql.raw(`'1 ${interval}'`);
  const rollupAt = hourly ? sql`r.hour` : sql`(r.day::timestamp at time zone 'UTC')`;
  // A bucket that starts before the range (a week from its Monday) counts only the range's own hours or days.
  const grain = sql.raw(hourly ? `'hour'` : `'day'`);
  const rows = rowsOf<Record<string, string | number | Date | null>>(
    await db.execute(sql`
    with buckets as (
      select generate_series(date_trunc(${unit}, ${iso(w.from)}::timestamptz, 'UTC'), ${iso(w.to)}::timestamptz - interval '1 microsecond', ${step}::interval) as at
    ),
    figures as (
      select date_trunc(${unit}, ${rollupAt}, 'UTC') as at, sum(r.views) as views, sum(r.visitors) as visitors, sum(r.clicks) as clicks
      from ${table} r
      where r.profile_id = ${profileOf(w)} and ${rollupAt} >= date_trunc(${grain}, ${iso(w.from)}::timestamptz, 'UTC') and ${rollupAt} < ${iso(w.to)}::timestamptz
      group by 1
    ),
    written as (
      select date_trunc(${unit}, v.published_at, 'UTC') as at, count(*) as reviews, avg(v.rating)::float8 as avg_rating
      from reviews v
      where v.team_id = ${w.teamId} and v.status = 'PUBLISHED' ${w.productId ? sql`and v.product_id = ${w.productId}` : sql``}
        and v.published_at >= ${iso(w.from)}::timestamptz and v.published_at < ${iso(w.to)}::timestamptz
      group by 1
    )
    select b.at, coalesce(f.views, 0) as views, coalesce(f.visitors, 0) as visitors, coalesce(f.clicks, 0) as clicks,
           coalesce(x.reviews, 0) as reviews, x.avg_rating
    from buckets b left join figures f on f.at = b.at left join written x on x.at = b.at
    order by b.at`),
  );
  return rows.map((row) => ({
    at: new Date(row.at as string | Date).toISOString(),
    views: Number(row.views),
    visitors: Number(row.visitors),
    clicks: Number(row.clicks),
    reviews: Number(row.reviews),
    avgRating: row.avg_rating === null ? null : Math.round(Number(row.avg_rating) * 100) / 100,
  }));
}

const dayOf = (date: Date) => sql`(${iso(date)}::timestamptz at time zone 'UTC')::date`;

export async function topProducts(db: Db, w: StatsWindow) {
  return rowsOf<{ product_id: string; name: string; slug: string; views: number; clicks: number }>(
    await db.execute(sql`
    select r.profile_id as product_id, p.name, p.slug, sum(r.views)::int as views, sum(r.clicks)::int as clicks
    from event_rollups_daily r join products p on p.id = r.profile_id
    where r.profile_kind = 'PRODUCT' and r.team_id = ${w.teamId} ${w.productId ? sql`and r.profile_id = ${w.productId}` : sql``}
      and r.day >= ${dayOf(w.from)} and r.day <= ${dayOf(new Date(w.to.getTime() - 1))}
    group by r.profile_id, p.name, p.slug
    order by views desc, clicks desc, p.name
    limit ${STATS_TOP_COUNT}`),
  );
}

export async function referrers(db: Db, w: StatsWindow) {
  return rowsOf<{ host: string; views: number }>(
    await db.execute(sql`
    select host, sum(views)::int as views from event_referrer_rollups
    where profile_id = ${profileOf(w)} and day >= ${dayOf(w.from)} and day <= ${dayOf(new Date(w.to.getTime() - 1))}
    group by host order by views desc, host limit ${STATS_TOP_COUNT}`),
  );
}

export async function searches(db: Db, w: StatsWindow) {
  return rowsOf<{ query: string; count: number }>(
    await db.execute(sql`
    select query, sum(searches)::int as count from event_search_rollups
    where team_id = ${w.teamId} and day >= ${dayOf(w.from)} and day <= ${dayOf(new Date(w.to.getTime() - 1))}
    group by query order by count desc, query limit ${STATS_TOP_COUNT}`),
  );
}
