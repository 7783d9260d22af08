import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { REVIEW_NOTIFY_BATCH_MINUTES } from '@plaudit/contract';
import {
  notificationDefaults,
  reviewNotificationMarks,
  reviewNotifications,
  reviews,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { addMember, createTeam, TEAM_TEST_LIMITS } from '../../../test/team-factories.js';
import { insertReview, mailsTo, publishedProduct } from '../../../test/review-moderation-factories.js';
import { queueNewReviewMail } from './reviews.notifications.queries.js';

// The team's new-review mails, batched to at most one mail per member per REVIEW_NOTIFY_BATCH_MINUTES,
// by the newReview / newVideoReview flags, in each member's language; the queue emptied once everyone is covered.
// The notifier runs with the time each step gives it (the app's timer is off in tests).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(async () => t.close());

const MIN = 60_000;
const run = (now: Date) => t.app.services.reviewNotifier.runOnce(now);

async function brand(
  members: {
    flags?: Partial<ReturnType<typeof notificationDefaults>>;
    language?: 'en' | 'de';
    role?: 'OWNER' | 'ADMIN' | 'EDITOR';
  }[],
) {
  const team = await createTeam(t.app);
  const people = [];
  for (const m of members) {
    const user = await createUser(t.app, {
      language: m.language ?? 'en',
      firstName: 'Mara',
      notifications: { ...notificationDefaults(), ...m.flags },
    });
    await addMember(t.app, team.id, user.id, m.role ?? 'EDITOR');
    people.push(user);
  }
  const product = await publishedProduct(t.app, team.id, { name: `Lamp ${team.profileHandle}` });
  const publish = async (values: Partial<typeof reviews.$inferInsert> = {}) => {
    const author = await createUser(t.app);
    const review = await insertReview(t.app, {
      productId: product.id,
      teamId: team.id,
      authorId: author.id,
      ...values,
    });
    await queueNewReviewMail(t.app.db, { teamId: team.id, reviewId: review.id });
    return review;
  };
  return { team, people, product, publish };
}

const queued = (teamId: string) => t.app.db.$count(reviewNotifications, eq(reviewNotifications.teamId, teamId));

describe('new-review mails', () => {
  it('two reviews within the window make one mail; the next ones wait for the next window', async () => {
    const {
      team,
      people: [owner],
      product,
      publish,
    } = await brand([{ role: 'OWNER' }]);
    const start = Date.now();
    await publish({ rating: 5, title: 'Bright and warm' });
    await publish({ rating: 3, title: 'Okay' });

    expect((await run(new Date(start + MIN))).mailed).toBe(1);
    let mails = await mailsTo(t.app, owner!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 new reviews of your products');
    expect(mails[0]!.text).toContain(`${product.name} (${team.brandName}): 5/5 – Bright and warm`);
    expect(mails[0]!.text).toContain(`${product.name} (${team.brandName}): 3/5 – Okay`);
    expect(mails[0]!.text).toContain('http://localhost:3000/dashboard/creator/reviews');
    expect(await queued(team.id)).toBe(0);

    // Nothing new: no mail. A review inside the window waits; the next window mails it alone.
    await run(new Date(start + 2 * MIN));
    expect(await mailsTo(t.app, owner!.email)).toHaveLength(1);
    await publish({ rating: 4, title: 'Third' });
    await run(new Date(start + 5 * MIN));
    expect(await mailsTo(t.app, owner!.email)).toHaveLength(1);
    expect(await queued(team.id)).toBe(1);
    await publish({ rating: 1, title: 'Fourth' });
    await run(new Date(start + 7 * MIN));
    expect(await mailsTo(t.app, owner!.email)).toHaveLength(1);
    await run(new Date(start + (REVIEW_NOTIFY_BATCH_MINUTES + 2) * MIN));
    mails = await mailsTo(t.app, owner!.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 new reviews of your products');
    expect(mails[1]!.text).toContain('4/5 – Third');
    expect(mails[1]!.text).toContain('1/5 – Fourth');
    expect(mails[1]!.text).not.toContain('Bright and warm');
    expect(await queued(team.id)).toBe(0);
  });

  it("follows each member's flags (written reviews, video reviews, email at all) and language", async () => {
    const {
      team,
      people: [both, videoOnly, none, mailOff, german],
      publish,
    } = await brand([
      {},
      { flags: { newReview: false } },
      { flags: { newReview: false, newVideoReview: false } },
      { flags: { emailNotifications: false } },
      { language: 'de' },
    ]);
    const start = Date.now();
    await publish({ rating: 2, title: 'Written' });
    await publish({
      type: 'YOUTUBE',
      videoId: 'dQw4w9WgXcQ',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      rating: 5,
      title: null,
    });
    await run(new Date(start + MIN));

    const [toBoth] = await mailsTo(t.app, both!.email);
    expect(toBoth!.subject).toBe('2 new reviews of your products');
    expect(toBoth!.text).toContain('5/5, video review');
    const toVideo = await mailsTo(t.app, videoOnly!.email);
    expect(toVideo).toHaveLength(1);
    expect(toVideo[0]!.text).toContain('5/5, video review');
    expect(toVideo[0]!.text).not.toContain('Written');
    expect(await mailsTo(t.app, none!.email)).toHaveLength(0);
    expect(await mailsTo(t.app, mailOff!.email)).toHaveLength(0);
    const [toGerman] = await mailsTo(t.app, german!.email);
    expect(toGerman!.subject).toBe('2 neue Bewertungen deiner Produkte');
    expect(toGerman!.text).toContain('Videobewertung');

    // Everyone was covered, the flags-off members too (without a mail): the queue is empty, and turning a flag on
    // later mails only what comes next.
    expect(await queued(team.id)).toBe(0);
    await t.app.db.update(users).set({ notifications: notificationDefaults() }).where(eq(users.id, none!.id));
    await publish({ rating: 1, title: 'After the switch' });
    await run(new Date(start + 2 * MIN));
    const toNone = await mailsTo(t.app, none!.email);
    expect(toNone).toHaveLength(1);
    expect(toNone[0]!.text).toContain('After the switch');
    expect(toNone[0]!.text).not.toContain('Written');
  });

  it('leaves out a review taken down before the mail, and mails nobody when nothing is left', async () => {
    const {
      people: [owner],
      publish,
    } = await brand([{}]);
    const start = Date.now();
    const gone = await publish({ title: 'Soon removed' });
    await t.app.db.update(reviews).set({ status: 'REMOVED' }).where(eq(reviews.id, gone.id));
    expect((await run(new Date(start + MIN))).mailed).toBe(0);
    expect(await mailsTo(t.app, owner!.email)).toHaveLength(0);
    // No mail was sent, so no window started: the next review is mailed at once.
    await publish({ title: 'Stays' });
    await run(new Date(start + 2 * MIN));
    const mails = await mailsTo(t.app, owner!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Stays');
    expect(mails[0]!.text).not.toContain('Soon removed');
  });

  it('a person in two teams gets one mail for both; a queued review older than a day is dropped unsent', async () => {
    const a = await brand([{}]);
    const b = await brand([]);
    const shared = a.people[0]!;
    await addMember(t.app, b.team.id, shared.id, 'ADMIN');
    const start = Date.now();
    await a.publish({ title: 'From A' });
    await b.publish({ title: 'From B' });
    await run(new Date(start + MIN));
    const mails = await mailsTo(t.app, shared.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('From A');
    expect(mails[0]!.text).toContain('From B');

    // Throttled (mailed a minute ago) with a review queued two days back: it is too old to be worth a mail.
    const stale = await b.publish({ title: 'Ancient' });
    await t.app.db
      .update(reviewNotifications)
      .set({ createdAt: new Date(start - 2 * 24 * 60 * MIN) })
      .where(eq(reviewNotifications.reviewId, stale.id));
    await t.app.db
      .update(reviewNotificationMarks)
      .set({ coveredUntil: new Date(start - 3 * 24 * 60 * MIN) })
      .where(eq(reviewNotificationMarks.userId, shared.id));
    await run(new Date(start + 2 * MIN));
    expect(await t.app.db.$count(reviewNotifications, inArray(reviewNotifications.reviewId, [stale.id]))).toBe(0);
    expect(await mailsTo(t.app, shared.email)).toHaveLength(1);
  });
});

describe('the timer', () => {
  // How a scheduled job runs (one at a time, every interval, stopped on close; once across servers on Redis) is
  // the jobs port's: lib/jobs/in-process-jobs.test.ts and modules/jobs/jobs.redis.test.ts.
  it("schedules the notifier every minute on the app's jobs, which do not start by themselves in tests", async () => {
    expect(await t.app.jobs.scheduled()).toContainEqual({
      name: 'review notifier',
      intervalMs: MIN,
      lastRunAt: null,
      nextRunAt: null,
    });
  });
});
