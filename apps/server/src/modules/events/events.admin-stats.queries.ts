import { sql } from 'drizzle-orm';
import { STATS_TOP_COUNT } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

// The platform figures' SQL (admin): counts over the account, catalogue, review and verification
// tables, read only, and the most viewed brands from the daily rollups. Each list covers the last `days` UTC days,
// today included, every day present.

const num = (value: unknown) => Number(value ?? 0);

async function perDay(db: Db, table: 'users' | 'reviews', days: number): Promise<{ day: string; count: number }[]> {
  const source =
    table === 'users' ? sql`select created_at as at from users` : sql`select created_at as at from reviews`;
  const rows = rowsOf<{ day: string | Date; count: number }>(
    await db.execute(sql`
    with days as (
      select generate_series((now() at time zone 'UTC')::date - ${days - 1}::int, (now() at time zone 'UTC')::date, interval '1 day')::date as day
    ),
    counted as (
      select (s.at at time zone 'UTC')::date as day, count(*) as count from (${source}) s
      where s.at >= ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1
    )
    select d.day, coalesce(c.count, 0) as count from days d left join counted c on c.day = d.day order by d.day`),
  );
  return rows.map((row) => ({
    day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
    count: num(row.count),
  }));
}

export const signUpsPerDay = (db: Db, days: number) => perDay(db, 'users', days);
export const reviewsPerDay = (db: Db, days: number) => perDay(db, 'reviews', days);

export async function activePeople(db: Db) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    select count(distinct user_id) filter (where last_seen_at >= now() - interval '1 day') as day,
           count(distinct user_id) filter (where last_seen_at >= now() - interval '7 days') as week,
           count(distinct user_id) as month
    from sessions where last_seen_at >= now() - interval '30 days'`),
  );
  return { day: num(row?.day), week: num(row?.week), month: num(row?.month) };
}

export async function queues(db: Db) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    select (select count(*) from verifications where status = 'PENDING') as verifications,
           (select count(*) from brand_requests where status = 'OPEN') as brand_requests,
           (select count(*) from reviews where status = 'PENDING') as pending_reviews,
           (select count(*) from reviews where status = 'PUBLISHED' and open_report_count > 0) as reported_reviews`),
  );
  return {
    pendingVerifications: num(row?.verifications),
    brandRequests: num(row?.brand_requests),
    pendingReviews: num(row?.pending_reviews),
    reportedReviews: num(row?.reported_reviews),
  };
}

export async function totals(db: Db) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    select (select count(*) from users) as people,
           (select count(*) from creator_teams t where exists (select 1 from verifications v where v.team_id = t.id and v.status = 'APPROVED')) as brands,
           (select count(*) from products where status = 'PUBLISHED') as products,
           (select count(*) from reviews where status = 'PUBLISHED') as reviews`),
  );
  return {
    people: num(row?.people),
    brands: num(row?.brands),
    products: num(row?.products),
    reviews: num(row?.reviews),
  };
}

export async function topBrands(db: Db, days: number) {
  const rows = rowsOf<{
    team_id: string;
    brand_name: string;
    profile_handle: string | null;
    views: number;
    visitors: number;
  }>(
    await db.execute(sql`
    select r.profile_id as team_id, t.brand_name, t.profile_handle, sum(r.views) as views, sum(r.visitors) as visitors
    from event_rollups_daily r join creator_teams t on t.id = r.profile_id
    where r.profile_kind = 'TEAM' and r.day >= (now() at time zone 'UTC')::date - ${days - 1}::int
    group by r.profile_id, t.brand_name, t.profile_handle
    order by views desc, t.brand_name limit ${STATS_TOP_COUNT}`),
  );
  return rows.map((row) => ({
    teamId: row.team_id,
    brandName: row.brand_name,
    creatorProfile: row.profile_handle,
    views: num(row.views),
    visitors: num(row.visitors),
  }));
}
