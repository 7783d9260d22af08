import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  M,
  REVIEW_FORMER_MEMBER_DAYS,
  moderationQueueSchema,
  productReviewsSchema,
  pathOf,
  ROUTES,
  type ReviewBodyParsed,
} from '@plaudit/contract';
import { rowsOf } from '../../db/rows.js';
import { reviewWithdrawals, reviews, teamMembershipHistory } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { addMember, invite } from '../../../test/team-factories.js';
import {
  REVIEW_TEST_LIMITS,
  postReview,
  publicProduct,
  reviewer,
  seedPublishedReviews,
  statsAndRecount,
  writeReview,
} from '../../../test/review-factories.js';
import { containsLink, isBurst } from './reviews.rules.js';
import { ReviewsService } from './reviews.service.js';

// Reviews that cannot be gamed, over HTTP on a real database (the velocity rule through the service, on a clock the
// test moves): a moderator's decision survives the author's delete, a burst of reviews of one product waits for a
// moderator as one group, votes and reports are throttled and refused to new accounts and to the product's team, a
// team's (former) members cannot review its products, and an edit's rules read a bounded set of reviews.

let t: TestContext;
let mod: Signed;
beforeAll(async () => {
  t = await buildTestApp({
    ...REVIEW_TEST_LIMITS,
    rateLimits: { ...REVIEW_TEST_LIMITS.rateLimits, reviewHelpfulVotesPerHour: 3, reviewEditsPerHour: 3 },
  });
  mod = await signedInUser(t.app, { role: 'MOD' });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const freshText = () => Array.from({ length: 8 }, () => randomBytes(4).toString('hex')).join(' ');
const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const reviewRow = async (id: string) => (await t.app.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const productList = async (productId: string) =>
  productReviewsSchema.parse(
    (await t.app.inject({ method: 'GET', url: api(`/products/${productId}/reviews`) })).json(),
  );
const pendingQueue = async (sortOrder: 'ASC' | 'DESC' = 'ASC', page = 1, take = 50) => {
  const url = api(`/admin/reviews?queue=pending&take=${take}&page=${page}&sortOrder=${sortOrder}`);
  const res = await authed(t.app, mod, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return moderationQueueSchema.parse(res.json());
};
const expectStatsInStep = async () => {
  const { live, recounted } = await statsAndRecount(t.app);
  expect(live).toEqual(recounted);
};

describe("a moderator's decision survives the author deleting the review", () => {
  it("keeps a REMOVED or REJECTED review on record, and holds the author's next review of the product", async () => {
    const { product } = await publicProduct(t.app);
    const text = `Terrible grinder ${freshText()} do not buy`;

    // Published, reported, removed by a moderator.
    const author = await reviewer(t.app);
    const created = await writeReview(t.app, author, product.id, { rating: 1, comment: text });
    expect(created.status).toBe('PUBLISHED');
    const reporter = await reviewer(t.app);
    expect(
      (
        await authed(t.app, reporter, {
          method: 'POST',
          url: api(`/reviews/${created.id}/reports`),
          payload: { reason: 'OFFENSIVE' },
        })
      ).statusCode,
    ).toBe(201);
    const removed = await authed(t.app, mod, {
      method: 'PUT',
      url: api(`/admin/reviews/${created.id}`),
      payload: { decision: 'REMOVE', reason: 'Insults', ground: 'OFFENSIVE' },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    expect((await authed(t.app, author, { method: 'DELETE', url: api(`/reviews/${created.id}`) })).statusCode).toBe(
      200,
    );
    const [record] = await t.app.db.select().from(reviewWithdrawals).where(eq(reviewWithdrawals.reviewId, created.id));
    expect(record).toMatchObject({
      productId: product.id,
      authorId: author.user.id,
      status: 'REMOVED',
      decisionReason: 'Insults',
      rating: 1,
      comment: text,
    });
    expect(record!.decidedBy).toBe(mod.body.user.id);

    // The same text again: not published, the moderators see why.
    const again = await postReview(t.app, author, product.id, { rating: 1, comment: text });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 'PENDING' });
    expect((await reviewRow(again.json<{ id: string }>().id)).holdRules).toEqual(['EARLIER_REMOVED']);
    expect((await productList(product.id)).summary.count).toBe(0);

    // A rejected review the same way.
    const other = await reviewer(t.app);
    const held = await writeReview(t.app, other, product.id, { comment: 'Cheaper at example.com' });
    expect(
      (
        await authed(t.app, mod, {
          method: 'PUT',
          url: api(`/admin/reviews/${held.id}`),
          payload: { decision: 'REJECT', reason: 'Advertising', ground: 'SPAM' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await authed(t.app, other, { method: 'DELETE', url: api(`/reviews/${held.id}`) })).statusCode).toBe(200);
    const next = await writeReview(t.app, other, product.id, { comment: freshText() });
    expect(next.status).toBe('PENDING');
    expect((await reviewRow(next.id)).holdRules).toEqual(['EARLIER_REMOVED']);

    // Deleting one's own published review leaves nothing on record: the next one publishes.
    const plain = await reviewer(t.app);
    const first = await writeReview(t.app, plain, product.id, { comment: freshText() });
    expect((await authed(t.app, plain, { method: 'DELETE', url: api(`/reviews/${first.id}`) })).statusCode).toBe(200);
    expect((await writeReview(t.app, plain, product.id, { comment: freshText() })).status).toBe('PUBLISHED');
    expect(
      await t.app.db.select().from(reviewWithdrawals).where(eq(reviewWithdrawals.reviewId, first.id)),
    ).toHaveLength(0);
    await expectStatsInStep();
  });
});

describe('the velocity rule (PRODUCT_BURST)', () => {
  it("states the threshold: ten within the window, and ten times the product's usual rate", () => {
    expect(isBurst(9, 0)).toBe(false);
    expect(isBurst(10, 0)).toBe(true);
    // 1,438 reviews in the 30 days before the window: two an hour is usual, so ten in an hour is not a burst.
    expect(isBurst(10, 1438)).toBe(false);
    expect(isBurst(20, 1438)).toBe(false);
    expect(isBurst(21, 1438)).toBe(true);
  });

  it('holds 25 one-star reviews of one product that arrive within a second, and the queue lists them as one group', async () => {
    const { product } = await publicProduct(t.app);
    // The product's usual life: five reviews over the last weeks, 4.6 on average.
    await seedPublishedReviews(t.app, product, [5, 5, 5, 4, 4], { createdAt: new Date(Date.now() - 10 * DAY_MS) });
    expect((await productList(product.id)).summary).toMatchObject({ average: 4.6, count: 5 });

    const clock = {
      at: Date.now(),
      now() {
        return this.at;
      },
    };
    const service = new ReviewsService({ db: t.app.db, limits: t.app.limits }, t.app.services.teams, clock);
    const oneStar: ReviewBodyParsed = {
      type: 'USER',
      rating: 1,
      title: null,
      comment: null,
      videoUrl: null,
    } as ReviewBodyParsed;
    const accounts = [];
    for (let i = 0; i < 25; i += 1)
      accounts.push(await createUser(t.app, { createdAt: new Date(Date.now() - 2 * DAY_MS) }));

    // Another product's review held for a link, in the middle of the burst: the queue keeps it out of the group.
    const { product: elsewhere } = await publicProduct(t.app);
    const answers = [];
    for (const [i, account] of accounts.entries()) {
      clock.at += 40;
      answers.push(await service.create(account.id, product.id, oneStar));
      if (i === 12)
        await service.create(
          (await createUser(t.app, { createdAt: new Date(Date.now() - 2 * DAY_MS) })).id,
          elsewhere.id,
          { ...oneStar, comment: 'Cheaper at example.com' },
        );
    }
    // The first nine could not be told from ordinary reviews when they came; the tenth shows the burst, and then all
    // of it waits for a moderator.
    expect(answers.map((a) => a.status)).toEqual([...Array(9).fill('PUBLISHED'), ...Array(16).fill('PENDING')]);
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.productId, product.id));
    const burst = rows.filter((r) => r.rating === 1);
    expect(burst).toHaveLength(25);
    expect(burst.map((r) => r.status)).toEqual(Array(25).fill('PENDING'));
    expect(new Set(burst.map((r) => r.burstId)).size).toBe(1);
    expect(burst[0]!.burstId).not.toBeNull();
    expect(burst.every((r) => r.holdRules.includes('PRODUCT_BURST'))).toBe(true);
    // The score did not move.
    expect((await productList(product.id)).summary).toMatchObject({ average: 4.6, count: 5 });
    await expectStatsInStep();

    const queue = await pendingQueue();
    const positions = queue.data.flatMap((item, index) => (item.burst?.id === burst[0]!.burstId ? [index] : []));
    expect(positions).toHaveLength(25);
    expect(positions[24]! - positions[0]!).toBe(24);
    expect(queue.data[positions[0]!]!.burst).toEqual({ id: burst[0]!.burstId, count: 25, minutes: 1 });
    expect(queue.data.find((item) => item.product.id === elsewhere.id)!.burst).toBeNull();
    // Page by page, in either order, the queue is what it is read whole: a page is sorted from the few reviews that
    // can be on it (a burst's reviews come after the review held in its middle, yet all of them before it).
    const ids = async (sortOrder: 'ASC' | 'DESC') => {
      const whole = await pendingQueue(sortOrder);
      expect(whole.meta.total).toBeLessThan(50);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.meta.total / 3); page += 1)
        paged.push(...(await pendingQueue(sortOrder, page, 3)).data.map((item) => item.id));
      expect(paged).toEqual(whole.data.map((item) => item.id));
      return paged;
    };
    const oldestFirst = await ids('ASC');
    expect(oldestFirst).toEqual(queue.data.map((item) => item.id));
    expect(await ids('DESC')).toEqual([...oldestFirst].reverse());

    // Two hours on, a review of the product is published again.
    clock.at += 2 * 60 * 60 * 1000;
    const later = await service.create(
      (await createUser(t.app, { createdAt: new Date(Date.now() - 2 * DAY_MS) })).id,
      product.id,
      { ...oneStar, rating: 5 },
    );
    expect(later.status).toBe('PUBLISHED');
  });

  it('pulls the reviews published earlier in the window into the burst', async () => {
    const { product } = await publicProduct(t.app);
    const clock = {
      at: Date.now(),
      now() {
        return this.at;
      },
    };
    const service = new ReviewsService({ db: t.app.db, limits: t.app.limits }, t.app.services.teams, clock);
    const body = { type: 'USER', rating: 1, title: null, comment: null, videoUrl: null } as ReviewBodyParsed;
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      clock.at += 5 * 60 * 1000;
      statuses.push(
        (
          await service.create(
            (await createUser(t.app, { createdAt: new Date(Date.now() - 2 * DAY_MS) })).id,
            product.id,
            body,
          )
        ).status,
      );
    }
    // Nine published one by one, five minutes apart; the tenth makes the hour a burst, and all ten wait.
    expect(statuses).toEqual([...Array(9).fill('PUBLISHED'), 'PENDING']);
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.productId, product.id));
    expect(rows.map((r) => r.status)).toEqual(Array(10).fill('PENDING'));
    expect(new Set(rows.map((r) => r.burstId)).size).toBe(1);
    expect((await productList(product.id)).summary.count).toBe(0);
    const item = (await pendingQueue()).data.find((i) => i.product.id === product.id)!;
    expect(item.burst).toMatchObject({ count: 10, minutes: 45 });
    await expectStatsInStep();
  });
});

