import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publishedBrand } from '../../../test/catalogue-factories.js';
import {
  brandView,
  insertEvents,
  productEvent,
  searchEvent,
  visitorId,
  type RawEvent,
} from '../../../test/event-factories.js';
import { signedInUser } from '../../../test/factories.js';
import { onPostgres } from '../../../test/needs.js';

// The rollups equal a recount of the raw events (hour by hour, day by day, per product and per team),
// a visitor who signed in is counted once, a run can be repeated, a late row is picked up, months get their
// partitions ahead, and raw events go after the retention while rollups stay.

let t: TestContext;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A fixed past day, so the test's rows never mix with "now" (noon UTC, three days ago).
const base = new Date(Math.floor(Date.now() / DAY) * DAY - 3 * DAY + 12 * HOUR);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A deterministic spread of events over three hours of one day and the day before, for two brands. */
function spread(brands: Awaited<ReturnType<typeof publishedBrand>>[]): RawEvent[] {
  const rows: RawEvent[] = [];
  const people = Array.from({ length: 7 }, () => visitorId());
  let n = 0;
  for (const offset of [-DAY, 0, HOUR, 2 * HOUR + 59 * 60_000]) {
    for (const brand of brands) {
      for (const product of brand.products) {
        for (let i = 0; i < 5; i += 1) {
          const visitor = people[(n += 3) % people.length]!;
          rows.push(
            productEvent('PRODUCT_PAGE_VIEW', product, new Date(base.getTime() + offset + i * 1000), visitor, {
              referrerHost: i % 2 ? 'www.google.com' : null,
            }),
          );
          if (i % 2 === 0)
            rows.push(
              productEvent('PRODUCT_CLICK', product, new Date(base.getTime() + offset + i * 1000 + 1), visitor),
            );
          if (i === 1)
            rows.push(productEvent('PRODUCT_HOVER', product, new Date(base.getTime() + offset + 5), visitor));
        }
      }
      rows.push(brandView(brand.team.id, new Date(base.getTime() + offset + 7), people[n % people.length]!));
      rows.push(searchEvent('headphones', [brand.team.id], new Date(base.getTime() + offset + 9)));
    }
  }
  return rows;
}

const recount = async (bucket: 'hour' | 'day', profileColumn: 'product_id' | 'team_id') =>
  rowsOf<Record<string, unknown>>(
    await t.app.db.execute(sql`
  select ${sql.raw(profileColumn)} as profile_id, ${bucket === 'hour' ? sql`date_trunc('hour', at, 'UTC')` : sql`(at at time zone 'UTC')::date`} as bucket,
         count(*) filter (where type in ('PRODUCT_PAGE_VIEW', 'CREATOR_PAGE_VIEW', 'PROFILE_VIEW'))::int as views,
         count(distinct visitor) filter (where type in ('PRODUCT_PAGE_VIEW', 'CREATOR_PAGE_VIEW', 'PROFILE_VIEW'))::int as visitors,
         count(*) filter (where type = 'PRODUCT_CLICK')::int as clicks,
         count(*) filter (where type = 'PRODUCT_HOVER')::int as hovers
  from events where ${sql.raw(profileColumn)} is not null and type <> 'SEARCH' group by 1, 2 order by 1, 2`),
  );

const rolled = async (bucket: 'hour' | 'day', kind: 'PRODUCT' | 'TEAM') =>
  rowsOf<Record<string, unknown>>(
    await t.app.db.execute(sql`
  select profile_id, ${sql.raw(bucket)} as bucket, views, visitors, clicks, hovers
  from ${sql.raw(bucket === 'hour' ? 'event_rollups_hourly' : 'event_rollups_daily')} where profile_kind = ${kind} order by 1, 2`),
  );

const norm = (rows: Record<string, unknown>[]) =>
  rows.map((row) => ({ ...row, bucket: new Date(row.bucket as string).toISOString() }));

