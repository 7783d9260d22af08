import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { countScaleLinks, resetScaleLinks, seedScaleLinks } from '../src/seed/scale-links.js';
import { SCALE_HANDLE_PREFIX } from '../src/seed/scale.js';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { createTeam } from './team-factories.js';

// `seed:scale -- --links N`: N links spread round robin over the scale brands, each with its first destination, the
// slugs the benchmark asks for; a second run adds nothing and --reset removes them.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('scale short links', () => {
  it('spreads N links over the scale brands with their destinations; runs once; resets', async () => {
    for (const n of [1, 2, 3]) await createTeam(t.app, { profileHandle: `${SCALE_HANDLE_PREFIX}${n}` });
    await seedScaleLinks(t.database, 30);
    expect(await countScaleLinks(t.database)).toBe(30);
    const perTeam = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from short_links group by team_id`),
    ).map((row) => row.n);
    expect(perTeam).toEqual([10, 10, 10]);
    const [history] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from short_link_destinations`),
    );
    expect(history!.n).toBe(30);
    const visit = await t.app.inject({ method: 'GET', url: '/s/scalelink7', headers: { 'user-agent': 'Mozilla/5.0' } });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toMatch(/^https:\/\/scalebrand\d\.example\/p\/7\?utm_source=bench$/);
    await seedScaleLinks(t.database, 30);
    expect(await countScaleLinks(t.database)).toBe(30);
    await resetScaleLinks(t.database);
    expect(await countScaleLinks(t.database)).toBe(0);
  });
});