describe('helpful votes and reports', () => {
  it("throttles helpful votes per person (3 an hour in this app) with the reviews' own message", async () => {
    const { product } = await publicProduct(t.app);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await writeReview(t.app, await reviewer(t.app), product.id)).id);
    const voter = await reviewer(t.app);
    const codes = [];
    for (const id of ids)
      codes.push((await authed(t.app, voter, { method: 'POST', url: api(`/reviews/${id}/helpful`) })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await authed(t.app, voter, { method: 'POST', url: api(`/reviews/${ids[3]}/helpful`) });
    expect(firstError(last)).toMatchObject({ type: 'throttle', message: M.review.error.helpful_throttled });
    expect(last.headers['retry-after']).toBeDefined();
    expect((await reviewRow(ids[3]!)).helpfulCount).toBe(0);
  });

  it("refuses votes and reports from an account younger than a day, and from the product's team", async () => {
    const { product, team } = await publicProduct(t.app);
    const created = await writeReview(t.app, await reviewer(t.app), product.id);
    const vote = (who: Signed) => authed(t.app, who, { method: 'POST', url: api(`/reviews/${created.id}/helpful`) });
    const report = (who: Signed) =>
      authed(t.app, who, { method: 'POST', url: api(`/reviews/${created.id}/reports`), payload: { reason: 'SPAM' } });

    const fresh = await reviewer(t.app, { createdAt: new Date(Date.now() - 60 * 60 * 1000) });
    for (const res of [await vote(fresh), await report(fresh)]) {
      expect(res.statusCode).toBe(403);
      expect(firstError(res)).toMatchObject({ type: 'forbidden', message: M.review.error.account_too_new });
      expect(Date.parse(String(firstError(res).meta?.until))).toBeGreaterThan(Date.now());
    }
    const member = await reviewer(t.app);
    await addMember(t.app, team.id, member.user.id, 'EDITOR');
    for (const res of [await vote(member), await report(member)]) {
      expect(res.statusCode).toBe(403);
      expect(firstError(res)).toMatchObject({ type: 'forbidden', message: M.review.error.team_member_vote });
    }
    expect(await reviewRow(created.id)).toMatchObject({ helpfulCount: 0, openReportCount: 0 });
    expect((await vote(await reviewer(t.app))).statusCode).toBe(200);
    // A staff account is made by an admin, not signed up in bulk: new, it may still report.
    expect((await report(await reviewer(t.app, { role: 'MOD', createdAt: new Date() }))).statusCode).toBe(201);
  });
});

