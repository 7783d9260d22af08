import { eq, sql, type SQL } from 'drizzle-orm';
import { VIEW_EVENT_TYPES } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { eventJobs } from '../../db/schema/index.js';

// The rollups' SQL, all set-based: a window of raw events is grouped into per-profile rows per hour
// and per UTC day, deleted and written again, so a run can be repeated and a late row is picked up by the next one.
// A product's and a YouTuber's rows count their own page; a team's row (profile_id = the team) counts its brand page
// and all its products, with visitors distinct over both, and the searches whose results showed the team.

/** The job's advisory lock key: one rollup at a time over every server sharing the database. */
const ROLLUP_LOCK = 19_000_001;

const VIEWS = sql.raw(VIEW_EVENT_TYPES.map((type) => `'${type}'`).join(', '));
const COUNTED = sql.raw([...VIEW_EVENT_TYPES, 'PRODUCT_CLICK', 'PRODUCT_HOVER'].map((type) => `'${type}'`).join(', '));

export async function tryLock(tx: DbOrTx): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as locked`),
  );
  return row?.locked === true;
}

export async function ensurePartitions(tx: DbOrTx, from: Date, to: Date): Promise<number> {
  const [row] = rowsOf<{ made: number }>(
    await tx.execute(
      sql`select events_ensure_partitions(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) as made`,
    ),
  );
  return Number(row?.made ?? 0);
}

interface Grain {
  table: SQL;
  column: SQL;
  /** The bucket of a raw event's time `e.at`. */
  bucket: SQL;
}

const HOURLY: Grain = {
  table: sql.raw('event_rollups_hourly'),
  column: sql.raw('hour'),
  bucket: sql`date_trunc('hour', e.at, 'UTC')`,
};
const DAILY: Grain = {
  table: sql.raw('event_rollups_daily'),
  column: sql.raw('day'),
  bucket: sql`(e.at at time zone 'UTC')::date`,
};

/** Rewrites one grain's rollup rows for the buckets in [from, to) (both on bucket boundaries). */
async function rollGrain(
  tx: DbOrTx,
  grain: Grain,
  from: Date,
  to: Date,
  bucketFrom: SQL,
  bucketTo: SQL,
): Promise<number> {
  await tx.execute(
    sql`delete from ${grain.table} where ${grain.column} >= ${bucketFrom} and ${grain.column} < ${bucketTo}`,
  );
  const result = await tx.execute(sql`
    insert into ${grain.table} (profile_id, ${grain.column}, profile_kind, team_id, views, visitors, clicks, hovers, searches)
    with base as (
      select ${grain.bucket} as bucket, e.type, e.profile_kind, e.profile_id, e.team_id,
             coalesce(e.user_id::text, l.user_id::text, e.visitor) as who
      from events e
      left join event_visitor_links l on l.day = (e.at at time zone 'UTC')::date and l.visitor = e.visitor
      where e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz and e.type in (${COUNTED})
    ),
    found as (
      select ${grain.bucket} as bucket, t.team_id::uuid as team_id
      from events e
      cross join lateral jsonb_array_elements_text(e.metadata -> 'teamIds') as t(team_id)
      where e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz and e.type = 'SEARCH'
        and jsonb_typeof(e.metadata -> 'teamIds') = 'array'
    ),
    team_rows as (
      select team_id, bucket, type, who from base where team_id is not null
      union all
      select team_id, bucket, 'SEARCH', null from found
    )
    select profile_id, bucket, profile_kind, (array_agg(team_id))[1],
           count(*) filter (where type in (${VIEWS})), count(distinct who) filter (where type in (${VIEWS})),
           count(*) filter (where type = 'PRODUCT_CLICK'), count(*) filter (where type = 'PRODUCT_HOVER'), 0
    from base where profile_kind in ('PRODUCT', 'YOUTUBER') group by profile_id, bucket, profile_kind
    union all
    select team_id, bucket, 'TEAM', team_id,
           count(*) filter (where type in (${VIEWS})), count(distinct who) filter (where type in (${VIEWS})),
           count(*) filter (where type = 'PRODUCT_CLICK'), count(*) filter (where type = 'PRODUCT_HOVER'),
           count(*) filter (where type = 'SEARCH')
    from team_rows group by team_id, bucket`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}

/** Referring hosts per profile (products, YouTubers, and each team over all its pages) per day ('' is direct). */
async function rollReferrers(tx: DbOrTx, from: Date, to: Date, dayFrom: string, dayTo: string): Promise<void> {
  await tx.execute(sql`delete from event_referrer_rollups where day >= ${dayFrom}::date and day < ${dayTo}::date`);
  await tx.execute(sql`
    insert into event_referrer_rollups (profile_id, day, host, views)
    with views as (
      select (e.at at time zone 'UTC')::date as day, e.profile_kind, e.profile_id, e.team_id, coalesce(e.referrer_host, '') as host
      from events e
      where e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz and e.type in (${VIEWS})
    )
    select profile_id, day, host, count(*) from views where profile_kind in ('PRODUCT', 'YOUTUBER') group by profile_id, day, host
    union all
    select team_id, day, host, count(*) from views where team_id is not null group by team_id, day, host`);
}

/** Searches whose results showed a team, per query per day. */
async function rollSearches(tx: DbOrTx, from: Date, to: Date, dayFrom: string, dayTo: string): Promise<void> {
  await tx.execute(sql`delete from event_search_rollups where day >= ${dayFrom}::date and day < ${dayTo}::date`);
  await tx.execute(sql`
    insert into event_search_rollups (team_id, day, query, searches)
    select t.team_id::uuid, (e.at at time zone 'UTC')::date, coalesce(e.metadata ->> 'query', ''), count(*)
    from events e
    cross join lateral jsonb_array_elements_text(e.metadata -> 'teamIds') as t(team_id)
    where e.at >= ${from.toISOString()}::timestamptz and e.at < ${to.toISOString()}::timestamptz and e.type = 'SEARCH'
      and jsonb_typeof(e.metadata -> 'teamIds') = 'array' and coalesce(e.metadata ->> 'query', '') <> ''
    group by 1, 2, 3`);
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const floorTo = (time: number, unit: number) => Math.floor(time / unit) * unit;
const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every rollup of the raw events in [from, to): whole hours for the hourly rows, whole UTC days for the rest. */
export async function rollupWindow(
  tx: DbOrTx,
  from: Date,
  to: Date,
): Promise<{ hourlyRows: number; dailyRows: number }> {
  const hourFrom = new Date(floorTo(from.getTime(), HOUR_MS));
  const hourTo = new Date(floorTo(to.getTime(), HOUR_MS) + HOUR_MS);
  const dayFrom = floorTo(from.getTime(), DAY_MS);
  const dayTo = floorTo(to.getTime(), DAY_MS) + DAY_MS;
  const hourlyRows = await rollGrain(
    tx,
    HOURLY,
    hourFrom,
    hourTo,
    sql`${hourFrom.toISOString()}::timestamptz`,
    sql`${hourTo.toISOString()}::timestamptz`,
  );
  const wholeDays = [new Date(dayFrom), new Date(dayTo)] as const;
  const dailyRows = await rollGrain(
    tx,
    DAILY,
    wholeDays[0],
    wholeDays[1],
    sql`${dayString(dayFrom)}::date`,
    sql`${dayString(dayTo)}::date`,
  );
  await rollReferrers(tx, wholeDays[0], wholeDays[1], dayString(dayFrom), dayString(dayTo));
  await rollSearches(tx, wholeDays[0], wholeDays[1], dayString(dayFrom), dayString(dayTo));
  return { hourlyRows, dailyRows };
}

export async function watermarkOf(tx: DbOrTx, job: string): Promise<Date | null> {
  const [row] = await tx
    .select({ watermark: eventJobs.watermark })
    .from(eventJobs)
    .where(eq(eventJobs.name, job))
    .limit(1);
  return row?.watermark ?? null;
}

export async function oldestEvent(tx: DbOrTx): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(await tx.execute(sql`select min(at) as at from events`));
  return row?.at ? new Date(row.at) : null;
}

export async function saveRun(tx: DbOrTx, job: string, watermark: Date, ms: number): Promise<void> {
  await tx
    .insert(eventJobs)
    .values({ name: job, watermark, lastRunAt: new Date(), lastRunMs: ms })
    .onConflictDoUpdate({
      target: eventJobs.name,
      set: { watermark, lastRunAt: new Date(), lastRunMs: ms, updatedAt: new Date() },
    });
}

/** Month partitions of `events` that end on or before `cutoff` (whole months past retention: dropped, not deleted). */
export async function partitionsBefore(tx: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'events' and c.relname ~ '^events_y[0-9]{4}m[0-9]{2}$'`),
  );
  return rows
    .map((row) => row.name)
    .filter((name) => {
      const [, year, month] = /^events_y(\d{4})m(\d{2})$/.exec(name)!;
      return Date.UTC(Number(year), Number(month), 1) <= cutoff.getTime();
    });
}

export async function dropPartition(tx: DbOrTx, name: string): Promise<void> {
  if (!/^events_y\d{4}m\d{2}$/.test(name)) throw new Error(`not an events partition: ${name}`);
  await tx.execute(sql.raw(`drop table if exists "${name}"`));
}

/** Raw events, salts, receipts and visitor links past their time; rollups stay. */
export async function deleteExpired(tx: DbOrTx, rawBefore: Date, shortBefore: Date): Promise<number> {
  const result = await tx.execute(sql`delete from events where at < ${rawBefore.toISOString()}::timestamptz`);
  await tx.execute(sql`delete from event_salts where day < ${dayString(shortBefore.getTime())}::date`);
  await tx.execute(sql`delete from event_receipts where at < ${shortBefore.toISOString()}::timestamptz`);
  await tx.execute(sql`delete from event_visitor_links where day < ${dayString(shortBefore.getTime())}::date`);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
