import { Faker, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import {
  youtubeWatchUrl,
  type ReviewHoldRule,
  type ReviewReportReason,
  type ReviewStatus,
  type ReviewType,
} from '@plaudit/contract';
import type { DbOrTx } from '../db/tx.js';
import {
  notificationDefaults,
  reviewHelpfulVotes,
  reviewReplies,
  reviewReports,
  reviewRevisions,
  reviews,
  users,
} from '../db/schema/index.js';
import { rowsOf } from '../db/rows.js';
import { recountReviewStats } from '../modules/reviews/reviews.aggregates.js';
import { DEMO_BRANDS, DEMO_YOUTUBER_HANDLE } from './catalogue-data.js';
import {
  BRAND_REPLIES,
  DEMO_REVIEWERS,
  REPORT_DETAILS,
  REVIEW_WORDS,
  VIDEO_COMMENTS,
  VIDEO_ID_ALPHABET,
  type DemoReviewer,
} from './reviews-data.js';

// The demo reviews of local mode, written after the demo catalogue: about two hundred reviews by
// twenty-five reviewers with a rating spread like real sites (mostly 4–5 stars, a few 1–2), helpful votes, brand
// replies, video reviews of the demo YouTubers, and work for the demo moderator: reviews held by each kind of rule
// and published ones with open reports. A seeded faker decides everything, so every first start writes the same
// reviews. Rows go in a few multi-row statements (a first start must stay quick), then the scores are recounted.

export const DEMO_REVIEWS = { seed: 17, reviewerDomain: 'reviewers.plaudit.local' } as const;

export interface SeededReviews {
  reviewers: number;
  reviews: number;
  published: number;
  pending: number;
  reported: number;
  video: number;
}

export interface ReviewSeedInput {
  /** The demo password's hash: the reviewers sign in with the demo password, and nothing is hashed again. */
  passwordHash: string;
  /** The demo "user" account: it reviews a couple of products, never all, so a newcomer can still write one. */
  demoUserId: string;
  /** The demo moderator, who approved the published video reviews and rejected the rejected one. */
  moderatorId: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoProduct {
  id: string;
  teamId: string;
  handle: string;
  category: string;
  publishedAt: Date;
}

type ReviewRow = typeof reviews.$inferInsert & { id: string };

const asciiName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** Deterministic ids, so the rows can refer to each other before they are written. */
const idOf = (faker: Faker) => faker.string.uuid();

export async function seedDemoReviews(db: DbOrTx, input: ReviewSeedInput): Promise<SeededReviews | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews);
  if (Number(existing?.n ?? 0) > 0) return null;

  const faker = new Faker({ locale: [en] });
  faker.seed(DEMO_REVIEWS.seed);
  const now = Date.now();

  const products = rowsOf<{
    id: string;
    team_id: string;
    handle: string;
    category: string;
    published_at: Date | string;
  }>(
    await db.execute(sql`
      select p.id, p.team_id, t.profile_handle as handle, coalesce(parent.slug, c.slug) as category, p.published_at
      from products p
      join creator_teams t on t.id = p.team_id
      join categories c on c.id = p.category_id
      left join categories parent on parent.id = c.parent_id
      where p.status = 'PUBLISHED' and p.published_at is not null
      order by t.profile_handle, p.slug`),
  ).map((r): DemoProduct => ({
    id: r.id,
    teamId: r.team_id,
    handle: r.handle,
    category: r.category,
    publishedAt: new Date(r.published_at),
  }));
  if (products.length === 0) return null;
  const owners = new Map(
    rowsOf<{ team_id: string; user_id: string }>(
      await db.execute(sql`select team_id, user_id from creator_team_members where role = 'OWNER'`),
    ).map((r) => [r.team_id, r.user_id]),
  );
  const youtubers = rowsOf<{ user_id: string; handle: string }>(
    await db.execute(sql`select y.user_id, y.handle from youtubers y where y.handle is not null order by y.handle`),
  );

  // The reviewers: accounts weeks or months old with a verified email (no hold rule catches them), except the
  // last, who signed up this morning.
  const reviewerRows = DEMO_REVIEWERS.map((person, i) => {
    const last = i === DEMO_REVIEWERS.length - 1;
    const createdAt = new Date(last ? now - 5 * HOUR : now - faker.number.int({ min: 150, max: 400 }) * DAY);
    return {
      id: idOf(faker),
      email: `${asciiName(person.firstName)}.${asciiName(person.lastName)}@${DEMO_REVIEWS.reviewerDomain}`,
      username: `${asciiName(person.firstName)}_${asciiName(person.lastName)}`.slice(0, 20),
      firstName: person.firstName,
      lastName: person.lastName,
      language: person.language,
      role: 'USER' as const,
      emailVerificationStatus: 'VERIFIED' as const,
      passwordHash: input.passwordHash,
      notifications: notificationDefaults(),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(users).values(reviewerRows);
  const people = reviewerRows.map((row, i) => ({
    id: row.id,
    person: DEMO_REVIEWERS[i]!,
    joined: row.createdAt.getTime(),
  }));
  const newcomer = people[people.length - 1]!;
  const regulars = people.slice(0, -1);

  const rows: ReviewRow[] = [];
  const taken = new Set<string>();
  const free = (product: DemoProduct, authorId: string) => !taken.has(`${product.id}:${authorId}`);
  /** A moment between the product's publication (or the author joining) and now, leaning to recent. */
  const momentFor = (product: DemoProduct, notBefore = 0) => {
    const from = Math.max(product.publishedAt.getTime(), notBefore) + HOUR;
    const span = Math.max(HOUR, now - 2 * HOUR - from);
    return new Date(from + Math.floor(span * (1 - faker.number.float({ min: 0, max: 1 }) ** 2)));
  };
  const rating = () =>
    faker.helpers.weightedArrayElement([
      { weight: 8, value: 1 },
      { weight: 6, value: 2 },
      { weight: 12, value: 3 },
      { weight: 28, value: 4 },
      { weight: 46, value: 5 },
    ]);
  const words = (person: DemoReviewer, stars: number) => {
    const language = person.language === 'de' && faker.datatype.boolean() ? 'de' : 'en';
    const pool = REVIEW_WORDS[language][stars - 1]!;
    const title = faker.number.int({ min: 0, max: 99 }) < 85 ? faker.helpers.arrayElement(pool.titles) : null;
    const comment =
      faker.number.int({ min: 0, max: 99 }) < 78
        ? faker.helpers.arrayElements(pool.sentences, { min: 1, max: 3 }).join(' ')
        : null;
    return { title, comment };
  };
  const add = (row: Omit<ReviewRow, 'id' | 'updatedAt'> & { productId: string; authorId: string }): ReviewRow => {
    taken.add(`${row.productId}:${row.authorId}`);
    const full = { id: idOf(faker), updatedAt: row.createdAt, ...row } as ReviewRow;
    rows.push(full);
    return full;
  };
  const published = (
    product: DemoProduct,
    authorId: string,
    type: ReviewType,
    fields: { rating: number; title: string | null; comment: string | null },
    createdAt: Date,
  ) =>
    add({
      productId: product.id,
      teamId: product.teamId,
      authorId,
      type,
      ...fields,
      status: 'PUBLISHED',
      holdRules: [],
      createdAt,
      publishedAt: createdAt,
    });

  // Ordinary reviews: a handful per product, more on some, none on a few.
  for (const product of products) {
    const count = faker.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 6, value: 1 },
      { weight: 10, value: 2 },
      { weight: 14, value: 3 },
      { weight: 14, value: 4 },
      { weight: 10, value: 5 },
      { weight: 6, value: 6 },
      { weight: 4, value: 8 },
    ]);
    for (const author of faker.helpers.arrayElements(regulars, count)) {
      const stars = rating();
      published(
        product,
        author.id,
        'USER',
        { rating: stars, ...words(author.person, stars) },
        momentFor(product, author.joined),
      );
    }
  }
  // The demo user has reviewed two products, not all: the rest are theirs to review.
  for (const product of faker.helpers.arrayElements(
    products.filter((p) => free(p, input.demoUserId)),
    2,
  )) {
    const stars = faker.helpers.arrayElement([4, 5]);
    published(
      product,
      input.demoUserId,
      'USER',
      { rating: stars, ...words({ firstName: 'Uma', lastName: 'User', language: 'en' }, stars) },
      momentFor(product),
    );
  }

  // Video reviews, held by the video rule and approved by the moderator a day later; one still waits.
  const video = (product: DemoProduct, authorId: string, status: ReviewStatus) => {
    const videoId = faker.string.fromCharacters(VIDEO_ID_ALPHABET, 11);
    const createdAt = momentFor(product);
    const decidedAt = status === 'PUBLISHED' ? new Date(Math.min(now - HOUR, createdAt.getTime() + DAY)) : null;
    return add({
      productId: product.id,
      teamId: product.teamId,
      authorId,
      type: 'YOUTUBE',
      rating: faker.helpers.weightedArrayElement([
        { weight: 1, value: 3 },
        { weight: 3, value: 4 },
        { weight: 4, value: 5 },
      ]),
      title: faker.helpers.arrayElement([
        'Long-term review',
        'Honest review after a month',
        'Worth the hype?',
        'Full test and teardown',
      ]),
      comment: faker.helpers.arrayElement(VIDEO_COMMENTS),
      videoUrl: youtubeWatchUrl(videoId),
      videoId,
      status,
      holdRules: ['VIDEO_REVIEW'],
      decidedBy: decidedAt ? input.moderatorId : null,
      decidedAt,
      publishedAt: decidedAt,
      createdAt,
    });
  };
  const prefers: Record<string, string> = {
    'bean-there': 'coffee-tea',
    'two-wheels-weekly': 'cycling',
    'gear-garden': 'plants-garden',
  };
  for (const channel of youtubers) {
    const topic = prefers[channel.handle];
    const candidates = products.filter((p) => (!topic || p.category === topic) && free(p, channel.user_id));
    const isDemo = channel.handle === DEMO_YOUTUBER_HANDLE;
    const picks = faker.helpers.arrayElements(candidates, isDemo ? 4 : 1);
    picks.forEach((product, i) =>
      video(product, channel.user_id, isDemo && i === picks.length - 1 ? 'PENDING' : 'PUBLISHED'),
    );
  }

  // Held by the other rules, for the pending queue: a link, a copied text, a brand-new account.
  const heldBy = (
    rule: ReviewHoldRule,
    authorId: string,
    fields: { rating: number; title: string | null; comment: string },
    status: ReviewStatus = 'PENDING',
    hoursAgo?: number,
  ) => {
    // Written in the last two days, on a product that was public before.
    const product = faker.helpers.arrayElement(
      products.filter((p) => free(p, authorId) && p.publishedAt.getTime() < now - 2 * DAY),
    );
    const createdAt = new Date(now - (hoursAgo ?? faker.number.int({ min: 2, max: 40 })) * HOUR);
    const rejected = status === 'REJECTED';
    return add({
      productId: product.id,
      teamId: product.teamId,
      authorId,
      type: 'USER',
      ...fields,
      status,
      holdRules: [rule],
      createdAt,
      ...(rejected
        ? {
            decidedBy: input.moderatorId,
            decidedAt: new Date(createdAt.getTime() + HOUR),
            decisionReason: 'Advertising for another shop is not a review.',
          }
        : {}),
    });
  };
  heldBy('COMMENT_LINK', regulars[3]!.id, {
    rating: 5,
    title: 'Great, and even cheaper elsewhere',
    comment: 'Love it! I found it 20% cheaper at https://deals.example/offer — worth a look before you buy.',
  });
  const original = faker.helpers.arrayElement(
    rows.filter((r) => r.type === 'USER' && r.status === 'PUBLISHED' && (r.comment?.length ?? 0) >= 60),
  );
  heldBy('NEAR_DUPLICATE', regulars[11]!.id, {
    rating: original.rating,
    title: original.title ?? null,
    comment: `${original.comment!} Really.`,
  });
  // Two hours ago, three hours after the account was made.
  heldBy(
    'NEW_ACCOUNT',
    newcomer.id,
    {
      rating: 4,
      title: 'Good first impression',
      comment: 'Just unpacked it and it already looks better than I expected. Will update after a few weeks.',
    },
    'PENDING',
    2,
  );
  heldBy(
    'COMMENT_LINK',
    regulars[19]!.id,
    { rating: 5, title: 'Best deal', comment: 'Buy cheap followers and likes at https://spam.example/now' },
    'REJECTED',
  );

  const live = rows.filter((r) => r.status === 'PUBLISHED');

  // Two reviews were edited after writing: the earlier version is kept.
  const revisions = faker.helpers
    .arrayElements(
      live.filter((r) => r.type === 'USER' && r.comment && r.createdAt!.getTime() < now - 10 * DAY),
      2,
    )
    .map((review) => {
      const written = review.createdAt!;
      review.editedAt = new Date(written.getTime() + faker.number.int({ min: 2, max: 8 }) * DAY);
      review.updatedAt = review.editedAt;
      return {
        reviewId: review.id,
        rating: Math.max(1, review.rating - 1),
        title: review.title ?? null,
        comment: 'First impression, will update after using it for a while.',
        videoUrl: null,
        writtenAt: written,
        createdAt: review.editedAt,
      };
    });

  // Helpful votes from other reviewers, most reviews few, some many.
  const votes: Array<typeof reviewHelpfulVotes.$inferInsert> = [];
  for (const review of live) {
    const count = faker.helpers.weightedArrayElement([
      { weight: 40, value: 0 },
      { weight: 25, value: 1 },
      { weight: 15, value: 2 },
      { weight: 10, value: 3 },
      { weight: 6, value: 5 },
      { weight: 4, value: 9 },
    ]);
    const voters = faker.helpers.arrayElements(
      regulars.filter((p) => p.id !== review.authorId),
      count,
    );
    for (const voter of voters)
      votes.push({ reviewId: review.id, userId: voter.id, createdAt: momentAfter(review.publishedAt!) });
    review.helpfulCount = voters.length;
  }
  function momentAfter(at: Date) {
    return new Date(
      at.getTime() + Math.floor(faker.number.float({ min: 0, max: 1 }) * Math.max(HOUR, now - at.getTime() - HOUR)),
    );
  }

  // The brands answer: the demo creator's team (Plaudit Coffee) most reviews, critical ones always; others a few.
  const demoTeamHandle = DEMO_BRANDS[0]!.profileHandle;
  const handleOf = new Map(products.map((p) => [p.teamId, p.handle]));
  const replies: Array<typeof reviewReplies.$inferInsert> = [];
  for (const review of live) {
    const ownTeam = handleOf.get(review.teamId) === demoTeamHandle;
    const critical = review.rating <= 3;
    const answers = ownTeam
      ? critical || faker.number.int({ min: 0, max: 99 }) < 50
      : faker.number.int({ min: 0, max: 99 }) < (critical ? 30 : 6);
    const owner = owners.get(review.teamId);
    if (!answers || !owner) continue;
    const createdAt = new Date(
      Math.min(now - HOUR, review.publishedAt!.getTime() + faker.number.int({ min: 2, max: 60 }) * HOUR),
    );
    replies.push({
      reviewId: review.id,
      authorId: owner,
      text: faker.helpers.arrayElement(critical ? BRAND_REPLIES.critical : BRAND_REPLIES.positive),
      createdAt,
      updatedAt: createdAt,
    });
  }

  // Open reports on three published reviews (one reported twice), for the reported queue.
  const reports: Array<typeof reviewReports.$inferInsert> = [];
  const reportable = live.filter((r) => r.type === 'USER' && r.authorId !== input.demoUserId && r.comment);
  const reasons: ReviewReportReason[][] = [['CONFLICT_OF_INTEREST', 'SPAM'], ['OFF_TOPIC'], ['OFFENSIVE']];
  for (const [i, review] of faker.helpers.arrayElements(reportable, 3).entries()) {
    const reporters = faker.helpers.arrayElements(
      regulars.filter((p) => p.id !== review.authorId),
      reasons[i]!.length,
    );
    reasons[i]!.forEach((reason, k) => {
      const createdAt = new Date(
        Math.max(review.publishedAt!.getTime() + HOUR, now - faker.number.int({ min: 3, max: 96 }) * HOUR),
      );
      reports.push({
        reviewId: review.id,
        reporterId: reporters[k]!.id,
        reason,
        details: REPORT_DETAILS[reason as keyof typeof REPORT_DETAILS] ?? null,
        status: 'OPEN',
        createdAt,
      });
    });
    const own = reports.filter((r) => r.reviewId === review.id);
    review.openReportCount = own.length;
    review.firstOpenReportAt = new Date(Math.min(...own.map((r) => r.createdAt!.getTime())));
  }

  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await db.insert(reviews).values(rows);
  // The demo user and the YouTubers were created at this first start, but wrote reviews weeks ago: their accounts
  // date from a week before their first review, as a real site's would.
  await db.execute(sql`
    update users u set created_at = x.first - interval '7 days', updated_at = x.first - interval '7 days'
    from (select author_id, min(created_at) as first from reviews group by author_id) x
    where x.author_id = u.id and u.created_at > x.first`);
  if (revisions.length > 0) await db.insert(reviewRevisions).values(revisions);
  if (votes.length > 0) await db.insert(reviewHelpfulVotes).values(votes);
  if (replies.length > 0) await db.insert(reviewReplies).values(replies);
  if (reports.length > 0) await db.insert(reviewReports).values(reports);
  await recountReviewStats(db);

  return {
    reviewers: reviewerRows.length,
    reviews: rows.length,
    published: live.length,
    pending: rows.filter((r) => r.status === 'PENDING').length,
    reported: live.filter((r) => (r.openReportCount ?? 0) > 0).length,
    video: rows.filter((r) => r.type === 'YOUTUBE').length,
  };
}