describe('team members and former members', () => {
  it('refuses a review from whoever left the team in the last 90 days', async () => {
    const { product, team } = await publicProduct(t.app);
    const owner = await reviewer(t.app);
    await addMember(t.app, team.id, owner.user.id, 'OWNER');
    const leaver = await reviewer(t.app);
    const membership = await addMember(t.app, team.id, leaver.user.id, 'EDITOR');
    const left = await authed(t.app, leaver, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: team.id, memberId: membership.id })),
    });
    expect(left.statusCode, left.body).toBe(200);
    const [history] = await t.app.db
      .select()
      .from(teamMembershipHistory)
      .where(eq(teamMembershipHistory.userId, leaver.user.id));
    expect(history).toMatchObject({ teamId: team.id, role: 'EDITOR' });

    const refused = await postReview(t.app, leaver, product.id);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused)).toMatchObject({ type: 'forbidden', message: M.review.error.former_member });

    // Removed by an owner counts the same.
    const removedOne = await reviewer(t.app);
    const removedMembership = await addMember(t.app, team.id, removedOne.user.id, 'EDITOR');
    expect(
      (
        await authed(t.app, owner, {
          method: 'DELETE',
          url: api(pathOf(ROUTES.teams.removeMember.path, { teamId: team.id, memberId: removedMembership.id })),
        })
      ).statusCode,
    ).toBe(200);
    expect(firstError(await postReview(t.app, removedOne, product.id)).message).toBe(M.review.error.former_member);

    // Once the 90 days are over, they review like anyone.
    await t.app.db
      .update(teamMembershipHistory)
      .set({ leftAt: new Date(Date.now() - (REVIEW_FORMER_MEMBER_DAYS + 1) * DAY_MS) })
      .where(eq(teamMembershipHistory.userId, leaver.user.id));
    expect((await postReview(t.app, leaver, product.id)).statusCode).toBe(201);
  });

  it('hides the review of someone who joins the team, and shows it to the moderators with the reason', async () => {
    const { product, team } = await publicProduct(t.app);
    const owner = await reviewer(t.app);
    await addMember(t.app, team.id, owner.user.id, 'OWNER');
    const fan = await reviewer(t.app);
    const created = await writeReview(t.app, fan, product.id, { rating: 5, comment: freshText() });
    expect(created.status).toBe('PUBLISHED');
    expect((await productList(product.id)).summary.count).toBe(1);

    const sent = await invite(t.app, owner, team.id, { email: fan.user.email });
    const accepted = await authed(t.app, fan, {
      method: 'POST',
      url: api(ROUTES.teams.acceptInvite.path),
      payload: { token: sent.token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await reviewRow(created.id)).toMatchObject({ status: 'PENDING', holdRules: ['AUTHOR_JOINED_TEAM'] });
    const list = await productList(product.id);
    expect(list.data).toHaveLength(0);
    expect(list.summary.count).toBe(0);
    const item = (await pendingQueue()).data.find((i) => i.id === created.id);
    expect(item?.holdRules).toEqual(['AUTHOR_JOINED_TEAM']);
    await expectStatsInStep();
  });
});