describe('the rollup', () => {
  let brands: Awaited<ReturnType<typeof publishedBrand>>[];

  beforeAll(async () => {
    brands = [await publishedBrand(t.app, 2), await publishedBrand(t.app, 1)];
    await insertEvents(t.app, spread(brands));
    await t.app.services.eventRollup.rollupRange(new Date(base.getTime() - 2 * DAY), new Date(base.getTime() + DAY));
  });

  it('equals a recount of the raw events, per product and per team, per hour and per day', async () => {
    for (const bucket of ['hour', 'day'] as const) {
      expect(norm(await rolled(bucket, 'PRODUCT')), `${bucket} products`).toEqual(
        norm(await recount(bucket, 'product_id')),
      );
      expect(norm(await rolled(bucket, 'TEAM')), `${bucket} teams`).toEqual(norm(await recount(bucket, 'team_id')));
    }
  });

  it('counts the searches that found a team, and where views came from', async () => {
    const [team] = rowsOf<{ searches: number }>(
      await t.app.db.execute(
        sql`select sum(searches)::int as searches from event_rollups_daily where profile_id = ${brands[0]!.team.id}`,
      ),
    );
    expect(team!.searches).toBe(4);
    const queries = rowsOf<{ query: string; searches: number }>(
      await t.app.db.execute(
        sql`select query, sum(searches)::int as searches from event_search_rollups where team_id = ${brands[0]!.team.id} group by query`,
      ),
    );
    expect(queries).toEqual([{ query: 'headphones', searches: 4 }]);
    const hosts = rowsOf<{ host: string; views: number }>(
      await t.app.db.execute(
        sql`select host, sum(views)::int as views from event_referrer_rollups where profile_id = ${brands[0]!.team.id} group by host order by host`,
      ),
    );
    const direct = rowsOf<{ n: number }>(
      await t.app.db.execute(
        sql`select count(*)::int as n from events where team_id = ${brands[0]!.team.id} and type in ('PRODUCT_PAGE_VIEW','CREATOR_PAGE_VIEW') and referrer_host is null`,
      ),
    )[0]!.n;
    expect(hosts).toEqual([
      { host: '', views: direct },
      { host: 'www.google.com', views: 16 },
    ]);
  });

  it('changes nothing when run again over the same window', async () => {
    const before = await rolled('hour', 'TEAM');
    await t.app.services.eventRollup.rollupRange(new Date(base.getTime() - 2 * DAY), new Date(base.getTime() + DAY));
    expect(await rolled('hour', 'TEAM')).toEqual(before);
  });

  it('counts a visitor who signed in as one person, with their signed-in visits', async () => {
    const brand = await publishedBrand(t.app, 1);
    const person = await signedInUser(t.app);
    const anonymous = visitorId();
    const day = base.getTime() + 5 * HOUR;
    await insertEvents(t.app, [
      productEvent('PRODUCT_PAGE_VIEW', brand.products[0]!, new Date(day), anonymous),
      productEvent('PRODUCT_PAGE_VIEW', brand.products[0]!, new Date(day + 60_000), visitorId(), {
        userId: person.user.id,
      }),
    ]);
    await t.app.db.execute(
      sql`insert into event_visitor_links (day, visitor, user_id) values (${new Date(day).toISOString().slice(0, 10)}, ${anonymous}, ${person.user.id})`,
    );
    await t.app.services.eventRollup.rollupRange(new Date(day - HOUR), new Date(day + HOUR));
    const [row] = rowsOf<{ views: number; visitors: number }>(
      await t.app.db.execute(sql`select views, visitors from event_rollups_daily where profile_id = ${brand.team.id}`),
    );
    expect(row).toEqual({ views: 2, visitors: 1 });
  });
});

describe('the job', () => {
  it('picks up a late row in an hour it already rolled up, from its watermark', async () => {
    const brand = await publishedBrand(t.app, 1);
    const now = new Date();
    await insertEvents(t.app, [brandView(brand.team.id, new Date(now.getTime() - 10 * 60_000))]);
    const first = await t.app.services.eventRollup.runOnce(now);
    expect(first.skipped).toBe(false);
    await insertEvents(t.app, [brandView(brand.team.id, new Date(now.getTime() - 5 * 60_000))]);
    await t.app.services.eventRollup.runOnce(new Date(now.getTime() + 60_000));
    const [row] = rowsOf<{ views: number }>(
      await t.app.db.execute(
        sql`select sum(views)::int as views from event_rollups_hourly where profile_id = ${brand.team.id}`,
      ),
    );
    expect(row!.views).toBe(2);
    expect((await t.app.services.eventRollup.rolledUpAt())!.getTime()).toBe(now.getTime() + 60_000);
  });

  // Two servers on one PostgreSQL: while one holds the job's lock, the other's run is skipped. (PGlite is one
  // connection: a second transaction would wait for the first, so there is nothing to race.)
  onPostgres.it('is done by one server at a time: a run while another holds the lock is skipped', async () => {
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(19000001)`);
      expect(await t.app.services.eventRollup.runOnce()).toEqual({ skipped: true });
    });
    expect((await t.app.services.eventRollup.runOnce()).skipped).toBe(false);
  });

  it("makes the coming months' partitions", async () => {
    const now = new Date();
    await t.app.services.eventRollup.runOnce(now);
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const name = `events_y${next.getUTCFullYear()}m${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
    const [row] = rowsOf<{ found: string | null }>(
      await t.app.db.execute(sql`select to_regclass(${name})::text as found`),
    );
    expect(row!.found).toBe(name);
  });

  it('lets raw events go after the retention and keeps their rollups', async () => {
    const brand = await publishedBrand(t.app, 1);
    const old = new Date(Date.now() - 100 * DAY);
    await t.app.db.execute(
      sql`select events_ensure_partitions(${old.toISOString()}::timestamptz, ${old.toISOString()}::timestamptz)`,
    );
    await insertEvents(t.app, [
      brandView(brand.team.id, old),
      brandView(brand.team.id, new Date(Date.now() - 89 * DAY)),
    ]);
    await t.app.services.eventRollup.rollupRange(new Date(old.getTime() - HOUR), new Date(Date.now() - 88 * DAY));
    const run = await t.app.services.eventRollup.runOnce();
    expect(run.skipped).toBe(false);
    const raw = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from events where team_id = ${brand.team.id}`),
    )[0]!.n;
    expect(raw).toBe(1);
    const kept = rowsOf<{ views: number }>(
      await t.app.db.execute(
        sql`select sum(views)::int as views from event_rollups_daily where profile_id = ${brand.team.id}`,
      ),
    )[0]!.views;
    expect(kept).toBe(2);
  });
});
