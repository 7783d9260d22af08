import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import {
  countScale,
  rawRows,
  resetScale,
  SCALE_REVIEWER_DOMAIN,
  seedScale,
  type ScaleOptions,
} from '../src/seed/scale.js';
import { createTestDatabase, type TestDatabase } from './build-test-app.js';
import { sql } from 'drizzle-orm';

// The scale seed's reviews on a small scale: the same statements `npm run seed:scale` runs at a
// million reviews, here at 4,000 over 400 products.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

const OPTIONS: ScaleOptions = {
  products: 400,
  brands: 20,
  pictures: [],
  reviews: { total: 4_000, reviewers: 300, passwordHash: 'shared-hash' },
};

describe('scale reviews', () => {
  it('adds about the asked number of reviews, one per person and product, on published products only, with scores equal to a recount', async () => {
    await seedScale(t.database, OPTIONS);
    const counts = await countScale(t.database);
    expect(counts.reviewers).toBe(300);
    expect(counts.reviews).toBeGreaterThan(3_800);
    expect(counts.reviews).toBeLessThan(4_200);

    const [shape] = await rawRows<Record<string, number>>(
      t.database,
      `select
      (select count(*)::int from (select product_id, author_id from reviews group by 1, 2 having count(*) > 1) d) as duplicates,
      (select count(*)::int from reviews r join products p on p.id = r.product_id where p.status <> 'PUBLISHED') as on_drafts,
      (select count(*)::int from reviews where status = 'PENDING' and cardinality(hold_rules) = 0) as pending_without_rule,
      (select count(*)::int from reviews where status = 'PENDING') as pending,
      (select count(*)::int from reviews where type = 'YOUTUBE') as videos,
      (select count(*)::int from reviews r where r.type = 'YOUTUBE' and not exists (select 1 from youtubers y where y.user_id = r.author_id)) as videos_by_non_youtubers,
      (select count(*)::int from reviews where rating <= 2) as low,
      (select count(*)::int from reviews where rating >= 4) as high,
      (select count(*)::int from reviews r where r.helpful_count <> (select count(*) from review_helpful_votes v where v.review_id = r.id)) as helpful_mismatch,
      (select count(*)::int from reviews r where r.open_report_count <> (select count(*) from review_reports p where p.review_id = r.id and p.status = 'OPEN')) as report_mismatch,
      (select count(*)::int from reviews r where r.open_report_count > 0 and r.first_open_report_at <> (select min(created_at) from review_reports p where p.review_id = r.id)) as first_report_mismatch,
      (select count(*)::int from review_replies rr join reviews r on r.id = rr.review_id
        where not exists (select 1 from creator_team_members m where m.team_id = r.team_id and m.user_id = rr.author_id)) as replies_by_outsiders,
      (select count(*)::int from review_helpful_votes v join reviews r on r.id = v.review_id where v.user_id = r.author_id) as own_votes,
      (select count(*)::int from users where email like '%@${SCALE_REVIEWER_DOMAIN}' and password_hash <> 'shared-hash') as other_hashes`,
    );
    expect(shape).toMatchObject({
      duplicates: 0,
      on_drafts: 0,
      pending_without_rule: 0,
      videos_by_non_youtubers: 0,
      helpful_mismatch: 0,
      report_mismatch: 0,
      first_report_mismatch: 0,
      replies_by_outsiders: 0,
      own_votes: 0,
      other_hashes: 0,
    });
    expect(shape!.pending).toBeGreaterThan(0);
    expect(shape!.videos).toBeGreaterThan(0);
    expect(shape!.low).toBeGreaterThan(0);
    expect(shape!.high).toBeGreaterThan(counts.reviews / 2);

    const mismatched = await rawRows<{ n: number }>(
      t.database,
      `select count(*)::int as n from (
      select product_id, count(*)::int as c, sum(rating)::int as s, count(*) filter (where rating = 5)::int as s5 from reviews where status = 'PUBLISHED' group by 1
    ) x full join product_review_stats p on p.product_id = x.product_id
    where p.product_id is null or x.product_id is null or p.review_count <> x.c or p.rating_sum <> x.s or p.stars_5 <> x.s5`,
    );
    expect(mismatched[0]!.n).toBe(0);
  });

  it('a second run adds nothing; reset removes the reviewers, the owners and their reviews', async () => {
    const before = await countScale(t.database);
    await seedScale(t.database, OPTIONS);
    expect(await countScale(t.database)).toEqual(before);
    await resetScale(t.database);
    expect(await countScale(t.database)).toEqual({ brands: 0, products: 0, images: 0, reviewers: 0, reviews: 0 });
    const left = rowsOf<{ users: number; reviews: number; stats: number }>(
      await t.database.db
        .execute(sql`select (select count(*)::int from users) as users, (select count(*)::int from reviews) as reviews,
        (select count(*)::int from product_review_stats) as stats`),
    );
    expect(left[0]).toEqual({ users: 0, reviews: 0, stats: 0 });
  });
});