describe('editing: bounded rules and a throttle', () => {
  it('throttles edits per person (3 an hour in this app)', async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const created = await writeReview(t.app, who, product.id);
    const codes = [];
    for (let rating = 1; rating <= 4; rating += 1) {
      codes.push(
        (
          await authed(t.app, who, {
            method: 'PUT',
            url: api(`/reviews/${created.id}`),
            payload: { type: 'USER', rating, comment: freshText() },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await authed(t.app, who, {
      method: 'PUT',
      url: api(`/reviews/${created.id}`),
      payload: { type: 'USER', rating: 5 },
    });
    expect(firstError(last)).toMatchObject({ type: 'throttle', message: M.review.error.edits_throttled });
    expect((await reviewRow(created.id)).rating).toBe(3);
  });

  it("compares a text with every review by fingerprint, and by similarity only with the product's and the author's newest", async () => {
    const [{ product: a }, { product: b }] = [await publicProduct(t.app), await publicProduct(t.app)];
    const text = `The kettle ${freshText()} boils fast and the handle stays cool after a year of daily use`;
    expect((await writeReview(t.app, await reviewer(t.app), a.id, { title: null, comment: text })).status).toBe(
      'PUBLISHED',
    );

    // Case, spaces and punctuation changed: the same fingerprint, found wherever it is.
    const copy = await writeReview(t.app, await reviewer(t.app), b.id, {
      title: null,
      comment: `${text.toUpperCase().replaceAll(' ', '  ')}!!`,
    });
    expect((await reviewRow(copy.id)).holdRules).toEqual(['NEAR_DUPLICATE']);

    // A word changed: similar, so held among the same product's reviews…
    const reworded = text.replace('boils fast', 'boils quickly');
    const sameProduct = await writeReview(t.app, await reviewer(t.app), a.id, { title: null, comment: reworded });
    expect((await reviewRow(sameProduct.id)).holdRules).toEqual(['NEAR_DUPLICATE']);
    // …and among the author's own, on another product.
    const serial = await reviewer(t.app);
    const { product: c } = await publicProduct(t.app);
    const { product: d } = await publicProduct(t.app);
    const own = `My go-to blender ${freshText()} crushes ice and cleans up in a minute`;
    expect((await writeReview(t.app, serial, c.id, { title: null, comment: own })).status).toBe('PUBLISHED');
    const ownCopy = await writeReview(t.app, serial, d.id, {
      title: null,
      comment: own.replace('in a minute', 'in one minute'),
    });
    expect((await reviewRow(ownCopy.id)).holdRules).toEqual(['NEAR_DUPLICATE']);

    // Elsewhere, by someone else, a reworded text is not compared with every review of the database.
    const { product: e } = await publicProduct(t.app);
    const stranger = await writeReview(t.app, await reviewer(t.app), e.id, {
      title: null,
      comment: text.replace('boils fast', 'boils rapidly'),
    });
    expect((await reviewRow(stranger.id)).holdRules).toEqual([]);
  });

  it('an edit of a held review keeps the rules about how it arrived', async () => {
    const { product, team } = await publicProduct(t.app);
    const owner = await reviewer(t.app);
    await addMember(t.app, team.id, owner.user.id, 'OWNER');
    const fan = await reviewer(t.app);
    const created = await writeReview(t.app, fan, product.id);
    const sent = await invite(t.app, owner, team.id, { email: fan.user.email });
    expect(
      (
        await authed(t.app, fan, {
          method: 'POST',
          url: api(ROUTES.teams.acceptInvite.path),
          payload: { token: sent.token },
        })
      ).statusCode,
    ).toBe(200);
    const edited = await authed(t.app, fan, {
      method: 'PUT',
      url: api(`/reviews/${created.id}`),
      payload: { type: 'USER', rating: 5, comment: 'Cheaper at example.com' },
    });
    expect(edited.json()).toEqual({ id: created.id, status: 'PENDING' });
    expect((await reviewRow(created.id)).holdRules).toEqual(['COMMENT_LINK', 'AUTHOR_JOINED_TEAM']);
  });

  it(
    'detects links in time linear in the text (no backtracking over long dotted or hyphenated words)',
    { timeout: 5000 },
    () => {
      // The earlier pattern took about 110 ms on 5,000 characters of "a.a.a." and grew with the square of the length:
      // minutes on these.
      for (const unit of ['a.', 'a-', 'a-a.', '0-']) expect(containsLink(unit.repeat(100_000))).toBe(false);
      expect(containsLink(`${'a.'.repeat(100_000)}example.com`)).toBe(true);
    },
  );
});

describe('the records behind the rules', () => {
  it("keeps a membership's end when staff remove it", async () => {
    const { team } = await publicProduct(t.app);
    const member = await createUser(t.app);
    await addMember(t.app, team.id, member.id, 'EDITOR');
    await t.app.db.transaction((tx) => t.app.services.teams.removeMembership(member.id, team.id, tx));
    const rows = await t.app.db
      .select()
      .from(teamMembershipHistory)
      .where(and(eq(teamMembershipHistory.teamId, team.id), eq(teamMembershipHistory.userId, member.id)));
    expect(rows).toHaveLength(1);
    expect(
      rowsOf(
        await t.app.db.execute(
          sql`select 1 from creator_team_members where team_id = ${team.id} and user_id = ${member.id}`,
        ),
      ),
    ).toHaveLength(0);
  });
});
