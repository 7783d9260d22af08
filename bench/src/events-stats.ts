// The dashboard's stats call against the plain SQL behind it: the statements events.stats.queries.ts
// runs for a 30-day, daily answer, written out with the team and the range filled in, so the bench can time them
// straight on PostgreSQL beside the same call through HTTP.

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The six statements of GET /api/creator/stats/{teamId}?from&to (interval=day, no product). */
export function statsSql(teamId: string, from: string, to: string): string[] {
  const team = lit(teamId);
  const day = (iso: string) => `(${lit(iso)}::timestamptz at time zone 'UTC')::date`;
  const upper = `((${lit(to)}::timestamptz - interval '1 millisecond') at time zone 'UTC')::date + 1`;
  const totals = (a: string, b: string) => `select
    (select coalesce(sum(views), 0) from event_rollups_daily where profile_id = ${team} and day >= ${day(a)} and day < ((${lit(b)}::timestamptz - interval '1 millisecond') at time zone 'UTC')::date + 1) as views,
    (select coalesce(sum(visitors), 0) from event_rollups_daily where profile_id = ${team} and day >= ${day(a)} and day < ((${lit(b)}::timestamptz - interval '1 millisecond') at time zone 'UTC')::date + 1) as visitors,
    (select coalesce(sum(clicks), 0) from event_rollups_daily where profile_id = ${team} and day >= ${day(a)} and day < ((${lit(b)}::timestamptz - interval '1 millisecond') at time zone 'UTC')::date + 1) as clicks,
    (select coalesce(sum(r.views), 0) from event_rollups_daily r where r.profile_kind = 'PRODUCT' and r.team_id = ${team} and r.day >= ${day(a)} and r.day < ((${lit(b)}::timestamptz - interval '1 millisecond') at time zone 'UTC')::date + 1) as product_views,
    (select count(*) from reviews v where v.team_id = ${team} and v.status = 'PUBLISHED' and v.published_at >= ${lit(a)}::timestamptz and v.published_at < ${lit(b)}::timestamptz) as reviews,
    (select avg(v.rating)::float8 from reviews v where v.team_id = ${team} and v.status = 'PUBLISHED' and v.published_at >= ${lit(a)}::timestamptz and v.published_at < ${lit(b)}::timestamptz) as avg_rating,
    (select count(*) from trophy_decisions d where d.winner_team_id = ${team} and d.decided_at >= ${lit(a)}::timestamptz and d.decided_at < ${lit(b)}::timestamptz) as trophies`;
  const length = Date.parse(to) - Date.parse(from);
  const before = new Date(Date.parse(from) - length).toISOString();
  return [
    `select watermark from event_jobs where name = 'rollup'`,
    totals(from, to),
    totals(before, from),
    `with buckets as (select generate_series(date_trunc('day', ${lit(from)}::timestamptz, 'UTC'), ${lit(to)}::timestamptz - interval '1 microsecond', '1 day'::interval) as at),
     figures as (select date_trunc('day', (r.day::timestamp at time zone 'UTC'), 'UTC') as at, sum(r.views) as views, sum(r.visitors) as visitors, sum(r.clicks) as clicks
       from event_rollups_daily r where r.profile_id = ${team} and (r.day::timestamp at time zone 'UTC') >= date_trunc('day', ${lit(from)}::timestamptz, 'UTC')
       and (r.day::timestamp at time zone 'UTC') < ${lit(to)}::timestamptz group by 1),
     written as (select date_trunc('day', v.published_at, 'UTC') as at, count(*) as reviews, avg(v.rating)::float8 as avg_rating from reviews v
       where v.team_id = ${team} and v.status = 'PUBLISHED' and v.published_at >= ${lit(from)}::timestamptz and v.published_at < ${lit(to)}::timestamptz group by 1)
     select b.at, coalesce(f.views, 0), coalesce(f.visitors, 0), coalesce(f.clicks, 0), coalesce(x.reviews, 0), x.avg_rating
     from buckets b left join figures f on f.at = b.at left join written x on x.at = b.at order by b.at`,
    `select r.profile_id, p.name, p.slug, sum(r.views)::int as views, sum(r.clicks)::int as clicks from event_rollups_daily r join products p on p.id = r.profile_id
     where r.profile_kind = 'PRODUCT' and r.team_id = ${team} and r.day >= ${day(from)} and r.day <= ${upper} - 1
     group by r.profile_id, p.name, p.slug order by views desc, clicks desc, p.name limit 10`,
    `select host, sum(views)::int as views from event_referrer_rollups where profile_id = ${team} and day >= ${day(from)} and day <= ${upper} - 1
     group by host order by views desc, host limit 10`,
    `select query, sum(searches)::int as count from event_search_rollups where team_id = ${team} and day >= ${day(from)} and day <= ${upper} - 1
     group by query order by count desc, query limit 10`,
  ];
}
