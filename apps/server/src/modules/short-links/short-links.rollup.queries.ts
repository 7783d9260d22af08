import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';

// The SQL of short links' click figures: the rollup of a window of SHORTLINK_CLICK events into per-hour rows
// (written by the events rollup's run, in its transaction), and the reads of the stats page, the list's sparklines
// and the overview's top links, which never scan raw events.

/**
 * Rewrites the rollup rows of the hours in [from, to) (both on hour boundaries) from the raw events. A visitor's first
 * click of a link in an hour is its unique click, so unique clicks add up over hours and over every breakdown.
 */
export async function rollupClicks(tx: DbOrTx, from: Date, to: Date): Promise<number> {
  const fromAt = from.toISOString();
  const toAt = to.toISOString();
  await tx.execute(
    sql`delete from short_link_rollups where hour >= ${fromAt}::timestamptz and hour < ${toAt}::timestamptz`,
  );
  const result = await tx.execute(sql`
    insert into short_link_rollups
      (link_id, hour, team_id, destination_id, trigger, referrer_host, device, browser, os, clicks, unique_clicks)
    with clicks as (
      select e.profile_id as link_id, date_trunc('hour', e.at, 'UTC') as hour, e.team_id,
             (e.metadata ->> 'destinationId')::uuid as destination_id,
             coalesce(e.metadata ->> 'trigger', 'link') as trigger, coalesce(e.referrer_host, '') as referrer_host,
             e.device, coalesce(e.browser, '') as browser, coalesce(e.os, '') as os,
             row_number() over (partition by e.profile_id, date_trunc('hour', e.at, 'UTC'), e.visitor order by e.at) as nth
      from events e
      where e.at >= ${fromAt}::timestamptz and e.at < ${toAt}::timestamptz
        and e.type = 'SHORTLINK_CLICK' and e.profile_id is not null
    )
    select link_id, hour, team_id, destination_id, trigger, referrer_host, device, browser, os,
           count(*), count(*) filter (where nth = 1)
    from clicks
    group by link_id, hour, team_id, destination_id, trigger, referrer_host, device, browser, os`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

export interface Totals {
  clicks: number;
  unique_clicks: number;
}

const range = (linkId: string, from: Date, to: Date) =>
  sql`link_id = ${linkId}::uuid and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz`;

export async function series(db: DbOrTx, linkId: string, from: Date, to: Date, interval: 'hour' | 'day') {
  const bucket = interval === 'hour' ? sql`hour` : sql`date_trunc('day', hour, 'UTC')`;
  return rowsOf<Totals & { at: string | Date }>(
    await db.execute(sql`
      select ${bucket} as at, sum(clicks)::int as clicks, sum(unique_clicks)::int as unique_clicks
      from short_link_rollups where ${range(linkId, from, to)} group by 1 order by 1`),
  );
}

const DIMENSIONS = {
  trigger: sql.raw('trigger'),
  referrer: sql.raw('referrer_host'),
  device: sql.raw('device'),
  browser: sql.raw('browser'),
  os: sql.raw('os'),
} as const;
export type Dimension = keyof typeof DIMENSIONS;

export async function breakdown(db: DbOrTx, linkId: string, from: Date, to: Date, dimension: Dimension) {
  return rowsOf<Totals & { key: string }>(
    await db.execute(sql`
      select ${DIMENSIONS[dimension]} as key, sum(clicks)::int as clicks, sum(unique_clicks)::int as unique_clicks
      from short_link_rollups where ${range(linkId, from, to)} group by 1 order by 2 desc, 1 limit 50`),
  );
}

/** Clicks per destination the link has had, the destination's address as the key. */
export async function byDestination(db: DbOrTx, linkId: string, from: Date, to: Date) {
  return rowsOf<Totals & { key: string }>(
    await db.execute(sql`
      select coalesce(d.destination, '') as key, sum(r.clicks)::int as clicks, sum(r.unique_clicks)::int as unique_clicks
      from short_link_rollups r left join short_link_destinations d on d.id = r.destination_id
      where r.link_id = ${linkId}::uuid and r.hour >= ${from.toISOString()}::timestamptz
        and r.hour < ${to.toISOString()}::timestamptz
      group by 1 order by 2 desc, 1 limit 50`),
  );
}

/** The team's links with the most clicks since `from`. */
export async function topLinks(db: DbOrTx, teamId: string, from: Date, limit: number) {
  return rowsOf<{ id: string; slug: string; title: string; clicks: number }>(
    await db.execute(sql`
      select l.id, l.slug, l.title, sum(r.clicks)::int as clicks
      from short_link_rollups r join short_links l on l.id = r.link_id and l.deleted_at is null
      where r.team_id = ${teamId}::uuid and r.hour >= ${from.toISOString()}::timestamptz
      group by l.id, l.slug, l.title order by 4 desc, l.slug limit ${limit}`),
  );
}
