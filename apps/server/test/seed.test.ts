import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { youtubeVideoId, pathOf, ROUTES } from '@plaudit/contract';
import {
  categories,
  creatorTeams,
  productImages,
  productReviewStats,
  products,
  reviewHelpfulVotes,
  reviewReplies,
  reviewReports,
  reviews,
  teamReviewStats,
  trophies,
  trophyCandidates,
  users,
  youtubers,
} from '../src/db/schema/index.js';
import { seedDemoTrophies } from '../src/seed/trophies.js';
import { seedDemoEvents } from '../src/seed/events.js';
import { DEMO_TROPHIES, DEMO_TROPHY_CATEGORIES } from '../src/seed/trophies-data.js';
import { verifyProtocol } from '../src/modules/trophies/trophies.verify.js';
import { DEMO_ACCOUNTS, DEMO_PARTNERS, seedDemoAccounts, upsertAccount, usernameFor } from '../src/seed.js';
import { DEMO_BRANDS, DEMO_CATEGORIES } from '../src/seed/catalogue-data.js';
import { DEMO_REVIEWS, seedDemoReviews } from '../src/seed/reviews.js';
import { DEMO_REVIEWERS } from '../src/seed/reviews-data.js';
import { rowsOf } from '../src/db/rows.js';
import { teamIsApproved } from '../src/modules/catalogue/catalogue.rules.js';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { api, authHeaders, createUser, signIn } from './factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('start-up accounts', () => {
  it('demo accounts are created on the first start only, verified, and can sign in', async () => {
    expect(await seedDemoAccounts(t.app.db, t.app.hasher, t.app.storage)).toEqual({
      categories: DEMO_CATEGORIES.length + DEMO_CATEGORIES.reduce((n, c) => n + c.children.length, 0),
      brands: 12,
      products: 60,
      published: expect.any(Number),
      images: expect.any(Number),
      youtubers: 4,
      reviews: {
        reviewers: DEMO_REVIEWERS.length,
        reviews: expect.any(Number),
        published: expect.any(Number),
        pending: 4,
        reported: 3,
        video: expect.any(Number),
      },
    });
    expect(await seedDemoAccounts(t.app.db, t.app.hasher, t.app.storage)).toBeNull();
    for (const account of DEMO_ACCOUNTS.accounts) {
      const res = await t.app.inject({
        method: 'POST',
        url: api(ROUTES.auth.signIn.path),
        payload: { email: account.email, password: DEMO_ACCOUNTS.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: account.role, isEmailVerified: true });
    }
  }, 240_000);

  it('demo partners: an approved creator team, an approved YouTuber, and unclaimed brand profiles', async () => {
    const creator = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: DEMO_PARTNERS.creator.account.email, password: DEMO_ACCOUNTS.password },
    });
    expect(creator.json().user).toMatchObject({
      registerType: 'CREATOR',
      isCreator: true,
      isCreatorVerified: true,
      selectedCreatorTeam: {
        role: 'OWNER',
        creatorTeam: { brandName: DEMO_PARTNERS.creator.team.brandName, verification: { status: 'APPROVED' } },
      },
    });
    const youtuber = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: DEMO_PARTNERS.youtuber.account.email, password: DEMO_ACCOUNTS.password },
    });
    expect(youtuber.json().user).toMatchObject({
      registerType: 'YOUTUBER',
      youtuber: { pageName: DEMO_PARTNERS.youtuber.channel.pageName, verification: { status: 'APPROVED' } },
    });
    for (const profile of DEMO_PARTNERS.unclaimedProfiles) {
      const res = await t.app.inject({
        method: 'GET',
        url: api(pathOf(ROUTES.creators.checkProfile.path, { profile: profile.profileHandle })),
      });
      expect(res.json().claimed).toBe(false);
    }
    const claimed = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.creators.checkProfile.path, { profile: DEMO_PARTNERS.creator.team.profileHandle })),
    });
    expect(claimed.json().claimed).toBe(true);
  });

  it('ADMIN_EMAIL creates a verified ADMIN, or promotes an existing account', async () => {
    const created = await upsertAccount(t.app.db, t.app.hasher, {
      email: 'ops@example.test',
      password: 'ops-password',
      username: await usernameFor(t.app.db, 'ops@example.test'),
      role: 'ADMIN',
    });
    expect(created.created).toBe(true);
    const existing = await createUser(t.app, { emailVerificationStatus: 'UNVERIFIED' });
    const promoted = await upsertAccount(t.app.db, t.app.hasher, {
      email: existing.email.toUpperCase(),
      password: 'new-admin-password',
      username: 'ignored',
      role: 'ADMIN',
      resetPassword: true,
    });
    expect(promoted).toEqual({ id: existing.id, created: false });
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${existing.id}`);
    expect(row).toMatchObject({ role: 'ADMIN', emailVerificationStatus: 'VERIFIED' });
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: existing.email, password: 'new-admin-password' },
    });
    expect(res.statusCode).toBe(200);
  });
});

/** What two first starts must agree on: every product's brand, slug, name, status, category and picture count. */
async function catalogueOf(app: FastifyInstance) {
  return app.db
    .select({
      brand: creatorTeams.profileHandle,
      slug: products.slug,
      name: products.name,
      status: products.status,
      category: categories.slug,
      tags: products.tags,
      images: sql<number>`(select count(*)::int from product_images pi where pi.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(creatorTeams, sql`${creatorTeams.id} = ${products.teamId}`)
    .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .orderBy(creatorTeams.profileHandle, products.slug);
}

/** What two first starts must agree on about the reviews: who reviewed which product, how, and in which state. */
async function reviewsOf(app: FastifyInstance) {
  return app.db
    .select({
      product: products.slug,
      author: users.email,
      type: reviews.type,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      status: reviews.status,
      helpful: reviews.helpfulCount,
    })
    .from(reviews)
    .innerJoin(products, sql`${products.id} = ${reviews.productId}`)
    .innerJoin(users, sql`${users.id} = ${reviews.authorId}`)
    .orderBy(products.slug, users.email);
}

describe('demo catalogue', () => {
  it('is the same on every first start, and holds what it says: approved brands with pictures, products with pictures, YouTubers with handles', async () => {
    const other = await buildTestApp();
    try {
      expect(await seedDemoAccounts(other.app.db, other.app.hasher, other.app.storage)).not.toBeNull();
      const first = await catalogueOf(t.app);
      const second = await catalogueOf(other.app);
      expect(await reviewsOf(other.app)).toEqual(await reviewsOf(t.app));
      expect(first).toHaveLength(60);
      expect(second).toEqual(first);

      const published = first.filter((p) => p.status === 'PUBLISHED');
      expect(published.length).toBeGreaterThanOrEqual(50);
      expect(first.length - published.length).toBeGreaterThan(0);
      for (const p of first) {
        expect(p.images).toBeGreaterThanOrEqual(1);
        expect(p.images).toBeLessThanOrEqual(3);
        expect(p.tags.length).toBeGreaterThanOrEqual(2);
        expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
      // The demo creator's team sells coffee, with a draft among its products.
      const coffee = first.filter((p) => p.brand === DEMO_PARTNERS.creator.team.profileHandle);
      expect(coffee).toHaveLength(5);
      expect(coffee.some((p) => p.status === 'DRAFT')).toBe(true);

      const brands = await t.app.db
        .select({
          handle: creatorTeams.profileHandle,
          iconUrl: creatorTeams.iconUrl,
          bannerUrl: creatorTeams.bannerUrl,
        })
        .from(creatorTeams)
        .where(teamIsApproved(creatorTeams.id));
      expect(brands.map((b) => b.handle).sort()).toEqual(DEMO_BRANDS.map((b) => b.profileHandle).sort());
      for (const brand of brands) {
        for (const url of [brand.iconUrl, brand.bannerUrl]) {
          const file = await t.app.storage.read(t.app.storage.nameFromUrl(url)!);
          expect(file?.contentType).toBe('image/webp');
          file?.stream.destroy();
        }
      }
      const [image] = await t.app.db.select().from(productImages).limit(1);
      expect(image!.width).toBeGreaterThan(image!.height);
      for (const name of Object.values(image!.files)) {
        const file = await t.app.storage.read(name);
        expect(file?.size).toBeGreaterThan(0);
        file?.stream.destroy();
      }
      const icons = await t.app.db.select({ parentId: categories.parentId, icon: categories.icon }).from(categories);
      expect(icons.filter((c) => c.parentId === null)).toHaveLength(8);
      // The German interface shows German category names: every demo category has one.
      const untranslated = rowsOf<{ slug: string }>(
        await t.app.db.execute(
          sql`select slug from categories where name_de is null or (parent_id is null and description_de is null)`,
        ),
      );
      expect(untranslated).toEqual([]);

      const handles = await t.app.db.select({ handle: youtubers.handle }).from(youtubers);
      expect(handles.every((y) => y.handle !== null)).toBe(true);
      expect(handles).toHaveLength(4);

      // The demo accounts of the catalogue's brands sign in with the demo password.
      const owner = await t.app.inject({
        method: 'POST',
        url: api(ROUTES.auth.signIn.path),
        payload: { email: `${DEMO_BRANDS[2]!.profileHandle}@brands.plaudit.local`, password: DEMO_ACCOUNTS.password },
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  }, 240_000);
});

describe('demo reviews', () => {
  it('hold work for the moderator: pending reviews held by each kind of rule, published ones with open reports', async () => {
    const rows = await t.app.db.select().from(reviews);
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBeLessThanOrEqual(260);
    expect(byStatus('PUBLISHED').length).toBeGreaterThanOrEqual(140);
    expect(byStatus('REJECTED')).toHaveLength(1);
    expect(byStatus('REMOVED')).toHaveLength(0);
    const pending = byStatus('PENDING');
    expect(
      pending
        .map((r) => r.holdRules)
        .flat()
        .sort(),
    ).toEqual(['COMMENT_LINK', 'NEAR_DUPLICATE', 'NEW_ACCOUNT', 'VIDEO_REVIEW']);
    expect(pending.filter((r) => r.type === 'YOUTUBE')).toHaveLength(1);
    // Published at once (no rule held them), except video reviews, which a moderator approved.
    for (const review of byStatus('PUBLISHED')) {
      expect(review.holdRules).toEqual(review.type === 'YOUTUBE' ? ['VIDEO_REVIEW'] : []);
      expect(review.publishedAt).not.toBeNull();
      if (review.type === 'YOUTUBE') expect(review.decidedBy).not.toBeNull();
    }
    const videos = rows.filter((r) => r.type === 'YOUTUBE');
    expect(videos.filter((r) => r.status === 'PUBLISHED').length).toBeGreaterThanOrEqual(3);
    for (const review of videos) expect(youtubeVideoId(review.videoUrl!)).toBe(review.videoId);
    for (const review of rows.filter((r) => r.type === 'USER')) expect(review.videoId).toBeNull();

    // Ratings lean positive like real sites, with a few 1–2 star reviews; some reviews have no comment.
    const stars = [1, 2, 3, 4, 5].map((n) => rows.filter((r) => r.rating === n).length);
    expect(stars[3]! + stars[4]!).toBeGreaterThan(rows.length / 2);
    expect(stars[0]! + stars[1]!).toBeGreaterThan(0);
    expect(rows.some((r) => !r.hasComment)).toBe(true);
    expect(rows.some((r) => r.hasComment)).toBe(true);

    // Reported: three published reviews, their counts and dates those of their open reports.
    const reports = await t.app.db.select().from(reviewReports);
    const reported = rows.filter((r) => r.openReportCount > 0);
    expect(reported).toHaveLength(3);
    for (const review of reported) {
      const own = reports.filter((r) => r.reviewId === review.id && r.status === 'OPEN');
      expect(review.status).toBe('PUBLISHED');
      expect(review.openReportCount).toBe(own.length);
      expect(review.firstOpenReportAt?.getTime()).toBe(Math.min(...own.map((r) => r.createdAt.getTime())));
      for (const report of own) expect(report.reporterId).not.toBe(review.authorId);
    }
    expect(reports.every((r) => reported.some((review) => review.id === r.reviewId))).toBe(true);

    // Helpful counts are the votes, never the author's own.
    const votes = await t.app.db.select().from(reviewHelpfulVotes);
    for (const review of rows) expect(review.helpfulCount).toBe(votes.filter((v) => v.reviewId === review.id).length);
    for (const vote of votes) expect(rows.find((r) => r.id === vote.reviewId)!.authorId).not.toBe(vote.userId);
    expect(votes.length).toBeGreaterThan(0);

    // Replies come from a member of the reviewed product's team, the demo creator's team among them.
    const replies = await t.app.db.execute(sql`
      select count(*)::int as n, count(*) filter (where m.user_id is null)::int as outsiders,
        count(*) filter (where t.profile_handle = ${DEMO_PARTNERS.creator.team.profileHandle})::int as own
      from ${reviewReplies} rr join ${reviews} r on r.id = rr.review_id join ${creatorTeams} t on t.id = r.team_id
      left join creator_team_members m on m.team_id = r.team_id and m.user_id = rr.author_id`);
    const [replyCounts] = rowsOf<{ n: number; outsiders: number; own: number }>(replies);
    expect(Number(replyCounts!.outsiders)).toBe(0);
    expect(Number(replyCounts!.own)).toBeGreaterThan(0);

    // Dates in order: a review after its product went public and its author signed up, published no earlier than
    // written, votes, reports and replies after publication, nothing in the future.
    const [dates] = rowsOf<Record<string, number>>(
      await t.app.db.execute(sql`select
      (select count(*)::int from reviews r join products p on p.id = r.product_id join users u on u.id = r.author_id
        where r.created_at < p.published_at or r.created_at < u.created_at or r.created_at > now()
          or r.published_at < r.created_at) as reviews,
      (select count(*)::int from review_helpful_votes v join reviews r on r.id = v.review_id where v.created_at < r.published_at or v.created_at > now()) as votes,
      (select count(*)::int from review_reports rp join reviews r on r.id = rp.review_id where rp.created_at < r.published_at or rp.created_at > now()) as reports,
      (select count(*)::int from review_replies rr join reviews r on r.id = rr.review_id where rr.created_at < r.published_at or rr.created_at > now()) as replies`),
    );
    expect(dates).toEqual({ reviews: 0, votes: 0, reports: 0, replies: 0 });
  });

  it('scores equal a recount of the published reviews; the demo user has reviews but can still review most products', async () => {
    const rows = await t.app.db
      .select()
      .from(reviews)
      .where(sql`${reviews.status} = 'PUBLISHED'`);
    const expected = new Map<string, { reviewCount: number; ratingSum: number; stars: number[] }>();
    for (const r of rows) {
      const entry = expected.get(r.productId) ?? { reviewCount: 0, ratingSum: 0, stars: [0, 0, 0, 0, 0] };
      entry.reviewCount += 1;
      entry.ratingSum += r.rating;
      entry.stars[r.rating - 1]! += 1;
      expected.set(r.productId, entry);
    }
    const stats = await t.app.db.select().from(productReviewStats);
    expect(stats).toHaveLength(expected.size);
    for (const s of stats) {
      expect({
        reviewCount: s.reviewCount,
        ratingSum: s.ratingSum,
        stars: [s.stars1, s.stars2, s.stars3, s.stars4, s.stars5],
      }).toEqual(expected.get(s.productId));
    }
    const teams = await t.app.db.select().from(teamReviewStats);
    for (const team of teams) {
      const own = rows.filter((r) => r.teamId === team.teamId);
      expect({ count: team.reviewCount, sum: team.ratingSum }).toEqual({
        count: own.length,
        sum: own.reduce((n, r) => n + r.rating, 0),
      });
    }
    expect(new Set(teams.map((s) => s.teamId))).toEqual(new Set(rows.map((r) => r.teamId)));

    const [user] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'user@plaudit.local'`);
    const mine = await t.app.db
      .select()
      .from(reviews)
      .where(sql`${reviews.authorId} = ${user!.id}`);
    const [published] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.status} = 'PUBLISHED'`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(Number(published!.n) / 2);

    // The reviewers signed up weeks ago with a verified email, except the one the new-account rule held.
    const reviewers = await t.app.db
      .select()
      .from(users)
      .where(sql`${users.email} like ${`%@${DEMO_REVIEWS.reviewerDomain}`}`);
    expect(reviewers).toHaveLength(DEMO_REVIEWERS.length);
    expect(reviewers.every((r) => r.emailVerificationStatus === 'VERIFIED')).toBe(true);
    expect(reviewers.filter((r) => r.createdAt.getTime() > Date.now() - 14 * 86_400_000)).toHaveLength(1);
    expect(new Set(reviewers.map((r) => r.passwordHash)).size).toBe(1);
  });

  it('a second run adds nothing', async () => {
    const before = await reviewsOf(t.app);
    const [userCount] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(
      await seedDemoReviews(t.app.db, { passwordHash: 'unused', demoUserId: 'unused', moderatorId: 'unused' }),
    ).toBeNull();
    expect(await reviewsOf(t.app)).toEqual(before);
    const [after] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after!.n).toBe(userCount!.n);
  });
});

describe('demo trophies', () => {
  it('walk the real services: three awarded with protocols that verify, one nominating for the admin, one team draft; a second run adds nothing', async () => {
    const admin = DEMO_ACCOUNTS.accounts.find((a) => a.role === 'ADMIN')!;
    const accounts = { adminEmail: admin.email, creatorEmail: DEMO_PARTNERS.creator.account.email };
    expect(await seedDemoTrophies(t.app.db, t.app.services, accounts)).toEqual({
      categories: DEMO_TROPHY_CATEGORIES.length,
      trophies: DEMO_TROPHIES.length,
      awarded: 3,
    });
    const rows = await t.app.db.select().from(trophies);
    expect(rows.map((r) => `${r.method} ${r.status}`).sort()).toEqual([
      'DRAW AWARDED',
      'JURY AWARDED',
      'JURY NOMINATING',
      'SCORE AWARDED',
      'SCORE DRAFT',
    ]);
    expect(rows.find((r) => r.status === 'DRAFT')!.teamId).not.toBeNull();
    const keys = (await t.app.inject({ method: 'GET', url: '/.well-known/plaudit-protocol-key.json' })).json();
    for (const row of rows.filter((r) => r.status === 'AWARDED')) {
      const file = (await t.app.inject({ method: 'GET', url: api(`/trophies/${row.id}/protocol`) })).json();
      expect((await verifyProtocol(file, keys)).ok).toBe(true);
    }
    const nominating = rows.find((r) => r.status === 'NOMINATING')!;
    const candidates = await t.app.db
      .select()
      .from(trophyCandidates)
      .where(sql`${trophyCandidates.trophyId} = ${nominating.id}`);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    // The team's own draft is in a category teams may use; "Product of the year" is the platform's alone.
    const draft = rows.find((r) => r.status === 'DRAFT')!;
    const reserved = rowsOf<{ slug: string }>(
      await t.app.db.execute(sql`select slug from trophy_categories where platform_only order by slug`),
    ).map((r) => r.slug);
    expect(reserved).toContain('product-of-the-year');
    const untranslated = rowsOf<{ slug: string }>(
      await t.app.db.execute(sql`select slug from trophy_categories where name_de is null or description_de is null`),
    );
    expect(untranslated).toEqual([]);
    const [draftCategory] = rowsOf<{ platform_only: boolean }>(
      await t.app.db.execute(sql`select platform_only from trophy_categories where id = ${draft.categoryId}`),
    );
    expect(draftCategory!.platform_only).toBe(false);
    // Products were in the catalogue weeks before their publication (and their reviews): eligibility asks when a
    // product was created, so a trophy over a past period must not come up empty.
    const [late] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from products
      where created_at > coalesce(published_at, now()) - interval '14 days'`),
    );
    expect(late!.n).toBe(0);
    expect(await seedDemoTrophies(t.app.db, t.app.services, accounts)).toBeNull();
  });
});

describe('demo analytics', () => {
  it("90 days of visits to every published product, brand and YouTuber, rolled up so the demo brand's dashboard has figures; a second run adds nothing", async () => {
    const seeded = await seedDemoEvents(t.app.db, t.app.services.eventRollup);
    expect(seeded!.days).toBe(90);
    expect(seeded!.events).toBeGreaterThan(10_000);
    const [raw] = rowsOf<{ n: number; teams: number; days: number }>(
      await t.app.db.execute(sql`
      select count(*)::int as n, count(distinct team_id)::int as teams, count(distinct (at at time zone 'UTC')::date)::int as days from events`),
    );
    expect(raw).toMatchObject({ n: seeded!.events, days: 90 });
    const creator = await signIn(t.app, DEMO_PARTNERS.creator.account.email, DEMO_ACCOUNTS.password);
    const teamId = (await t.app.inject({ method: 'GET', url: api('/auth/me'), headers: authHeaders(creator) })).json()
      .selectedCreatorTeam.creatorTeam.id;
    const stats = (
      await t.app.inject({
        method: 'GET',
        url: api(`/creator/stats/${teamId}?from=2000-01-01&to=2000-01-02`),
        headers: authHeaders(creator),
      })
    ).json();
    expect(stats.totals.views).toBe(0);
    const recent = (
      await t.app.inject({ method: 'GET', url: api(`/creator/stats/${teamId}`), headers: authHeaders(creator) })
    ).json();
    expect(recent.totals.views).toBeGreaterThan(300);
    expect(recent.totals.visitors).toBeGreaterThan(recent.totals.views / 3);
    expect(recent.totals.clicks).toBeGreaterThan(0);
    expect(recent.topProducts.length).toBeGreaterThan(0);
    expect(recent.referrers.some((r: { host: string | null }) => r.host === null)).toBe(true);
    expect(recent.searches.length).toBeGreaterThan(0);
    expect(await seedDemoEvents(t.app.db, t.app.services.eventRollup)).toBeNull();
    // Writes and rolls up 90 days of events (over 10,000 rows) on PGlite: 10 s alone, 24 s on a shared machine.
  }, 120_000);
});
