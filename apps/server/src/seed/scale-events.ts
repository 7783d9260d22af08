import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { SCALE_HANDLE_PREFIX } from './scale.js';

// `npm run seed:scale -- --events 10000000`: analytics events over the last 90 days for the scale brands' products
//, made by PostgreSQL itself a million rows a statement, then rolled up by the events module's own code.
// Product page views mostly (a few products draw most of them), clicks, hovers, brand page views and searches that
// found a brand; visitors from a pool of 300,000 daily hashes. Every row says `"scale": 1` in its metadata, so a second
// run adds nothing and `--reset` can find them.

const CHUNK = 1_000_000;
const DAYS = 90;

export async function countScaleEvents(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await database.db.execute(sql`select count(*) as n from events where metadata ->> 'scale' = '1'`),
  );
  return Number(row?.n ?? 0);
}

export interface Rollup {
  rollupRange(from: Date, to: Date): Promise<unknown>;
}

export async function seedScaleEvents(
  database: Database,
  rollup: Rollup,
  total: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  if ((await countScaleEvents(database)) > 0) {
    log('scale events exist already: none added');
    return;
  }
  const now = new Date();
  const from = new Date(now.getTime() - DAYS * 86_400_000);
  await database.db.execute(
    sql`select events_ensure_partitions(${from.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz + interval '62 days')`,
  );
  const handles = `${SCALE_HANDLE_PREFIX}%`;
  for (let done = 0; done < total; done += CHUNK) {
    const n = Math.min(CHUNK, total - done);
    const started = Date.now();
    // Products by a skewed pick (the square of a uniform draw favours the first ones), each with its team.
    await database.db.execute(sql`
      with p as materialized (
        select row_number() over (order by pr.id) as n, pr.id, pr.team_id
        from products pr join creator_teams t on t.id = pr.team_id and t.profile_handle like ${handles}
        where pr.status = 'PUBLISHED'
      ),
      size as (select count(*) as total from p),
      drawn as (
        select ${from.toISOString()}::timestamptz + random() * (${now.toISOString()}::timestamptz - ${from.toISOString()}::timestamptz) as at,
               random() as kind, 1 + floor(power(random(), 2) * size.total)::int as k,
               substr(md5(floor(random() * 300000)::text), 1, 32) as visitor, random() as ref
        from generate_series(1, ${n}) g, size
      )
      insert into events (at, type, profile_kind, profile_id, team_id, product_id, visitor, user_id, referrer_host, browser, os, device, metadata)
      select d.at,
             case when kind < 0.72 then 'PRODUCT_PAGE_VIEW' when kind < 0.78 then 'PRODUCT_CLICK' when kind < 0.88 then 'PRODUCT_HOVER'
                  when kind < 0.96 then 'CREATOR_PAGE_VIEW' else 'SEARCH' end,
             case when kind < 0.88 then 'PRODUCT' when kind < 0.96 then 'TEAM' end,
             case when kind < 0.88 then p.id when kind < 0.96 then p.team_id end,
             case when kind < 0.96 then p.team_id end,
             case when kind < 0.88 then p.id end,
             d.visitor, null,
             case when kind >= 0.96 or (kind >= 0.72 and kind < 0.88) then null when ref < 0.45 then null when ref < 0.7 then 'www.google.com'
                  when ref < 0.85 then 'www.youtube.com' else 'www.reddit.com' end,
             'Chrome', 'Windows', 'desktop',
             case when kind >= 0.96 then jsonb_build_object('scale', 1, 'query', 'speaker ' || (k % 50), 'resultCount', 12, 'teamIds', jsonb_build_array(p.team_id))
                  else jsonb_build_object('scale', 1) end
      from drawn d join p on p.n = d.k`);
    log(`events ${done + n} of ${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await database.db.execute(sql`analyze events`);
  const started = Date.now();
  await rollup.rollupRange(from, now);
  log(`rolled up ${DAYS} days in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Removes the scale events and rolls the 90 days up again from what is left. */
export async function resetScaleEvents(database: Database, rollup: Rollup): Promise<void> {
  await database.db.execute(sql`delete from events where metadata ->> 'scale' = '1'`);
  const now = new Date();
  await rollup.rollupRange(new Date(now.getTime() - DAYS * 86_400_000), now);
}
